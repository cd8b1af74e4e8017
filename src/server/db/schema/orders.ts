import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { FeatureTypes } from '../../feature-types';
import { products, productVariations } from './catalog';
import { postalAddressColumns } from './postal-address';
import { users } from './users';

/**
 * The statuses of the order life cycle (ORDER_STATUSES of src/features/orders/orders.ts), written out
 * so that the schema and `db()` load no feature code; src/features/orders/transition.server.ts
 * checks with `satisfies` that the two lists are the same (a difference does not compile).
 */
export const orderStatus = pgEnum('order_status', [
  'pending',
  'paid',
  'failed',
  'cancelled',
  'expired',
  'shipped',
  'delivered',
  'refunded',
  'withdrawn',
] as const);

export const subscriptionStatus = pgEnum('subscription_status', [
  'pending',
  'active',
  'cancelled',
  'suspended',
  // Paused by the customer until a date, or by the shop after the last failed payment try (pauseReason).
  'paused',
]);

/** A repeat order: created after the first payment established a mandate. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    publicId: uuid().notNull().defaultRandom().unique(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    email: text().notNull(),
    status: subscriptionStatus().notNull().default('pending'),
    intervalWeeks: integer().notNull(),
    /** Customer, address and lines of the first order, repeated on each renewal. */
    template: jsonb().$type<unknown>().notNull(),
    paymentProvider: text().notNull(),
    paymentMethod: text(),
    providerCustomerId: text(),
    providerMandateId: text(),
    providerSubscriptionId: text(),
    nextPaymentDate: date({ mode: 'string' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    activatedAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    /** Why it is paused: 'customer' (until pausedUntil, then it resumes itself) or 'payment_failed'. */
    pauseReason: text(),
    pausedUntil: date({ mode: 'string' }),
    /** The due date the pre-renewal e-mail was sent for (one e-mail per due date). */
    announcedDueDate: date({ mode: 'string' }),
    /** The due date a 'no stock' notice was sent for (one notice per due date). */
    stockNoticeDueDate: date({ mode: 'string' }),
    /** A renewal order whose recurring payment failed and is being retried (decision 012). */
    retryOrderId: integer(),
    /** The day of the first failed charge of retryOrderId (day 0 of the retry schedule). */
    retryStartedOn: date({ mode: 'string' }),
    /** Failed charges so far for retryOrderId. */
    retryAttempts: integer().notNull().default(0),
    /** When the next automatic try is due; null when none is planned. */
    nextRetryOn: date({ mode: 'string' }),
    /** The last failed recurring payment counted as a try (a webhook replay counts nothing twice). */
    retryCountedPaymentId: text(),
  },
  (table) => [
    check('subscriptions_interval_positive', sql`${table.intervalWeeks} > 0`),
    index('subscriptions_user_idx').on(table.userId),
    index('subscriptions_status_next_idx').on(table.status, table.nextPaymentDate),
  ],
);

/** Every change of a subscription, with who made it (the customer, the system, staff). */
export const subscriptionEvents = pgTable(
  'subscription_events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    subscriptionId: integer()
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    /** 'customer', 'system', 'webhook' or 'staff' */
    actor: text().notNull(),
    actorUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** e.g. 'paused', 'resumed', 'skipped', 'interval', 'lines', 'address', 'cancelled', 'payment_failed' */
    kind: text().notNull(),
    details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('subscription_events_subscription_idx').on(table.subscriptionId, table.createdAt)],
);

/** Order numbers: ZZ-100001, ZZ-100002... (gaps after a failed insert are harmless). */
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 100001 });

