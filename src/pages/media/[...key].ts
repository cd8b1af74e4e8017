import type { APIRoute } from 'astro';
import { storage } from '~/server/storage';

/**
 * Serves uploaded and generated files from local storage. Keys are content-named
 * (a changed image gets a new key), so they may be cached for a long time.
 */
export const GET: APIRoute = async ({ params }) => {
  const key = params.key ?? '';
  let file: Awaited<ReturnType<ReturnType<typeof storage>['get']>>;
  try {
    file = await storage().get(key);
  } catch {
    file = undefined; // an unsafe key is simply not a file
  }
  if (!file) return new Response('Niet gevonden', { status: 404 });
  return new Response(file.data, {
    headers: {
      'Content-Type': file.contentType,
      'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800',
      'X-Content-Type-Options': 'nosniff',
      // An SVG opened directly must not run anything.
      'Content-Security-Policy':
        "default-src 'none'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'self'",
    },
  });
};
