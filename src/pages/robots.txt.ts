import type { APIRoute } from 'astro';
import { absoluteUrl } from '~/components/shell/site-origin.server';

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
      `Sitemap: ${absoluteUrl('/sitemap.xml', url)}`,
      '',
    ].join('\n'),
    { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=86400' } },
  );
