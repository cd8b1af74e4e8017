import { refreshStatsRollups } from '~/features/admin/stats-rollups.server';
import type { Database } from '~/server/db';
import {
  categories,
  newsletterSubscribers,
  productCategories,
  products,
  subscriptions,
} from '~/server/db/schema';
import { amsterdam, insertOrder, userWithToken } from './admin-fixtures';

/** Shared set-up of admin-stats.test.ts and admin-stats-rollups.test.ts. */

// The period asked for: February 2026 (28 days); the previous period: 4 to 31 January.
export const PERIOD = '/api/admin/stats?from=2026-02-01&to=2026-02-28';

/**
 * A small shop whose figures are known by construction (see each expectation):
 * two products, two categories, orders in and around both periods in every status.
 */
export async function seedStatsShop(db: Database) {
  const adminToken = (await userWithToken(db, 'admin', 'beheer@winkel.test')).token;
  const editorToken = (await userWithToken(db, 'editor', 'redactie@winkel.test')).token;
  const customerToken = (await userWithToken(db, 'customer', 'klant@winkel.test')).token;

  const [p1, p2] = await db.db
    .insert(products)
    .values([
      { slug: 'stats-broekje', name: 'Statistiek Broekje', priceCents: 1000, stock: 100 },
      { slug: 'stats-verband', name: 'Statistiek Verband', priceCents: 3000, stock: 100 },
    ])
    .returning();
  const hoofd = p1!.id;
  const inleg = p2!.id;
  const [c1, c2] = await db.db
    .insert(categories)
    .values([
      { slug: 'stats-alles', name: 'Statistiek Alles' },
      { slug: 'stats-verbanden', name: 'Statistiek Verbanden' },
    ])
    .returning();
  const broekjes = c1!.id;
  const verband = c2!.id;
  await db.db.insert(productCategories).values([
    { productId: hoofd, categoryId: broekjes },
    { productId: inleg, categoryId: broekjes },
    { productId: inleg, categoryId: verband },
  ]);

  const line = (product: 'p1' | 'p2', quantity: number) =>
    product === 'p1'
      ? { productId: hoofd, name: 'Statistiek Broekje', quantity, unitPriceCents: 1000 }
      : { productId: inleg, name: 'Statistiek Verband', quantity, unitPriceCents: 3000 };

  // In the period: A, B, C and G count (14,000 cents); D, E, F do not.
  await insertOrder(db, {
    email: 'anna@example.nl',
    status: 'paid',
    createdAt: amsterdam('2026-02-02 10:00'),
    lines: [line('p1', 2), line('p2', 1)],
    vatCents: 413,
  });
  await insertOrder(db, {
    email: 'bert@example.nl',
    status: 'shipped',
    createdAt: amsterdam('2026-02-10 09:00'),
    lines: [line('p1', 1)],
    shippingCents: 500,
    vatCents: 124,
    paymentMethod: 'creditcard',
  });
  await insertOrder(db, {
    email: 'anna@example.nl',
    status: 'delivered',
    createdAt: amsterdam('2026-02-20 12:00'),
    lines: [line('p2', 2)],
    vatCents: 495,
  });
  await insertOrder(db, {
    email: 'carl@example.nl',
    status: 'refunded',
    createdAt: amsterdam('2026-02-15 12:00'),
    lines: [line('p1', 5)],
  });
  await insertOrder(db, {
    email: 'dora@example.nl',
    status: 'failed',
    createdAt: amsterdam('2026-02-16 12:00'),
    lines: [line('p2', 1)],
  });
  await insertOrder(db, {
    email: 'eva@example.nl',
    status: 'pending',
    createdAt: amsterdam('2026-02-17 12:00'),
    lines: [line('p2', 1)],
  });
  // G: the last evening of the period (Dutch time) counts ...
  await insertOrder(db, {
    email: 'frank@example.nl',
    status: 'paid',
    createdAt: amsterdam('2026-02-28 23:30'),
    lines: [line('p1', 1)],
    shippingCents: 500,
    vatCents: 124,
  });
  // ... half an hour later it is March in the Netherlands (still February in UTC): not counted.
  await insertOrder(db, {
    email: 'frank@example.nl',
    status: 'paid',
    createdAt: amsterdam('2026-03-01 00:30'),
    lines: [line('p2', 3)],
  });

  // The previous period: P1 counts; P2 was cancelled.
  await insertOrder(db, {
    email: 'bert@example.nl',
    status: 'paid',
    createdAt: amsterdam('2026-01-10 15:00'),
    lines: [line('p1', 1)],
    shippingCents: 500,
    vatCents: 124,
  });
  await insertOrder(db, {
    email: 'gina@example.nl',
    status: 'cancelled',
    createdAt: amsterdam('2026-01-12 15:00'),
    lines: [line('p2', 1)],
  });

  // Subscriptions: one running all along (4 weeks, 39.00 a delivery), one cancelled in
  // February (8 weeks, 24.00), one never activated.
  const [running, stopped] = await db.db
    .insert(subscriptions)
    .values([
      {
        email: 'ivo@example.nl',
        status: 'active',
        intervalWeeks: 4,
        template: {},
        paymentProvider: 'test',
        activatedAt: amsterdam('2025-12-15 10:00'),
      },
      {
        email: 'jet@example.nl',
        status: 'cancelled',
        intervalWeeks: 8,
        template: {},
        paymentProvider: 'test',
        activatedAt: amsterdam('2025-12-01 10:00'),
        cancelledAt: amsterdam('2026-02-05 10:00'),
      },
      {
        email: 'kees@example.nl',
        status: 'pending',
        intervalWeeks: 4,
        template: {},
        paymentProvider: 'test',
      },
    ])
    .returning();
  await insertOrder(db, {
    email: 'ivo@example.nl',
    status: 'delivered',
    createdAt: amsterdam('2025-12-15 10:00'),
    lines: [line('p2', 1)],
    shippingCents: 900,
    subscriptionId: running!.id,
    isSubscription: true,
  });
  await insertOrder(db, {
    email: 'jet@example.nl',
    status: 'delivered',
    createdAt: amsterdam('2025-12-01 10:00'),
    lines: [line('p1', 2)],
    shippingCents: 400,
    subscriptionId: stopped!.id,
    isSubscription: true,
  });

  await db.db.insert(newsletterSubscribers).values([
    {
      email: 'n1@example.nl',
      status: 'confirmed',
      unsubscribeToken: 'u1',
      confirmedAt: amsterdam('2026-02-03 08:00'),
    },
    {
      email: 'n2@example.nl',
      status: 'unsubscribed',
      unsubscribeToken: 'u2',
      confirmedAt: amsterdam('2026-02-10 08:00'),
      unsubscribedAt: amsterdam('2026-02-11 08:00'),
    },
    {
      email: 'n3@example.nl',
      status: 'confirmed',
      unsubscribeToken: 'u3',
      confirmedAt: amsterdam('2026-01-05 08:00'),
    },
    { email: 'n4@example.nl', status: 'pending', unsubscribeToken: 'u4' },
  ]);
  // What the scheduler's job `stats.rollups` does in a running shop: the past is rolled up.
  await refreshStatsRollups(db);
  return { adminToken, editorToken, customerToken, hoofd, inleg, broekjes, verband };
}
