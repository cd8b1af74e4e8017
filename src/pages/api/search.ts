import { z } from 'zod';
import { search } from '~/features/search/search-query.server';
import { endpoint } from '~/server/http/endpoint';

/** GET /api/search?query=: products, pages and articles; a blank query answers three empty lists. */
export const GET = endpoint(
  { query: z.object({ query: z.string().max(500).default('') }) },
  async ({ query }) => search(query.query),
);
