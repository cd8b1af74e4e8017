import { GET as search } from '~/pages/api/search';
import { call } from '../helpers/api';

// biome-ignore lint/suspicious/noExplicitAny: response bodies are probed field by field
export type Json = Record<string, any>;

/** Stands in for Astro's route cache and records the tags the endpoints invalidated. */
export function recordingCache() {
  const invalidated: string[][] = [];
  return {
    invalidated,
    cache: { enabled: true, invalidate: async ({ tags }: { tags: string[] }) => void invalidated.push(tags) },
  };
}

/** The products a shopper's search finds (GET /api/search). */
export const searchFor = async (query: string) =>
  (await call(search, { path: `/api/search?query=${encodeURIComponent(query)}` })).body as {
    products: { slug: string }[];
  };
