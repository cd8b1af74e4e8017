import { log } from '~/server/log';

/** A content read that failed (database away, stored content unreadable): the page answers 503. */
export const UNAVAILABLE = Symbol('unavailable');

/**
 * Reads a page's or article's data; a failure is logged and becomes UNAVAILABLE, so the route
 * answers the shop's own 503 page with a retry hint instead of a bare 500 or a wrong 404.
 */
export async function readContent<T>(what: string, read: () => Promise<T>): Promise<T | typeof UNAVAILABLE> {
  try {
    return await read();
  } catch (error) {
    log.error('content could not be read', { what, error: String(error) });
    return UNAVAILABLE;
  }
}

/** Marks the page's response as the shop's 503 (set in the page, before anything streams). */
export function answerUnavailable(response: ResponseInit & { readonly headers: Headers }): void {
  response.status = 503;
  response.headers.set('Retry-After', '30');
  response.headers.set('Cache-Control', 'no-store');
}
