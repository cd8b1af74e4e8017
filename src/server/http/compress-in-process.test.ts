import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { COMPRESS_IN_PROCESS_UP_TO, compressInProcess, fittedWindow } from './compress-in-process';

const page = Buffer.from('<p>Broekje voor de nacht</p>'.repeat(200));

describe('compressInProcess', () => {
  it('compresses a page or an answer for the encoding the client takes', () => {
    const br = compressInProcess(page, 'br', 'text/html; charset=utf-8');
    expect(br?.encoding).toBe('br');
    expect(brotliDecompressSync(br!.bytes).equals(page)).toBe(true);
    const gzip = compressInProcess(page, 'gzip', 'application/json; charset=utf-8');
    expect(gzip?.encoding).toBe('gzip');
    expect(gunzipSync(gzip!.bytes).equals(page)).toBe(true);
  });

  it('leaves what should go as it is to the caller', () => {
    expect(compressInProcess(page, 'identity', 'text/html')).toBeUndefined();
    expect(compressInProcess(page, 'br', 'image/png')).toBeUndefined();
    expect(compressInProcess(page, 'br', undefined)).toBeUndefined();
    expect(compressInProcess(Buffer.from('{"ok":true}'), 'br', 'application/json')).toBeUndefined();
    const large = Buffer.alloc(COMPRESS_IN_PROCESS_UP_TO + 1, 'a');
    expect(compressInProcess(large, 'br', 'text/html')).toBeUndefined();
  });

  it('fits the brotli window to the body, between its limits', () => {
    expect(fittedWindow(3_000)).toBe(12);
    expect(fittedWindow(10)).toBe(10);
    expect(fittedWindow(100 * 1024 * 1024)).toBe(24);
  });
});
