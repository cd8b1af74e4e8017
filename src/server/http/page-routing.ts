/**
 * How the middleware answers requests no route should see: a page address with a trailing slash
 * (one address per page: search engines and the cache see `/over-ons`, never `/over-ons/`), a
 * method pages do not take, and an unknown API path (JSON like every API answer, not the HTML 404).
 */

/** Routes whose address ends in a slash by design (the editor's "new page" and "new article"). */
const SLASHED_ROUTES = /^\/editor(\/artikel)?\/$/;

/**
 * Pages that take a form post besides GET: preview, test payment, order page, unsubscribe, opt-in
 * confirmations, the payment link of an order taken by phone.
 */
const POST_PAGES = [
  /^\/voorbeeld$/,
  /^\/betaling\/test\/[^/]+$/,
  /^\/bestelling\/[^/]+$/,
  /^\/nieuwsbrief\/afmelden$/,
  /^\/bijna-op\/afmelden$/,
  /^\/afmelden$/,
  /^\/nieuwsbrief\/bevestigen$/,
  /^\/proefpakket\/bevestigen$/,
  /^\/review\/[^/]+$/,
  /^\/betalen$/,
];

export const isApiPath = (pathname: string): boolean => pathname === '/api' || pathname.startsWith('/api/');

/** The address to redirect to (301) when a page is asked for with a trailing slash, else null. */
export function withoutTrailingSlash(method: string, url: URL): string | null {
  const { pathname } = url;
  if (method !== 'GET' && method !== 'HEAD') return null;
  if (pathname === '/' || !pathname.endsWith('/') || isApiPath(pathname) || SLASHED_ROUTES.test(pathname))
    return null;
  return `${pathname.replace(/\/+$/, '') || '/'}${url.search}`;
}

/** The methods a page answers, or null for the API (its endpoints decide, per route). */
export function pageMethods(pathname: string): string[] | null {
  if (isApiPath(pathname)) return null;
  return POST_PAGES.some((pattern) => pattern.test(pathname)) ? ['GET', 'HEAD', 'POST'] : ['GET', 'HEAD'];
}

/** PUT, PATCH and DELETE (and anything else a page does not take) on a page: 405 with Allow. */
export function pageMethodNotAllowed(method: string, pathname: string): string[] | null {
  const allowed = pageMethods(pathname);
  if (!allowed || allowed.includes(method) || method === 'OPTIONS') return null;
  return allowed;
}
