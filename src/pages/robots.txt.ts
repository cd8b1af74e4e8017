import type { APIRoute } from 'astro';
import { absoluteUrl } from '~/components/shell/site-origin.server';
import { routes } from '~/lib/routes';

/** robots.txt with an absolute sitemap URL (the directive requires one). */
export const GET: APIRoute = ({ url }) =>
  new Response(
    [
      'User-agent: *',
      `Disallow: ${routes.account}`,
      `Disallow: ${routes.checkout}`,
      'Disallow: /editor',
      `Disallow: ${routes.admin.home}`,
      'Disallow: /api/',
      '',
      `Sitemap: ${absoluteUrl(routes.sitemap, url)}`,
      '',
    ].join('\n'),
    { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=86400' } },
  );
