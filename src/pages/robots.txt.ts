import type { APIRoute } from 'astro';

/** robots.txt with an absolute sitemap URL (the directive requires one). */
export const GET: APIRoute = ({ url }) =>
  new Response(
    [
      'User-agent: *',
      'Disallow: /account',
      'Disallow: /checkout',
      'Disallow: /editor',
      'Disallow: /admin',
      'Disallow: /api/',
      '',
      `Sitemap: ${new URL('/sitemap.xml', url.origin).href}`,
      '',
    ].join('\n'),
    { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=86400' } },
  );
