import type { APIRoute } from 'astro';
import { absoluteUrl } from '~/components/shell/site-origin.server';
import { listCategories, listProducts } from '~/features/catalog/catalog.server';
import { categoryPath, productPath, routes } from '~/lib/routes';

const STATIC_PATHS = [
  routes.home,
  routes.shop,
  routes.finder,
  routes.knowledgeBase,
  routes.about,
  routes.contact,
  routes.privacy,
  routes.terms,
];

/** sitemap.xml: the fixed pages, every category and every active product. */
export const GET: APIRoute = async ({ url }) => {
  const [products, categories] = await Promise.all([listProducts(), listCategories()]);
  const paths = [
    ...STATIC_PATHS,
    ...categories
      .filter((category) => category.productCount > 0)
      .map((category) => categoryPath(category.slug)),
    ...products.map((product) => productPath(product.slug)),
  ];
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${paths.map((path) => `  <url><loc>${absoluteUrl(path, url)}</loc></url>`).join('\n')}
</urlset>
`;
  return new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
};
