import { AsyncLocalStorage } from 'node:async_hooks';
import { remember } from '../remember';
import type { Db } from './client';

type Settled = (committed: boolean) => void;

/**
 * On globalThis: the built server (dist/main.mjs, which opens the database and so wraps its
 * transactions) and the Astro bundle (whose code asks for the hooks) each carry a copy of this
 * module; with one store each, a hook asked for in a route was never found.
 */
const settling = remember('transactionSettling', () => new AsyncLocalStorage<Settled[]>());

/**
 * Calls `settled(true)` once the transaction this code runs in has committed, or `settled(false)`
 * when it rolled back. Work that must see the committed rows (the search index reading what an
 * import just wrote) waits for it; on PostgreSQL a read from another connection before the commit
 * would see the old rows. False when the code runs in no transaction started through `db()`.
 */
export function whenTransactionSettles(settled: Settled): boolean {
  const queue = settling.getStore();
  if (!queue) return false;
  queue.push(settled);
  return true;
}

/** Gives `db.transaction` the hooks above; every database the shop opens goes through here. */
export function withSettleHooks(db: Db): Db {
  const transaction = db.transaction.bind(db);
  db.transaction = ((work, config) => {
    const queue: Settled[] = [];
    return settling.run(queue, async () => {
      let committed = false;
      try {
        const result = await transaction(work, config);
        committed = true;
        return result;
      } finally {
        // Outside this transaction's context: a callback's own transaction gets hooks of its own.
        settling.exit(() => {
          for (const settled of queue) settled(committed);
        });
      }
    });
  }) as Db['transaction'];
  return db;
}
