import { defineMiddleware } from 'astro:middleware';

/** Form-like bodies a cross-site page could submit without a CORS preflight. */
const SIMPLE_FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];

/**
 * Paths that legitimately receive cross-site form posts: the payment provider's
 * webhook (Mollie posts `id=...` form-encoded from its own servers, with no Origin).
 */
const CROSS_SITE_FORM_PATHS = new Set(['/api/payments/webhook']);

/**
 * Replaces Astro's built-in origin check (which would refuse the payment webhook):
 * state-changing form posts from another origin are refused, except on the paths
 * above. JSON calls need a CORS preflight that this server never grants, so they
 * cannot be forged cross-site.
 */
export const onRequest = defineMiddleware(async (context, next) => {
  const { request, url } = context;
  if (isCrossSiteFormPost(request, url) && !CROSS_SITE_FORM_PATHS.has(url.pathname)) {
    return new Response(JSON.stringify({ message: 'Cross-site verzoek geweigerd.' }), {
      status: 403,
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
    });
  }

  const response = await next();
  const headers = response.headers;
  headers.set('X-Content-Type-Options', 'nosniff');
  if (!headers.has('Referrer-Policy')) headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  if (!headers.has('Content-Security-Policy'))
    headers.set('Content-Security-Policy', "frame-ancestors 'self'");
  headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
  return response;
});

function isCrossSiteFormPost(request: Request, url: URL): boolean {
  if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return false;
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!SIMPLE_FORM_TYPES.includes(type)) return false;
  return request.headers.get('origin') !== url.origin;
}
