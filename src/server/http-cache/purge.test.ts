import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { resetEnvForTests } from '../env';
import { setEventTransport } from '../events/bus';
import { cloudflarePurger } from './cloudflare';
import { fastlyPurger } from './fastly';
import { purgeHttpCache, SECOND_PURGE_AFTER_MS } from './index';
import { varnishPurger } from './varnish';

/**
 * Local fakes of the three purge APIs, answering as the real ones do (Fastly: 200 with a purge id
 * per request, 401 for a wrong key; Cloudflare: a JSON envelope with `success`, 403 for a wrong
 * token, `success: false` for more than 30 tags; Varnish with the shop's VCL: 200 "Purged n").
 */
interface Received {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}
const received: Received[] = [];
let server: http.Server;
let base = '';

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const json = (status: number, value: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(value));
      };
      if (req.url?.startsWith('/fastly/service/')) {
        if (req.headers['fastly-key'] !== 'fastly-token')
          return json(401, { msg: 'Provided credentials are missing or invalid' });
        return json(200, { status: 'ok', id: `purge-${received.length}` });
      }
      if (req.url?.startsWith('/cloudflare/zones/')) {
        if (req.headers.authorization !== 'Bearer cf-token')
          return json(403, { success: false, errors: [{ code: 10000, message: 'Authentication error' }] });
        const tags = (JSON.parse(body) as { tags: string[] }).tags;
        if (tags.length > 30)
          return json(200, { success: false, errors: [{ code: 1109, message: 'too many tags' }] });
        return json(200, { success: true, errors: [], messages: [], result: { id: 'zone' } });
      }
      if (req.method === 'PURGE') {
        res.writeHead(200, { 'content-type': 'text/plain' });
        return res.end(`Purged ${String(req.headers['xkey-purge']).split(' ').length}`);
      }
      json(404, {});
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
afterEach(() => {
  received.length = 0;
});

const manyTags = Array.from({ length: 70 }, (_, i) => `product:p${i}`);

describe('purging the shared HTTP cache by tag', () => {
  it('Varnish: PURGE with the tags in xkey-purge, to every Varnish', async () => {
    await varnishPurger([`${base}/a`, base]).purgeTags(['product-lists', 'product:broekje']);
    expect(received.map(({ method, url, headers }) => [method, url, headers['xkey-purge']])).toEqual([
      ['PURGE', '/', 'product-lists product:broekje'],
      ['PURGE', '/', 'product-lists product:broekje'],
    ]);
  });

  it('Fastly: surrogate keys in batches of 256 with the API key, refused keys throw', async () => {
    const purger = fastlyPurger({ apiUrl: `${base}/fastly`, serviceId: 'svc 1', token: 'fastly-token' });
    await purger.purgeTags(Array.from({ length: 300 }, (_, i) => `product:p${i}`));
    expect(received).toHaveLength(2);
    expect(received[0]).toMatchObject({ method: 'POST', url: '/fastly/service/svc%201/purge' });
    expect(String(received[0]!.headers['surrogate-key']).split(' ')).toHaveLength(256);
    expect(String(received[1]!.headers['surrogate-key']).split(' ')).toHaveLength(44);

    const wrong = fastlyPurger({ apiUrl: `${base}/fastly`, serviceId: 'svc', token: 'nope' });
    await expect(wrong.purgeTags(['catalog'])).rejects.toThrow(/fastly purge answered 401/);
  });

  it('Cloudflare: tags as JSON in batches of 30 with the bearer token; success false throws', async () => {
    const purger = cloudflarePurger({ apiUrl: `${base}/cloudflare`, zoneId: 'zone1', token: 'cf-token' });
    await purger.purgeTags(manyTags);
    expect(received.map((request) => (JSON.parse(request.body) as { tags: string[] }).tags.length)).toEqual([
      30, 30, 10,
    ]);
    expect(received[0]).toMatchObject({ method: 'POST', url: '/cloudflare/zones/zone1/purge_cache' });

    const wrong = cloudflarePurger({ apiUrl: `${base}/cloudflare`, zoneId: 'zone1', token: 'nope' });
    await expect(wrong.purgeTags(['catalog'])).rejects.toThrow(/cloudflare purge answered 403/);
  });

  it('purgeHttpCache follows HTTP_CACHE_PURGE from the environment, and does nothing without it', async () => {
    const saved = { ...process.env };
    try {
      delete process.env.HTTP_CACHE_PURGE;
      resetEnvForTests();
      await purgeHttpCache(['catalog']);
      expect(received).toHaveLength(0);

      Object.assign(process.env, {
        HTTP_CACHE_PURGE: 'cloudflare',
        CLOUDFLARE_API_URL: `${base}/cloudflare`,
        CLOUDFLARE_ZONE_ID: 'zone2',
        CLOUDFLARE_API_TOKEN: 'cf-token',
      });
      resetEnvForTests();
      await purgeHttpCache(['catalog', 'catalog', 'product:broekje']);
      expect(received.map((request) => [request.url, JSON.parse(request.body)])).toEqual([
        ['/cloudflare/zones/zone2/purge_cache', { tags: ['catalog', 'product:broekje'] }],
      ]);

      process.env.HTTP_CACHE_PURGE = 'varnish';
      resetEnvForTests();
      await expect(purgeHttpCache(['catalog'])).rejects.toThrow(/VARNISH_PURGE_URLS/);
    } finally {
      process.env = saved;
      resetEnvForTests();
    }
  });

  it('purges once more after the other instances heard the change, when there are others', async () => {
    const saved = { ...process.env };
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    setEventTransport({ name: 'postgres', publish: async () => {}, close: async () => {} });
    try {
      Object.assign(process.env, { HTTP_CACHE_PURGE: 'varnish', VARNISH_PURGE_URLS: base });
      resetEnvForTests();
      await purgeHttpCache(['product:broekje']);
      expect(received).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(SECOND_PURGE_AFTER_MS);
      await vi.waitFor(() => expect(received).toHaveLength(2));
      expect(received[1]!.headers['xkey-purge']).toBe('product:broekje');
    } finally {
      setEventTransport(undefined);
      vi.useRealTimers();
      process.env = saved;
      resetEnvForTests();
    }
  });
});
