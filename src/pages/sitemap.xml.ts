import type { APIRoute } from 'astro';
import { absoluteUrl } from '~/components/shell/site-origin.server';
import { sitemapEntries, sitemapXml } from '~/features/seo/sitemap.server';

/** sitemap.xml: every indexable page (content pages, articles, catalogue, categories, products) with lastmod. */
export const GET: APIRoute = async ({ url }) => {
  const body = sitemapXml(await sitemapEntries(), (path) => absoluteUrl(path, url));
  return new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
};
