import { defineMiddleware } from 'astro:middleware';
import { messages } from '~/lib/messages';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '~/server/db/unavailable';
import { isCrossSiteWrite } from '~/server/http/cross-site';
import { isApiPath, pageMethodNotAllowed, withoutTrailingSlash } from '~/server/http/page-routing';
import { securityHeaders } from '~/server/http/security-headers';
import { recordRoute } from '~/server/tracing/spans';

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
  // `astro dev` runs no start script (src/app/main.ts): its first request prepares the database
  // the way the start does, demo content included. Vite drops this line from the build.
  if (import.meta.env.MODE === 'development') await startDevDatabase();
  // The request's trace is named by the route that answers it (`/product/[slug]`), when traced.
  recordRoute(context.routePattern);
  if (isCrossSiteWrite(request, url) && !CROSS_SITE_PATHS.has(url.pathname)) {
    return new Response(JSON.stringify({ message: messages.api.crossSite }), {
      status: 403,
      headers: { 'Content-Type': 'application/json; charset=utf-8', ...securityHeaders() },
    });
  }

  const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json; charset=utf-8', ...securityHeaders(), ...headers },
    });
  const slashless = withoutTrailingSlash(request.method, url);
  if (slashless) {
    return new Response(null, { status: 301, headers: { Location: slashless, ...securityHeaders() } });
  }
  const allowed = pageMethodNotAllowed(request.method, url.pathname);
  if (allowed) return json(405, { message: messages.api.methodNotAllowed }, { Allow: allowed.join(', ') });

  let response = await next().catch((error: unknown) => {
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
  // An unknown API path answers JSON like every API answer, not the shop's HTML 404 page.
  if (
    isApiPath(url.pathname) &&
    response.status === 404 &&
    !(response.headers.get('Content-Type') ?? '').includes('json')
  ) {
    response = json(404, { message: messages.api.notFound });
  }
  for (const [name, value] of Object.entries(securityHeaders())) {
    // A route's own policy (e.g. /media's sandbox) stays.
    if (!response.headers.has(name)) response.headers.set(name, value);
  }
  return response;
});

async function startDevDatabase(): Promise<void> {
  const { startShopDatabase } = await import('~/app/database-startup');
  await startShopDatabase();
}
