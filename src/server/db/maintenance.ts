import { log } from '../log';
import type { Database } from './client';

const EVERY_MS = 15 * 60 * 1000;

/**
 * PGlite has no autovacuum and no automatic checkpoints: keep statistics fresh
 * and the write-ahead log short on a timer. The timer never keeps the process alive.
 */
export function startMaintenance(database: Database): () => void {
  const timer = setInterval(() => {
    runMaintenance(database).catch((error: unknown) => log.warn('database maintenance failed', { error }));
  }, EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}

async function runMaintenance(database: Database): Promise<void> {
  await database.execute('VACUUM (ANALYZE)');
  await database.execute('CHECKPOINT');
}