export const orders = pgTable(
  'orders',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Unguessable id used in URLs (return page, withdrawal links). */
    publicId: uuid().notNull().defaultRandom().unique(),
    /** Human order number shown to the customer, e.g. 'ZZ-100042'. */
    number: text().notNull().unique(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    subscriptionId: integer().references(() => subscriptions.id, { onDelete: 'set null' }),
    status: orderStatus().notNull().default('pending'),
    email: text().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    ...postalAddressColumns(),
    country: text().notNull().default('Nederland'),
    subtotalCents: integer().notNull(),
    /** The discount code used (upper-case, as stored) and what it took off the goods. */
    discountCode: text(),
    discountCents: integer().notNull().default(0),
    shippingCents: integer().notNull(),
    /** VAT contained in the total (prices include VAT). */
    vatCents: integer().notNull(),
    totalCents: integer().notNull(),
    paymentMethod: text(),
    isSubscription: boolean().notNull().default(false),
    subscriptionIntervalWeeks: integer(),
    /** One order per idempotency key: a double submit answers the first order. */
    idempotencyKey: text().unique(),
    /**
     * Set while the order holds stock (reserved when placed, kept when paid); cleared when it is
     * given back (payment failed, order expired or cancelled), so nothing is taken or returned twice.
     */
    stockDecrementedAt: timestamp({ withTimezone: true }),
    trackAndTrace: text(),
    /** How the order is delivered: 'home', 'letterbox' or 'pickup' (src/features/delivery). */
    deliveryMethod: text().notNull().default('home'),
    /** The chosen pickup point as it was when ordered (id, name, address, opening hours). */
    pickupPoint: jsonb().$type<FeatureTypes['pickupPointSnapshot']>(),
    /**
     * A business buyer ("Zakelijk bestellen", decision 030): company name, KvK number (8 digits),
     * btw-id and its purchase-order reference; null for a consumer. The invoice names them and its
     * e-invoice follows SI-UBL 2.0.
     */
    companyName: text(),
    companyKvk: text(),
    companyVatId: text(),
    poReference: text(),
    /**
     * The staff member who took the order by phone for the customer (decision 037); null when the
     * customer placed it herself. The order still belongs to `userId`, the customer's account.
     */
    placedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp({ withTimezone: true }),
    shippedAt: timestamp({ withTimezone: true }),
    deliveredAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    withdrawnAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    check('orders_totals_nonnegative', sql`${table.totalCents} >= 0 and ${table.subtotalCents} >= 0`),
    index('orders_user_idx').on(table.userId, table.createdAt),
    // The staff list pages newest first by (created_at, id) from a position (keyset);
    // with the id in the index a position inside one instant needs no sort.
    index('orders_created_id_idx').on(table.createdAt, table.id),
    index('orders_status_created_id_idx').on(table.status, table.createdAt, table.id),
    index('orders_paid_idx').on(table.paidAt),
    index('orders_email_idx').on(sql`lower(${table.email})`),
    // Admin statistics: a subscription's latest order (its monthly value) ...
    index('orders_subscription_idx').on(table.subscriptionId, table.createdAt),
    // ... and customers' counted orders by e-mail (new and returning customers), small enough for
    // index-only scans. The predicate repeats REVENUE_STATUSES of src/features/orders/orders.ts.
    index('orders_revenue_customer_idx')
      .on(table.email, table.createdAt)
      .where(sql`${table.status} in ('paid', 'shipped', 'delivered')`),
    // Staff search: part of an order number, e-mail address or name (ILIKE '%...%', decision 022).
    // The expressions are the ones src/features/admin/orders.server.ts searches.
    index('orders_number_trgm_idx').using('gin', sql`${table.number} gin_trgm_ops`),
    index('orders_email_trgm_idx').using('gin', sql`${table.email} gin_trgm_ops`),
    index('orders_name_trgm_idx').using(
      'gin',
      sql`(${table.firstName} || ' ' || ${table.lastName}) gin_trgm_ops`,
    ),
    // Staff find a business buyer's orders by (part of) its company name.
    index('orders_company_trgm_idx').using('gin', sql`${table.companyName} gin_trgm_ops`),
  ],
);

/**
 * The payment link mailed for an order taken by phone (decision 037): only the token's SHA-256 is
 * kept; the link starts a payment until expiresAt and never once the order is paid.
 */
