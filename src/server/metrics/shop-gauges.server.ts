import { Gauge, type Registry } from 'prom-client';
import { pendingAfterAnswer } from '../after-answer';
import type { Database } from '../db';
import { dutchDayOfText } from '../db/dutch-day';
import { currentReadiness, OPTIONAL_DEPENDENCIES } from '../http/probes';
import { NO_HANDLER_PREFIX } from '../outbox/registry';
import { metrics } from './registry';

/** Scrapes within this time share one reading: several Prometheus servers never pile up queries. */
const FRESH_MS = 10_000;

const SHOP_FIGURES = `
  SELECT
    (SELECT coalesce(json_object_agg(status, n), '{}') FROM
       (SELECT status, count(*)::int AS n FROM orders GROUP BY status) s) AS orders,
    (SELECT coalesce(json_object_agg(status, n), '{}') FROM
       (SELECT status, count(*)::int AS n FROM payments GROUP BY status) s) AS payments,
    (SELECT count(*)::int FROM subscriptions
      WHERE status = 'active' AND next_payment_date <= ${dutchDayOfText('now()')}) AS renewals_due,
    (SELECT count(*)::int FROM outbox_events WHERE processed_at IS NULL AND failed_at IS NULL) AS outbox_pending,
    (SELECT count(*)::int FROM outbox_events WHERE failed_at IS NOT NULL) AS outbox_failed,
    (SELECT count(*)::int FROM outbox_events
      WHERE processed_at IS NULL AND last_error LIKE '${NO_HANDLER_PREFIX}%') AS outbox_unhandled,
    (SELECT coalesce(extract(epoch FROM now() - min(created_at)), 0)::float8 FROM outbox_events
      WHERE processed_at IS NULL AND failed_at IS NULL) AS outbox_lag_seconds`;

interface ShopFigures {
  orders: Record<string, number>;
  payments: Record<string, number>;
  renewals_due: number;
  outbox_pending: number;
  outbox_failed: number;
  outbox_unhandled: number;
  outbox_lag_seconds: number;
}

/**
 * Figures read from the database when Prometheus scrapes: orders and payments by status, renewals
 * due, the outbox (mails and other work not yet done) and the connection pool. Read from the
 * database, they are the shop's totals whichever instance answers: alert on max(), not sum().
 */
export function registerShopGauges(database: Database, registry: Registry = metrics().registry): void {
  let last: { at: number; figures: Promise<ShopFigures> } | undefined;
  const figures = () => {
    if (!last || performance.now() - last.at > FRESH_MS) {
      const reading = database.execute(SHOP_FIGURES).then((rows) => rows[0] as unknown as ShopFigures);
      last = { at: performance.now(), figures: reading };
      reading.catch(() => {
        last = undefined;
      });
    }
    return last.figures;
  };
  const gauge = (
    name: string,
    help: string,
    read: (f: ShopFigures, set: Gauge['set']) => void,
    labelNames: string[] = [],
  ) =>
    new Gauge({
      name,
      help,
      labelNames,
      registers: [registry],
      async collect() {
        const current = await figures();
        this.reset();
        read(current, this.set.bind(this));
      },
    });

  gauge(
    'zorgzaam_orders',
    'Orders by status (placed = all; paid, failed, ...)',
    (f, set) => {
      for (const [status, n] of Object.entries(f.orders)) set({ status }, n);
    },
    ['status'],
  );
  gauge(
    'zorgzaam_payments',
    'Payments at the provider by status (failed, paid, open, ...)',
    (f, set) => {
      for (const [status, n] of Object.entries(f.payments)) set({ status }, n);
    },
    ['status'],
  );
  gauge('zorgzaam_subscription_renewals_due', 'Active subscriptions whose renewal date has come', (f, set) =>
    set(f.renewals_due),
  );
  gauge(
    'zorgzaam_outbox_pending',
    'Domain events whose handlers (mails, ...) have not all run yet',
    (f, set) => set(f.outbox_pending),
  );
  gauge(
    'zorgzaam_outbox_failed',
    'Domain events given up after their last attempt (staff can retry)',
    (f, set) => set(f.outbox_failed),
  );
  gauge(
    'zorgzaam_outbox_unhandled',
    'Domain events kept open because no handler is registered for their type (a handler lost in a change)',
    (f, set) => set(f.outbox_unhandled),
  );
  gauge('zorgzaam_outbox_lag_seconds', 'Age of the oldest event still waiting for its handlers', (f, set) =>
    set(f.outbox_lag_seconds),
  );

  // What /readyz says, from the same reading (at most 2 s old): optional dependencies away show here
  // while the instance stays in the load balancer.
  new Gauge({
    name: 'zorgzaam_ready',
    help: '1 while /readyz answers 200 (ready or degraded), 0 while it answers 503',
    registers: [registry],
    async collect() {
      this.set((await currentReadiness(database)).status === 'unavailable' ? 0 : 1);
    },
  });
  new Gauge({
    name: 'zorgzaam_dependency_degraded',
    help: 'Configured optional dependencies (redis, s3, smtp): 1 while away (the shop serves without it), 0 while ok',
    labelNames: ['dependency'],
    registers: [registry],
    async collect() {
      const { checks } = await currentReadiness(database);
      this.reset();
      for (const dependency of OPTIONAL_DEPENDENCIES) {
        const result = checks[dependency];
        if (result) this.set({ dependency }, result === 'ok' ? 0 : 1);
      }
    },
  });
  new Gauge({
    name: 'zorgzaam_after_answer_jobs',
    help: 'Work waiting in this process after its answer was sent (recording a mail for a known address; the mails themselves wait in the outbox: zorgzaam_outbox_pending)',
    registers: [registry],
    collect() {
      this.set(pendingAfterAnswer());
    },
  });
  new Gauge({
    name: 'zorgzaam_db_pool_connections',
    help: 'PostgreSQL pool connections by state (total, idle, waiting clients)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const pool = database.poolStats?.();
      if (!pool) return;
      for (const [state, n] of Object.entries(pool)) this.set({ state }, n);
    },
  });
  new Gauge({
    name: 'zorgzaam_pglite_wasm_memory_bytes',
    help: "The embedded database's WebAssembly memory (it grows and never shrinks)",
    registers: [registry],
    collect() {
      const bytes = database.wasmMemoryBytes?.();
      if (bytes !== undefined) this.set(bytes);
    },
  });
}
