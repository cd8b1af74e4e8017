// `npm run search:relevance`: precision@3 and nDCG@3 of search over the relevance set
// (tests/relevance/search-relevance-set.ts) on the seeded demo range, in a throwaway embedded
// database; `--cases` also prints every query with the three products shown.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const dataDir = mkdtempSync(path.join(tmpdir(), 'search-relevance-'));
process.env.DATA_DIR = dataDir;
const { migrateAndSeed } = await import('~/app/database-startup');
const { setDatabase } = await import('~/server/db');
const { openDatabase } = await import('~/server/db/client');
const { evaluateRelevance } = await import('../tests/relevance/evaluate');

const database = await openDatabase({ kind: 'pglite-memory' });
await migrateAndSeed({ seed: true })(database);
setDatabase(database);
const { cases, precision, ndcg } = await evaluateRelevance();
if (process.argv.includes('--cases')) {
  for (const found of cases) {
    console.info(
      `${found.precision.toFixed(2)} ${found.ndcg.toFixed(2)}  ${found.query.padEnd(40)} ${found.shown.join(', ') || '(nothing)'}`,
    );
  }
}
console.info(`${cases.length} queries: precision@3 ${precision.toFixed(3)}, nDCG@3 ${ndcg.toFixed(3)}`);
console.info(`no product at all: ${cases.filter((found) => found.shown.length === 0).length} queries`);
await database.close();
rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
