import { publicUrl } from '../env';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a state-changing request comes from a page of another site. Browsers send
 * `Origin` with every cross-origin POST/PUT/PATCH/DELETE and `Sec-Fetch-Site` on every
 * request, so either one naming another site is enough to refuse; the content type does
 * not matter (a form, text/plain, a Blob or a body with no type need no CORS preflight).
 * A request with neither header comes from a server or a script outside a browser (the
 * payment provider, curl), which cannot carry a visitor's cookies, so it passes here.
 * The shop's own origin is the one the request reached and the public URL (behind a
 * TLS-terminating proxy the two differ in scheme).
 */
export function isCrossSiteWrite(request: Request, url: URL): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const origin = request.headers.get('origin');
  if (origin !== null) return origin !== url.origin && origin !== new URL(publicUrl()).origin;
  const site = request.headers.get('sec-fetch-site');
  return site !== null && site !== 'same-origin' && site !== 'none';
}
