import { GET as search } from '~/pages/api/search';
import { call } from '../helpers/api';

// biome-ignore lint/suspicious/noExplicitAny: response bodies are probed field by field
export type Json = Record<string, any>;

/** The products a shopper's search finds (GET /api/search). */
export const searchFor = async (query: string) =>
  (await call(search, { path: `/api/search?query=${encodeURIComponent(query)}` })).body as {
    products: { slug: string }[];
  };
