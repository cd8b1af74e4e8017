import { afterEach, describe, expect, it } from 'vitest';
import { resetEnvForTests } from '../env';
import { isCrossSiteWrite } from './cross-site';
import { securityHeaders } from './security-headers';

const original = process.env.PUBLIC_URL;
afterEach(() => {
  if (original === undefined) delete process.env.PUBLIC_URL;
  else process.env.PUBLIC_URL = original;
  delete process.env.ALLOW_TEST_PAYMENTS;
  resetEnvForTests();
});

function behindProxy() {
  process.env.PUBLIC_URL = 'https://www.zorgzaam.example';
  // The test provider on https must be allowed on purpose (decision 018).
  process.env.ALLOW_TEST_PAYMENTS = 'true';
  resetEnvForTests();
}

describe('security headers', () => {
  it('send HSTS only when the shop is public over https', () => {
    delete process.env.PUBLIC_URL;
    resetEnvForTests();
    expect(securityHeaders()).not.toHaveProperty('Strict-Transport-Security');
    behindProxy();
    expect(securityHeaders()['Strict-Transport-Security']).toContain('max-age=31536000');
  });
});

describe('cross-site writes', () => {
  // Behind a TLS-terminating proxy the app sees http://127.0.0.1:4321 while browsers send the public origin.
  const internal = new URL('http://127.0.0.1:4321/api/contact');
  const post = (headers: Record<string, string>) => new Request(internal, { method: 'POST', headers });

  it('accept the public origin behind a proxy', () => {
    behindProxy();
    expect(isCrossSiteWrite(post({ origin: 'https://www.zorgzaam.example' }), internal)).toBe(false);
    expect(isCrossSiteWrite(post({ origin: 'https://zorgzaam.example' }), internal)).toBe(true);
    expect(isCrossSiteWrite(post({ origin: 'null' }), internal)).toBe(true);
  });

  it('let safe methods and requests from outside a browser through', () => {
    expect(
      isCrossSiteWrite(new Request(internal, { headers: { origin: 'https://evil.example' } }), internal),
    ).toBe(false);
    expect(isCrossSiteWrite(post({}), internal)).toBe(false);
    expect(isCrossSiteWrite(post({ 'sec-fetch-site': 'none' }), internal)).toBe(false);
    expect(isCrossSiteWrite(post({ 'sec-fetch-site': 'same-site' }), internal)).toBe(true);
  });
});
