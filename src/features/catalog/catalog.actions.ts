import { api } from '~/lib/http';
import type { ProductSummary } from './catalog';

/** Browser-side reads of the catalogue API (spec section 7). */

export const fetchCatalogue = () => api.get('/api/products').json<ProductSummary[]>();

/** The sizes of one product, by slug (GET /api/product/{slug}). */
export const fetchProductSizes = (slug: string) =>
  api
    .get(`/api/product/${slug}`)
    .json<{ product_variations: { id: number; name: string }[] }>()
    .then((detail) => detail.product_variations.map(({ id, name }) => ({ id, name })));
