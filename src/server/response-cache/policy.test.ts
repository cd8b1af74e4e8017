import { describe, expect, it } from 'vitest';
import { matchesEtag, preferredEncoding, shareableResponse } from './policy';

describe('response cache policy', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('gzip;q=0')).toBe('identity');
    expect(preferredEncoding(undefined)).toBe('identity');
  });

  it('matches weak and listed ETags', () => {
    expect(matchesEtag('"a", W/"b"', 'W/"b"')).toBe(true);
    expect(matchesEtag('"b"', 'W/"b"')).toBe(true);
    expect(matchesEtag('*', 'W/"b"')).toBe(true);
    expect(matchesEtag('"c"', 'W/"b"')).toBe(false);
  });

  it('reads max-age, tags and vary from what the app marked, without transfer headers', () => {
    const shared = shareableResponse(200, {
      'CDN-Cache-Control': 'max-age=60, stale-while-revalidate=600',
      'Cache-Tag': 'catalog, product:a',
      Vary: 'Accept-Encoding, Accept-Language',
      'Content-Type': 'text/html',
      'Content-Length': '10',
      'X-Request-Id': 'abc',
    });
    expect(shared).toEqual({
      maxAgeSeconds: 60,
      swrSeconds: 600,
      tags: ['catalog', 'product:a'],
      vary: ['accept-language'],
      headers: {
        'cdn-cache-control': 'max-age=60, stale-while-revalidate=600',
        'cache-tag': 'catalog, product:a',
        'content-type': 'text/html',
      },
    });
  });

  it('shares no error, no unmarked answer, nothing personal', () => {
    const marked = { 'CDN-Cache-Control': 'max-age=60' };
    expect(shareableResponse(404, marked)).toBeUndefined();
    expect(shareableResponse(200, {})).toBeUndefined();
    expect(shareableResponse(200, { ...marked, 'Set-Cookie': 'a=1' })).toBeUndefined();
    expect(shareableResponse(200, { ...marked, Vary: 'Authorization' })).toBeUndefined();
    expect(shareableResponse(200, { 'CDN-Cache-Control': 'private, max-age=60' })).toBeUndefined();
  });
});
