import type { Tx } from '~/server/db';
import type { SeedModule } from '~/server/seed';
import { reindexAll } from './search.server';

/** Builds the search index over the seeded catalogue, pages and articles (runs after them). */
export const searchIndexSeed: SeedModule = {
  name: 'search-index',
  async run(tx: Tx) {
    await reindexAll(tx);
  },
};
