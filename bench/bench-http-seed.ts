// Child step of `npm run bench:http`: prepares the database named by the environment (DATA_DIR for
// the embedded one, DATABASE_URL for PostgreSQL) with the demo shop plus BENCH_PRODUCTS extra
// products and BENCH_ORDERS orders. The search index is rebuilt afterwards by search-reindex.ts.
import { prepareShopDatabase } from '~/app/database-startup';
import { insertBenchOrders, insertBenchProducts } from './bench-data';

const products = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const orders = Number(process.env.BENCH_ORDERS ?? 100_000);

const started = performance.now();
const database = await prepareShopDatabase({ seed: true });
await insertBenchProducts(database, products);
await insertBenchOrders(database, orders);
await database.execute('VACUUM (ANALYZE)');
await database.close();
console.info(
  `  seeded ${products.toLocaleString('nl-NL')} extra products and ${orders.toLocaleString('nl-NL')} orders ` +
    `in ${((performance.now() - started) / 1000).toFixed(1)} s (${database.kind})`,
);
