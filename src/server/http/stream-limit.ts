import type http from 'node:http';
import { messages } from '~/lib/messages';
import { HttpError } from './errors';

/**
 * Bounds what any route can read of a request body, however it reads it (Astro turns the
 * Node request into a web Request by iterating it): past `limit` bytes the body ends in a 413
 * instead of more bytes, so a chunked body that declares no length never fills memory. The rest
 * of the body is read and thrown away for a moment after the answer (lingerAfterAnswer).
 */
export function limitRequestBody(req: http.IncomingMessage, limit: number): void {
  const iterate = () => req.iterator({ destroyOnReturn: false });
  Object.defineProperty(req, Symbol.asyncIterator, {
    configurable: true,
    value: async function* limited() {
      let received = 0;
      for await (const chunk of iterate()) {
        received += (chunk as Buffer).byteLength;
        if (received > limit) {
          lingerAfterAnswer(req);
          throw new HttpError(413, messages.api.bodyTooLarge(Math.round((limit / 1024 / 1024) * 10) / 10));
        }
        yield chunk as Buffer;
      }
    },
  });
}

/** How long a connection whose body was cut short keeps reading after its answer. */
const LINGER_MS = 2_000;

/**
 * A lingering close (RFC 9112, 9.6): closing a socket while the client's body still arrives makes
 * the kernel answer with a reset, which can wipe the 413 from the client's buffer before it reads
 * it (seen: one of five parallel uploads got no answer at all). So the rest of the body is read and
 * thrown away, and the socket goes when the body ends or after LINGER_MS, whichever comes first.
 */
export function lingerAfterAnswer(req: http.IncomingMessage): void {
  const socket = req.socket;
  let closing = false;
  const timer = setTimeout(() => socket.destroy(), LINGER_MS);
  timer.unref();
  // Node closes an answered `Connection: close` request with destroySoon: end our side only.
  socket.destroySoon = function lingering(this: typeof socket) {
    closing = true;
    if (this.writable) this.end();
  };
  req.once('end', () => {
    clearTimeout(timer);
    if (closing) socket.destroy();
  });
  // After the route's reader has let go of the stream.
  setImmediate(() => req.resume());
}
