import { describe, expect, it } from 'vitest';
import {
  bodyLimitFor,
  discardUnreadBody,
  MAX_JSON_BYTES,
  MAX_UPLOAD_BODY_BYTES,
  readLimitedBody,
  readLimitedForm,
} from './body';
import { HttpError } from './errors';

/** A streamed body with no Content-Length, as a chunked upload arrives. */
function chunked(chunks: number, chunkBytes: number): Request {
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent++ === chunks) controller.close();
      else controller.enqueue(new Uint8Array(chunkBytes).fill(120));
    },
  });
  return new Request('http://shop.test/', { method: 'POST', body, duplex: 'half' } as RequestInit);
}

const statusOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 200,
    (error: unknown) => (error instanceof HttpError ? error.status : 500),
  );

describe('bounded request bodies', () => {
  it('reads a body within the limit', async () => {
    expect((await readLimitedBody(chunked(4, 1000), 4000)).byteLength).toBe(4000);
  });

  it('refuses a declared length over the limit before reading', async () => {
    const request = new Request('http://shop.test/', {
      method: 'POST',
      body: 'x',
      headers: { 'content-length': String(MAX_JSON_BYTES + 1) },
    });
    expect(await statusOf(readLimitedBody(request, MAX_JSON_BYTES))).toBe(413);
  });

  it('counts a chunked body as it streams in', async () => {
    expect(await statusOf(readLimitedBody(chunked(20, 64 * 1024), MAX_JSON_BYTES))).toBe(413);
  });

  it('reads forms within the limit', async () => {
    const request = new Request('http://shop.test/', {
      method: 'POST',
      body: 'id=tr_1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect((await readLimitedForm(request, MAX_JSON_BYTES)).get('id')).toBe('tr_1');
  });

  it('gives uploads their 8 MB and every other path 1 MB', () => {
    expect(bodyLimitFor('/api/upload-image')).toBe(MAX_UPLOAD_BODY_BYTES);
    expect(bodyLimitFor('/api/pages')).toBe(MAX_JSON_BYTES);
  });
});

describe('discardUnreadBody', () => {
  it('reads to its end a body the route did not need, so the connection is not cut under the client', async () => {
    const request = chunked(20, 64 * 1024);
    await discardUnreadBody(request);
    expect(request.bodyUsed).toBe(true);
  });

  it('leaves a body alone that was already read', async () => {
    const request = chunked(2, 10);
    await readLimitedBody(request, MAX_JSON_BYTES);
    await expect(discardUnreadBody(request)).resolves.toBeUndefined();
  });
});
