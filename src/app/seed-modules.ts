import { demoAccountsSeed } from '~/features/account/accounts.seed';
import { addressesSeed } from '~/features/checkout/addresses.seed';
import { contentSeed } from '~/features/content/content.seed';
import { productSafetySeed } from '~/features/product-safety/product-safety.seed';
import { reindexAll } from '~/features/search/search.server';
import { searchIndexSeed } from '~/features/search/search-index.seed';
import type { SeedModule } from '~/server/seed';
import { catalogSeed } from '~/server/seed/catalog';
import { lightPadsSeed } from '~/server/seed/light-pads';

/**
 * The light pads came after the first demo shops: one indexed before finds them too (reindexing
 * is idempotent). Same name, so a shop that had the module does not get it again.
 */
const lightPadsIndexed: SeedModule = {
  name: lightPadsSeed.name,
  async run(tx, context) {
    await lightPadsSeed.run(tx, context);
    await reindexAll(tx);
  },
};

/**
 * The demo content, in order, each module once per database (src/server/seed runs them). A new
 * feature adds its `*.seed.ts` module here; tests/architecture/composition-root.test.ts fails on
 * one that is not (decision 034).
 */
export const seedModules: readonly SeedModule[] = [
  catalogSeed,
  lightPadsIndexed,
  addressesSeed,
  demoAccountsSeed,
  contentSeed,
  searchIndexSeed,
  productSafetySeed,
];
