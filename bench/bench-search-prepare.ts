// Used by bench/bench-search-http.ts: `tsx bench/bench-search-prepare.ts <dataDir> <extra>`
// creates a demo shop in an embedded database at <dataDir> with <extra> generated products
// (demo names and descriptions recombined, so the vocabulary is realistic), indexed for search.

import { prepareShopDatabase } from '~/app/database-startup';
import { indexProducts } from '~/features/search/search.server';
import { insertBenchProducts } from './bench-data';

const [dataDir, extraArgument] = process.argv.slice(2);
if (!dataDir) throw new Error('usage: bench-search-prepare.ts <dataDir> <extra products>');
const extra = Number(extraArgument ?? 10_000);

const started = performance.now();
const database = await prepareShopDatabase({ config: { kind: 'pglite', dataDir }, seed: true });
if (extra > 0) {
  await insertBenchProducts(database, extra);
  await database.execute(`
    insert into product_categories (product_id, category_id)
    select p.id, pc.category_id from products p
    join products source on source.slug not like 'bench-%'
      and source.name = regexp_replace(p.name, ' [A-Za-z]+ [0-9]+$', '')
    join product_categories pc on pc.product_id = source.id
    where p.slug like 'bench-%'
    on conflict do nothing`);
  await indexProducts(database.db);
}
await database.close();
console.info(`prepared ${dataDir}: ${extra} extra products in ${Math.round(performance.now() - started)} ms`);
