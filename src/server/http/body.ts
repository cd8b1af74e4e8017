import { messages } from '~/lib/messages';
import { HttpError } from './errors';

/** JSON bodies: far above any form of the shop (a long page document is some 100 KB). */
export const MAX_JSON_BYTES = 1024 * 1024;
/** An uploaded image; its multipart body may be a little larger (boundaries, headers). */
export const MAX_UPLOAD_BYTES = 8 * 1024 * 1024;
export const MAX_UPLOAD_BODY_BYTES = MAX_UPLOAD_BYTES + 64 * 1024;
/** A staff CSV import of the whole catalogue. */
export const MAX_CSV_BYTES = 2 * 1024 * 1024;
/** Paths that take more than MAX_JSON_BYTES; every other body is held to MAX_JSON_BYTES. */
const LARGER_BODIES = new Map([
  ['/api/upload-image', MAX_UPLOAD_BODY_BYTES],
  ['/api/admin/products/import', MAX_CSV_BYTES],
]);

/** The largest body a request to `path` may carry. */
export const bodyLimitFor = (path: string) => LARGER_BODIES.get(path) ?? MAX_JSON_BYTES;

/**
 * A body over its limit is still read to its end, up to this many bytes, and thrown away:
 * closing the connection mid-body makes browsers report a network error instead of the 413.
 */
const DRAIN_BYTES = 64 * 1024 * 1024;

const tooLarge = (limit: number) =>
  new HttpError(413, messages.api.bodyTooLarge(Math.round((limit / 1024 / 1024) * 10) / 10));

/**
 * The request body as bytes, refused with a 413 once it passes `limit`: first by its
 * declared Content-Length, before anything is read, then by counting the bytes as they
 * stream in (a chunked body declares no length). Never holds more than `limit` in memory.
 */
export async function readLimitedBody(request: Request, limit: number): Promise<Uint8Array> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > limit) throw tooLarge(limit);
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > limit) {
      await drain(reader, received);
      throw tooLarge(limit);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(received);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** The body as FormData (form posts, multipart uploads), bounded like readLimitedBody. */
export async function readLimitedForm(request: Request, limit: number): Promise<FormData> {
  const bytes = await readLimitedBody(request, limit);
  const type = request.headers.get('content-type') ?? '';
  return new Response(bytes as Uint8Array<ArrayBuffer>, { headers: { 'content-type': type } }).formData();
}

/**
 * Throws away a body the route did not read (it answered without needing one): Node would
 * otherwise cut the connection while the client is still sending, and the client sees a
 * network error instead of the answer. Bounded like every body.
 */
export async function discardUnreadBody(request: Request): Promise<void> {
  if (!request.body || request.bodyUsed || request.body.locked) return;
  await drain(request.body.getReader(), 0).catch(() => undefined);
}

async function drain(reader: ReadableStreamDefaultReader<Uint8Array>, received: number): Promise<void> {
  let total = received;
  while (total <= DRAIN_BYTES) {
    const { done, value } = await reader.read();
    if (done) return;
    total += value.byteLength;
  }
  await reader.cancel();
}
