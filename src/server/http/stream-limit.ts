import type http from 'node:http';
import { messages } from '~/lib/messages';
import { HttpError } from './errors';

/**
 * Bounds what any route can read of a request body, however it reads it (Astro turns the
 * Node request into a web Request by iterating it): past `limit` bytes the body ends in a 413
 * instead of more bytes, so a chunked body that declares no length never fills memory. The rest
 * of the body stays in the socket, paused, and is thrown away by Node after the answer.
 */
export function limitRequestBody(req: http.IncomingMessage, limit: number): void {
  const iterate = () => req.iterator({ destroyOnReturn: false });
  Object.defineProperty(req, Symbol.asyncIterator, {
    configurable: true,
    value: async function* limited() {
      let received = 0;
      for await (const chunk of iterate()) {
        received += (chunk as Buffer).byteLength;
        if (received > limit)
          throw new HttpError(413, messages.api.bodyTooLarge(Math.round((limit / 1024 / 1024) * 10) / 10));
        yield chunk as Buffer;
      }
    },
  });
}
