import { PgTransaction } from 'drizzle-orm/pg-core';
import { type Database, type Db, getDatabase, type Tx } from '~/server/db';
import { whenTransactionSettles } from '~/server/db/transaction-settled';
import { broadcast, onShopEvent } from '~/server/events';
import { log } from '~/server/log';
import { remember } from '~/server/remember';
import { type DocumentKey, LiveSearchIndex, SYNC_INTERVAL_MS } from './search-index.server';

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

// One index per process, whichever bundle searches or writes.
const slot = remember<{ holder?: Holder }>('searchIndex', () => ({}));

/** The index of the current database, built on first use. */
export async function getSearchIndex(): Promise<LiveSearchIndex> {
  const database = await getDatabase();
  let holder = slot.holder;
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
    if (slot.holder === holder) slot.holder = undefined;
  });
  slot.holder = holder;
  followIndexChanges();
  return holder;
}

let following = false;

/**
 * Every instance's index follows every change: a write to search_documents is announced on the
 * instance event bus (searchIndexChanged), and each instance, this one first, reads the changed
 * documents again. A link that was down and is back compares the whole table; the timer above
 * stays as the safety net for an announcement that never arrived.
 */
function followIndexChanges(): void {
  if (following) return;
  following = true;
  const follow = (keys: DocumentKey[] | 'all') => {
    const holder = slot.holder;
    return holder?.ready
      .then((index) => (keys === 'all' ? index.syncWithTable() : index.refresh(keys)))
      .catch((error) => log.warn('search index refresh failed', { error: String(error) }));
  };
  onShopEvent('search.changed', (event) => follow(event.keys as DocumentKey[] | 'all'));
  onShopEvent('bus.reconnected', () => follow('all'));
}

/** Above this many keys one table comparison is cheaper, and the announcement stays small. */
const MAX_ANNOUNCED_KEYS = 200;

/**
 * Called by every code path that writes search_documents (indexProducts, indexPage,
 * indexArticle, removeDocument, reindexAll): tells every instance, this one first, to read the
 * changed rows. Outside a transaction it waits for this process's index. Inside one, it waits for
 * the commit (whenTransactionSettles): read earlier, another connection would still see the old
 * rows; this process's searches wait for that refresh.
 */
export async function searchIndexChanged(executor: Db | Tx, keys: DocumentKey[] | 'all'): Promise<void> {
  const announce = () =>
    broadcast({
      type: 'search.changed',
      keys: keys === 'all' || keys.length > MAX_ANNOUNCED_KEYS ? 'all' : keys,
    });
  if (!(executor instanceof PgTransaction)) {
    await announce();
    return;
  }
  const holder = slot.holder;
  const later: Promise<void> = new Promise<void>((resolve) => {
    const done = () => {
      holder?.pending.delete(later);
      resolve();
    };
    const refresh = () =>
      announce()
        .catch((error) => log.warn('search index change not announced', { error: String(error) }))
        .finally(done);
    const hooked = whenTransactionSettles((committed) => (committed ? refresh() : done()));
    if (!hooked) setTimeout(refresh, 0);
  });
  holder?.pending.add(later);
}