export const orderPaymentLinks = pgTable(
  'order_payment_links',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    /** When a payment was last started from the link: a lease, so a double click starts one payment. */
    paymentStartedAt: timestamp({ withTimezone: true }),
  },
  (table) => [index('order_payment_links_order_idx').on(table.orderId, table.expiresAt)],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer().references(() => products.id, { onDelete: 'set null' }),
    variationId: integer().references(() => productVariations.id, { onDelete: 'set null' }),
    /** Names and prices are copied: an order keeps what was bought, whatever the catalogue does later. */
    productName: text().notNull(),
    variationName: text(),
    unitPriceCents: integer().notNull(),
    quantity: integer().notNull(),
    vatRateBasisPoints: integer().notNull(),
    lineTotalCents: integer().notNull(),
    /** This line's part of the order's discount (so VAT per rate is right after discount). */
    discountCents: integer().notNull().default(0),
    /** VAT in the line's amount after its discount. */
    vatCents: integer().notNull(),
  },
  (table) => [
    check('order_lines_quantity_positive', sql`${table.quantity} > 0`),
    index('order_lines_order_idx').on(table.orderId),
    index('order_lines_product_idx').on(table.productId),
  ],
);

/** Every status change, with who caused it (a staff user, the payment webhook, the system). */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: orderStatus(),
    toStatus: orderStatus().notNull(),
    actorUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** 'webhook', 'system', 'customer' or 'staff' */
    actor: text().notNull(),
    note: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('order_status_history_order_idx').on(table.orderId, table.createdAt)],
);

export const paymentSequence = pgEnum('payment_sequence', ['oneoff', 'first', 'recurring']);

export const payments = pgTable(
  'payments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text().notNull(),
    providerPaymentId: text().notNull().unique(),
    method: text(),
    amountCents: integer().notNull(),
    /** The provider's status: open, pending, authorized, paid, failed, canceled, expired. */
    status: text().notNull().default('open'),
    sequenceType: paymentSequence().notNull().default('oneoff'),
    checkoutUrl: text(),
    refundedCents: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp({ withTimezone: true }),
  },
  (table) => [index('payments_order_idx').on(table.orderId)],
);

export const refunds = pgTable(
  'refunds',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    paymentId: integer()
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    providerRefundId: text().notNull().unique(),
    amountCents: integer().notNull(),
    status: text().notNull(),
    actorUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('refunds_payment_idx').on(table.paymentId)],
);

/**
 * One row per refund, keyed by the form's idempotency key (or one the server makes), and taken in the
 * transaction that reserves the money: the same request sent twice (a double click, a retry)
 * is refused instead of refunding twice. Removed again when the provider refuses the refund.
 */
export const refundRequests = pgTable('refund_requests', {
  idempotencyKey: text().primaryKey(),
  orderId: integer()
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  amountCents: integer().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const refundPartKind = pgEnum('refund_part_kind', ['line', 'shipping', 'amount']);

/**
 * What each refund gives back, written with its refund request in the transaction that reserves
 * the money (under the payment's lock): packs of an order line, the shipping, or a free amount at
 * a VAT rate. The next refund is checked against these rows, so a line never goes back beyond its
 * quantity, even when two staff members refund at once. Gone with the request when the provider
 * refuses. Refunds from before migration 0025 are here as amounts per rate, from their credit
 * invoices.
 */
export const refundParts = pgTable(
  'refund_parts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    refundRequestKey: text()
      .notNull()
      .references(() => refundRequests.idempotencyKey, { onDelete: 'cascade' }),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: refundPartKind().notNull(),
    /** The line whose packs went back (kind 'line'). */
    orderLineId: integer().references(() => orderLines.id, { onDelete: 'cascade' }),
    packs: integer().notNull().default(0),
    vatRateBasisPoints: integer().notNull(),
    /** What went back, VAT included, after the discount the packs carried. */
    grossCents: integer().notNull(),
  },
  (table) => [
    index('refund_parts_order_idx').on(table.orderId),
    check(
      'refund_parts_line_has_packs',
      sql`${table.kind} <> 'line' or (${table.orderLineId} is not null and ${table.packs} > 0)`,
    ),
  ],
);

/** EU withdrawal function: two steps, receipt mailed with date and time. */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    reason: text(),
    requestedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp({ withTimezone: true }),
    /** Guests confirm by e-mail: the link's token, hashed, single use, valid until expiresAt. */
    tokenHash: text().unique(),
    expiresAt: timestamp({ withTimezone: true }),
  },
  (table) => [index('withdrawals_order_idx').on(table.orderId)],
);
