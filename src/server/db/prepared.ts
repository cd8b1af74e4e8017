import type { Db } from './client';

/**
 * A statement built once per database instead of on every call: Drizzle then does not assemble its
 * SQL again per request (a tenth of a product miss's main-thread time), and on PostgreSQL
 * it goes as a named prepared statement, parsed once per pooled connection. For the hot reads of
 * shop pages only; `build` receives the database and returns `query.prepare(name)`.
 */
export function preparedPerDatabase<Prepared>(build: (database: Db) => Prepared): (database: Db) => Prepared {
  const byDatabase = new WeakMap<Db, Prepared>();
  return (database) => {
    let prepared = byDatabase.get(database);
    if (prepared === undefined) {
      prepared = build(database);
      byDatabase.set(database, prepared);
    }
    return prepared;
  };
}
