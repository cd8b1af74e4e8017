import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';
import { traced } from '../tracing/spans';
import { statementSpanName, summarizeStatement } from '../tracing/sql-summary';

/**
 * The database clients with every query in a span, for tracing (decision 027): one seam for both
 * engines, below Drizzle and our raw statements. Only used when tracing is on; the span says the
 * statement's kind and table, never its text or values, and exists only inside a request, job or
 * outbox span (the outbox's poll every second makes no trace).
 */
type Engine = 'pglite' | 'postgres';

function inQuerySpan<T>(engine: Engine, sqlText: string, run: () => T): T {
  const summary = summarizeStatement(sqlText);
  return traced(
    statementSpanName(summary),
    {
      kind: 'client',
      requireParent: true,
      attributes: {
        'db.system.name': 'postgresql',
        'db.operation.name': summary.operation,
        'db.collection.name': summary.table,
        'zorgzaam.db.engine': engine,
      },
    },
    run,
  );
}

/** `target` with some methods replaced; every other method still runs on `target` itself. */
function withMethods<T extends object>(target: T, replaced: Record<string, unknown>): T {
  return new Proxy(target, {
    get(object, key) {
      if (typeof key === 'string' && Object.hasOwn(replaced, key)) return replaced[key];
      // Bound: PGlite keeps private (#) fields, which only the real object can read.
      const value = Reflect.get(object, key, object);
      return typeof value === 'function' ? value.bind(object) : value;
    },
  });
}

type Queryable = Pick<Transaction, 'query' | 'exec'>;

function pgliteQueries(client: Queryable): Record<string, unknown> {
  return {
    query: (text: string, params?: unknown[], options?: object) =>
      inQuerySpan('pglite', text, () => client.query(text, params, options)),
    exec: (text: string, options?: object) => inQuerySpan('pglite', text, () => client.exec(text, options)),
  };
}

export function tracePglite(client: PGlite): PGlite {
  return withMethods(client, {
    ...pgliteQueries(client),
    transaction: <T>(callback: (tx: Transaction) => Promise<T>) =>
      client.transaction((tx) => callback(withMethods(tx, pgliteQueries(tx)))),
  });
}

/** node-postgres' query(...) traced when awaited; the callback form and cursors pass untraced. */
function pgQuery(run: (...args: unknown[]) => unknown) {
  return (...args: unknown[]) => {
    const [query] = args;
    if (typeof args.at(-1) === 'function' || typeof (query as { submit?: unknown })?.submit === 'function')
      return run(...args);
    const text = typeof query === 'string' ? query : ((query as { text?: string } | undefined)?.text ?? '');
    return inQuerySpan('postgres', text, () => run(...args));
  };
}

/**
 * The pool's own query() and the queries on a client checked out of it (transactions, the
 * advisory lock). Wrapped at the pool, not per connection: a query waiting for a free connection
 * would otherwise run in the context of whichever request released it.
 */
export function tracePool(pool: pg.Pool): pg.Pool {
  const traceClient = (client: pg.PoolClient) =>
    withMethods(client, { query: pgQuery((...args) => Reflect.apply(client.query, client, args)) });
  return withMethods(pool, {
    query: pgQuery((...args) => Reflect.apply(pool.query, pool, args)),
    connect: (...args: unknown[]) =>
      args.length > 0 ? Reflect.apply(pool.connect, pool, args) : pool.connect().then(traceClient),
  });
}
