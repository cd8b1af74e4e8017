import { PgTransaction } from 'drizzle-orm/pg-core';
import { isSearchableTag } from '~/server/cache-tags';
import { type Database, type Db, getDatabase, type Tx } from '~/server/db';
import { whenTransactionSettles } from '~/server/db/transaction-settled';
import { onShopEvent } from '~/server/events';
import { log } from '~/server/log';
import { type DocumentKey, LiveSearchIndex, SYNC_INTERVAL_MS } from './search-index.server';
import { warmUpSearch } from './search-query.server';

/*
 * One search index per process and database. It lives on globalThis: the built server's start
 * script and the Astro bundle each hold a copy of this module (as with the database itself).
 */

interface Holder {
  database: Database;
  ready: Promise<LiveSearchIndex>;
  /** Refreshes scheduled after a transaction; a search waits for them. */
  pending: Set<Promise<void>>;
  timer: ReturnType<typeof setInterval>;
}

const holderKey = Symbol.for('zorgzaam.searchIndex');
const scope = globalThis as Record<symbol, Holder | undefined>;

/** The index of the current database, built on first use. */
export async function getSearchIndex(): Promise<LiveSearchIndex> {
  const database = await getDatabase();
  let holder = scope[holderKey];
  if (holder?.database !== database) {
    if (holder) clearInterval(holder.timer);
    holder = startIndex(database);
  }
  const index = await holder.ready;
  if (holder.pending.size > 0) await Promise.all(holder.pending);
  return index;
}

function startIndex(database: Database): Holder {
  const index = new LiveSearchIndex(database);
  const ready = index.build();
  const timer = setInterval(() => {
    ready
      .then(() => index.syncWithTable())
      .catch((error) => log.warn('search index sync failed', { error: String(error) }));
  }, SYNC_INTERVAL_MS);
  timer.unref();
  const holder: Holder = { database, ready: ready.then(() => index), pending: new Set(), timer };
  // A failed build is tried again by the next search.
  holder.ready.catch(() => {
    clearInterval(timer);
    if (scope[holderKey] === holder) scope[holderKey] = undefined;
  });
  scope[holderKey] = holder;
  followOtherInstances();
  return holder;
}

let following = false;

/**
 * Other instances' writes reach this index within a second: every code path that changes a
 * product, page or article invalidates its cache tags after the commit, and that event arrives
 * here over the instance event bus (docs/decisions/007-cache-invalidation.md). The table check
 * then reads only what changed; the timer above stays as the safety net for a missed event.
 */
function followOtherInstances(): void {
  if (following) return;
  following = true;
  const sync = () => {
    const holder = scope[holderKey];
    holder?.ready
      .then((index) => index.syncWithTable())
      .catch((error) => log.warn('search index sync failed', { error: String(error) }));
  };
  onShopEvent('cache.invalidate', (event) => {
    if (event.tags.some((tag) => isSearchableTag(tag))) sync();
  });
  onShopEvent('bus.reconnected', sync);
}

/**
 * Called by every code path that writes search_documents (indexProducts, indexPage,
 * indexArticle, removeDocument, reindexAll): brings this process's index up to date. Outside a
 * transaction it waits for that. Inside one, the rows are read again once the transaction has
 * committed (whenTransactionSettles), so the writer's next search finds them on PostgreSQL too;
 * searches wait for the refresh. `'all'` compares the table.
 */
export async function searchIndexChanged(executor: Db | Tx, keys: DocumentKey[] | 'all'): Promise<void> {
  const holder = scope[holderKey];
  // No index yet in this process: the build will read the table as it is then.
  if (!holder) return;
  const run = async () => {
    const index = await holder.ready;
    if (keys === 'all') await index.syncWithTable();
    else await index.refresh(keys);
  };
  if (!(executor instanceof PgTransaction)) {
    await run();
    return;
  }
  const later: Promise<void> = new Promise<void>((resolve) => {
    const done = () => {
      holder.pending.delete(later);
      resolve();
    };
    const refresh = () =>
      run()
        .catch((error) => log.warn('search index refresh failed', { error: String(error) }))
        .finally(done);
    // After the commit: read earlier, another connection would still see the old rows.
    const hooked = whenTransactionSettles((committed) => (committed ? refresh() : done()));
    if (!hooked) setTimeout(refresh, 0);
  });
  holder.pending.add(later);
}

/** Builds the index at start, so the first shopper does not wait for it. */
export function warmSearchIndex(): void {
  getSearchIndex()
    .then((index) => warmUpSearch(index))
    .catch((error) => log.warn('search index build failed', { error: String(error) }));
}
