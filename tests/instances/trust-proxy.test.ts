import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineEnv, engines, type Instance, startInstance } from './instances';
import { NGINX, request, startNginx } from './nginx';

/**
 * Behind a real nginx, TRUST_PROXY=127.0.0.1 makes the rate limits count each shopper's own
 * address (decision 018): one address using up its password-reset requests leaves everyone else
 * alone, and a forwarded address is only believed when our own proxy sent it.
 */
const SHOP_PORT = 4501;
const NGINX_PORT = 4519;
/** forgot:ip allows ten requests an hour per address. */
const LIMIT = 10;

describe.skipIf(!existsSync(NGINX))('client addresses through nginx (TRUST_PROXY)', () => {
  describe.each(engines)('on %s', (engine) => {
    let shop: Instance;
    let proxy: Awaited<ReturnType<typeof startNginx>>;
    let drop: () => Promise<unknown>;

    beforeAll(async () => {
      const database = await engineEnv(engine, 'zorgzaam_proxy');
      drop = database.drop;
      shop = await startInstance(`proxy-${engine}`, SHOP_PORT, { ...database.env, TRUST_PROXY: '127.0.0.1' });
      proxy = await startNginx(NGINX_PORT, SHOP_PORT);
    }, 200_000);

    afterAll(async () => {
      await proxy?.stop();
      await shop?.stop();
      await drop?.();
    });

    const forgot = (options: { port: number; from: string; forwardedFor?: string }) =>
      request({
        port: options.port,
        from: options.from,
        path: '/api/forgot-password',
        method: 'POST',
        body: JSON.stringify({ email: 'iemand@example.nl' }),
        headers: options.forwardedFor ? { 'x-forwarded-for': options.forwardedFor } : {},
      }).then((answer) => answer.status);

    it('limits one shopper behind the proxy, not the next one', async () => {
      for (let attempt = 0; attempt < LIMIT; attempt++)
        expect(await forgot({ port: NGINX_PORT, from: '127.0.0.2' })).toBe(200);
      expect(await forgot({ port: NGINX_PORT, from: '127.0.0.2' })).toBe(429);
      expect(await forgot({ port: NGINX_PORT, from: '127.0.0.3' })).toBe(200);
    });

    it('does not believe a forwarded address made up by the client', async () => {
      // Through the proxy: nginx adds the real address after the made-up ones; that one counts.
      for (let attempt = 0; attempt < LIMIT; attempt++)
        expect(
          await forgot({ port: NGINX_PORT, from: '127.0.0.4', forwardedFor: `198.51.100.${attempt + 1}` }),
        ).toBe(200);
      expect(await forgot({ port: NGINX_PORT, from: '127.0.0.4', forwardedFor: '198.51.100.99' })).toBe(429);
      // Straight to the shop from an address that is no proxy: the header is ignored.
      for (let attempt = 0; attempt < LIMIT; attempt++)
        expect(
          await forgot({ port: SHOP_PORT, from: '127.0.0.5', forwardedFor: `203.0.113.${attempt + 1}` }),
        ).toBe(200);
      expect(await forgot({ port: SHOP_PORT, from: '127.0.0.5', forwardedFor: '203.0.113.99' })).toBe(429);
    });
  });
});
