// `npx tsx bench/bench-forgot-password.ts [requests]`: how long POST /api/forgot-password takes
// for addresses with an account and without, on a temporary in-memory PGlite with mail written
// to the outbox. Also times the work the endpoint did before (lookup, token and mail before the
// answer, without the limits) for comparison. Prints p50/p95 per case; asserts nothing. A visible gap between "known" and
// "unknown" would tell an attacker which addresses have an account.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { call } from '../tests/helpers/api';

process.env.DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'zorgzaam-bench-forgot-'));
process.env.LOG_LEVEL ??= 'warn';
// Room for every request of the run: the limits themselves are not measured here.
process.env.RATE_LIMIT_SCALE = '100';

const { POST: forgot } = await import('~/pages/api/forgot-password');
const { requestPasswordReset } = await import('~/features/account/password-reset.server');
const { setDatabase, closeDatabase } = await import('~/server/db');
const { openDatabase } = await import('~/server/db/client');
const { migrateDatabase } = await import('~/server/db/migrate');
const { users } = await import('~/server/db/schema');
const { drainAfterAnswer } = await import('~/server/after-answer');

const REQUESTS = Number(process.argv[2] ?? 100);
const database = await openDatabase({ kind: 'pglite-memory' });
await migrateDatabase(database);
setDatabase(database);
// Every probe asks for a new address, as someone testing a list of addresses would.
await database.db
  .insert(users)
  .values(
    Array.from({ length: REQUESTS }, (_, i) => ({ email: `bekend-${i}@example.nl`, passwordHash: 'x' })),
  );

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

/** Known and unknown alternate, so load on the machine hits both alike. */
async function compare(label: string, once: (email: string, i: number) => Promise<unknown>) {
  const times = { known: [] as number[], unknown: [] as number[] };
  for (let i = 0; i < REQUESTS; i++) {
    for (const kind of ['known', 'unknown'] as const) {
      const started = performance.now();
      await once(kind === 'known' ? `bekend-${i}@example.nl` : `onbekend-${i}@example.nl`, i);
      times[kind].push(performance.now() - started);
      await drainAfterAnswer(); // the mail of one request does not slow the next one's answer
    }
  }
  for (const kind of ['known', 'unknown'] as const) {
    const sorted = times[kind].sort((a, b) => a - b);
    console.info(
      `${`${label}, ${kind}`.padEnd(42)} p50 ${percentile(sorted, 0.5).toFixed(2)} ms   p95 ${percentile(sorted, 0.95).toFixed(2)} ms`,
    );
  }
}

// Distinct IPs: forgot:ip allows 10 x 100 an hour per address.
const from = (i: number) => `10.0.${Math.floor(i / 200)}.${i % 200}`;
await compare('now: mail after the answer', (email, i) =>
  call(forgot, { clientAddress: from(i), body: { email } }),
);
await compare('before: mail before the answer', (email) => requestPasswordReset(email));
await closeDatabase();
