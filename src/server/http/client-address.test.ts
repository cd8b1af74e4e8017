import { describe, expect, it } from 'vitest';
import { isProxyEntry, resolveClientAddress, trustedProxies } from './client-address';

const proxies = trustedProxies(['127.0.0.1', '10.0.0.0/8', '::1']);

describe('resolveClientAddress', () => {
  it('believes X-Forwarded-For only from a listed proxy', () => {
    const headers = { 'x-forwarded-for': '203.0.113.7' };
    expect(resolveClientAddress('127.0.0.1', headers, proxies)).toBe('203.0.113.7');
    expect(resolveClientAddress('::ffff:127.0.0.1', headers, proxies)).toBe('203.0.113.7');
    expect(resolveClientAddress('198.51.100.2', headers, proxies)).toBe('198.51.100.2');
    expect(resolveClientAddress('127.0.0.1', headers, trustedProxies([]))).toBe('127.0.0.1');
  });

  it('skips a stranger’s made-up start of the chain: the address our proxy saw wins', () => {
    const headers = { 'x-forwarded-for': '1.2.3.4, 203.0.113.7, 10.1.2.3' };
    expect(resolveClientAddress('127.0.0.1', headers, proxies)).toBe('203.0.113.7');
  });

  it('reads the standard Forwarded header when there is no X-Forwarded-For', () => {
    const headers = { forwarded: 'for=198.51.100.9;proto=https, for="[2001:db8::1]:4711"' };
    expect(resolveClientAddress('::1', headers, proxies)).toBe('2001:db8::1');
  });

  it('keeps the peer when a listed proxy forwards nothing usable', () => {
    expect(resolveClientAddress('10.0.0.5', { 'x-forwarded-for': 'unknown' }, proxies)).toBe('10.0.0.5');
  });
});

describe('isProxyEntry', () => {
  it('accepts addresses and CIDRs, nothing else', () => {
    expect(['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8'].every(isProxyEntry)).toBe(true);
    expect(['localhost', '10.0.0.0/33', '1.2.3', '10.0.0.0/8/1'].some(isProxyEntry)).toBe(false);
  });
});
