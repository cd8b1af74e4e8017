import { env } from '~/server/env';

/**
 * The origin for absolute links that leave the page (canonical, Open Graph,
 * sitemap, JSON-LD): PUBLIC_URL when it is set, because behind a proxy the
 * request arrives as http://127.0.0.1:4321; else the request's own origin.
 */
function siteOrigin(requestUrl: URL): string {
  const configured = env().PUBLIC_URL;
  return configured ? new URL(configured).origin : requestUrl.origin;
}

/** An absolute URL on the shop's public origin. */
export const absoluteUrl = (path: string, requestUrl: URL) => new URL(path, siteOrigin(requestUrl)).href;
