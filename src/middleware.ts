import { defineMiddleware } from 'astro:middleware';
import { messages } from '~/lib/messages';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '~/server/db/unavailable';
import { isCrossSiteWrite } from '~/server/http/cross-site';
import { securityHeaders } from '~/server/http/security-headers';

/**
 * Paths that legitimately receive cross-site posts: the payment provider's webhook
 * (Mollie posts `id=...` form-encoded from its own servers, with no Origin).
 */
const CROSS_SITE_PATHS = new Set(['/api/payments/webhook']);

/**
 * Replaces Astro's built-in origin check (which would refuse the payment webhook): a
 * browser request that changes state from another site is refused, whatever its content
 * type (a form, text/plain, a Blob or no body type at all), except on the paths above.
 * Every answer carries the security headers (the built server also sets them on static
 * files and on its own error answers).
 */
export const onRequest = defineMiddleware(async (context, next) => {
  const { request, url } = context;
  if (isCrossSiteWrite(request, url) && !CROSS_SITE_PATHS.has(url.pathname)) {
    return new Response(JSON.stringify({ message: messages.api.crossSite }), {
      status: 403,
      headers: { 'Content-Type': 'application/json; charset=utf-8', ...securityHeaders() },
    });
  }

  const response = await next().catch((error: unknown) => {
    // A page whose database link just dropped: 503 and Retry-After, the next request gets a fresh connection.
    if (!isDatabaseUnavailable(error)) throw error;
    return new Response(messages.api.databaseUnavailable, {
      status: 503,
      headers: {
        'Content-Type': 'text/plain; charset=utf-8',
        'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS),
      },
    });
  });
  for (const [name, value] of Object.entries(securityHeaders())) {
    // A route's own policy (e.g. /media's sandbox) stays.
    if (!response.headers.has(name)) response.headers.set(name, value);
  }
  return response;
});
