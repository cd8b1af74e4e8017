// `npm run search:reindex`: rebuilds the search index from products, pages and articles, for
// after a bulk import straight into the database (normal saves keep the index current).
import { reindexAll } from '~/features/search/search.server';
import { databaseConfigFromEnv, prepareDatabase } from '~/server/db';

const database = await prepareDatabase(databaseConfigFromEnv());
const started = performance.now();
await database.db.transaction((tx) => reindexAll(tx));
const [row] = await database.execute('select count(*)::int as n from search_documents');
console.info(
  `search index rebuilt: ${row?.n} documents in ${Math.round(performance.now() - started)} ms (${database.kind})`,
);
await database.close();
