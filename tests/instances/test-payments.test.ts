import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Instance, startInstance, startRefused } from './instances';

/**
 * The built-in test provider lets any visitor mark an order paid. On a shop whose PUBLIC_URL is
 * https it only starts when ALLOW_TEST_PAYMENTS=true says so on purpose, and then every page
 * says that payments are not real (decision 018).
 */
const BANNER = 'Testwinkel: betalingen zijn niet echt.';

describe('test payments on an https shop', () => {
  it('refuses to start without ALLOW_TEST_PAYMENTS, saying why', async () => {
    const { code, output } = await startRefused({
      PORT: '4515',
      PUBLIC_URL: 'https://winkel.example',
      PAYMENT_PROVIDER: 'test',
    });
    expect(code).not.toBe(0);
    expect(output).toContain('ALLOW_TEST_PAYMENTS=true');
  });

  describe('with ALLOW_TEST_PAYMENTS=true', () => {
    let shop: Instance;
    beforeAll(async () => {
      shop = await startInstance('test-payments', 4516, {
        PUBLIC_URL: 'https://winkel.example',
        ALLOW_TEST_PAYMENTS: 'true',
        SEED_DEMO_CONTENT: 'true',
        LOG_LEVEL: 'info',
      });
    }, 200_000);
    afterAll(() => shop?.stop());

    it('says so on every page and in the log', async () => {
      for (const target of ['/', '/shop', '/login', '/checkout', '/pagina-bestaat-niet']) {
        const page = await fetch(`${shop.url}${target}`);
        expect(await page.text(), target).toContain(BANNER);
      }
      expect(shop.output.join('')).toContain('"payments":"test (no real money)"');
      expect(shop.output.join('')).toContain('test payments allowed on purpose');
    });
  });

  it('shows no banner where the test provider is an ordinary local choice', async () => {
    const shop = await startInstance('test-payments-local', 4517, { SEED_DEMO_CONTENT: 'false' });
    try {
      expect(await (await fetch(`${shop.url}/login`)).text()).not.toContain(BANNER);
    } finally {
      await shop.stop();
    }
  });
});
