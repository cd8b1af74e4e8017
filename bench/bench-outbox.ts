// `npx tsx bench/bench-outbox.ts [events]`: the outbox under load. Password-reset mails (a real
// handler: token row, rendered mail, SMTP round trip) to a local SMTP server, with the dispatcher
// running as in the server. 1) lag: events recorded one per transaction by 4 writers at about
// 20 a second; the time from the commit to the mail accepted by SMTP (p50/p95/p99). 2) backlog:
// `events` recorded at once, then the time until all are sent (mails per minute). On an in-memory
// PGlite, or on PostgreSQL with BENCH_DATABASE_URL (a database it may fill). Prints; asserts nothing.
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

process.env.DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'zorgzaam-bench-outbox-'));
process.env.LOG_LEVEL ??= 'warn';

const accepted: number[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    stream.resume();
    stream.on('end', () => {
      accepted.push(performance.now());
      callback();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
process.env.SMTP_URL = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;

const { setDatabase, closeDatabase } = await import('~/server/db');
const { openDatabase } = await import('~/server/db/client');
const { migrateDatabase } = await import('~/server/db/migrate');
const { users } = await import('~/server/db/schema');
// The features' handlers (password-reset mail) come from the composition root (decision 034).
await import('~/app/wiring');
const { onDomainEvent, recordEvent, startOutboxDispatcher } = await import('~/server/outbox');

const BACKLOG = Number(process.argv[2] ?? 1000);
const url = process.env.BENCH_DATABASE_URL;
const database = url
  ? await openDatabase({ kind: 'postgres', url })
  : await openDatabase({ kind: 'pglite-memory' });
await migrateDatabase(database);
setDatabase(database);
const [user] = await database.db
  .insert(users)
  .values({ email: `bench-${Date.now()}@example.nl`, passwordHash: 'x', firstName: 'Bench' })
  .returning();

// Measured after the mail handler (registered later, so it runs after it for the same event).
const committedAt = new Map<number, number>();
const lags: number[] = [];
let handled = 0;
const stopDispatcher = await startOutboxDispatcher();
onDomainEvent('password_reset.requested', 'bench.lag', async (event) => {
  const start = committedAt.get(event.id);
  if (start !== undefined) lags.push(performance.now() - start);
  handled++;
});

const record = async () => {
  let id = 0;
  await database.db.transaction(async (tx) => {
    id = await recordEvent(tx, 'password_reset.requested', { userId: user!.id });
  });
  committedAt.set(id, performance.now());
};
const until = async (done: () => boolean) => {
  while (!done()) await new Promise((resolve) => setTimeout(resolve, 5));
};
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
};

// 1) lag at a steady rate: 4 writers, each recording one event every 200 ms, for 10 s.
const steadyEnd = performance.now() + 10_000;
await Promise.all(
  Array.from({ length: 4 }, async () => {
    while (performance.now() < steadyEnd) {
      await record();
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }),
);
const steady = committedAt.size;
await until(() => handled >= steady);
console.info(
  `${database.kind}: lag commit -> mail sent, ${steady} events at ${Math.round(steady / 10)}/s: ` +
    `p50 ${percentile(lags, 0.5).toFixed(1)} ms, p95 ${percentile(lags, 0.95).toFixed(1)} ms, ` +
    `p99 ${percentile(lags, 0.99).toFixed(1)} ms`,
);

// 2) a backlog (SMTP was down, say): how fast it drains.
handled = 0;
await stopDispatcher();
await database.db.transaction(async (tx) => {
  for (let i = 0; i < BACKLOG; i++) await recordEvent(tx, 'password_reset.requested', { userId: user!.id });
});
const drainStart = performance.now();
const restart = await startOutboxDispatcher();
await until(() => handled >= BACKLOG);
const seconds = (performance.now() - drainStart) / 1000;
console.info(
  `${database.kind}: backlog of ${BACKLOG} mails sent in ${seconds.toFixed(1)} s: ${Math.round((BACKLOG / seconds) * 60)} mails/min`,
);
await restart();
const { closeMailer } = await import('~/server/mail');
closeMailer();
await closeDatabase();
smtp.close();
