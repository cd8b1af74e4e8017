import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { SessionUser } from '~/features/account/session.server';
import { activateSubscription, openSubscription } from '~/features/subscriptions/subscriptions.server';
import { formatEuro } from '~/lib/money';
import { db, type Tx } from '~/server/db';
import {
  orderLines,
  orderStatusHistory,
  orders,
  payments,
  products,
  productVariations,
  subscriptions,
} from '~/server/db/schema';
import { publicUrl } from '~/server/env';
import { conflict, HttpError, notFound } from '~/server/http/errors';
import { log } from '~/server/log';
import { sendMail } from '~/server/mail';
import { renderEmail } from '~/server/mail/layout';
import { type OrderSubmission, priceOrder } from './checkout';
import { type PaymentStatus, paymentProvider } from './payments/payments.server';
import type { PaymentSequence } from './payments/types';

type OrderStatus = (typeof orders.$inferSelect)['status'];

/** What a payment's final status does to its order. Open and pending payments change nothing. */
const ORDER_STATUS_FOR_PAYMENT: Partial<Record<PaymentStatus, OrderStatus>> = {
  paid: 'paid',
  failed: 'failed',
  canceled: 'cancelled',
  expired: 'expired',
};

/** Statuses a payment outcome may move an order out of: a paid order never goes back. */
const AWAITING_PAYMENT: OrderStatus[] = ['pending', 'failed', 'cancelled', 'expired'];

export interface CreatedOrder {
  publicId: string;
  number: string;
  redirectUrl: string;
}

/**
 * Creates an order from the submission: every line looked up and priced from the
 * database, stock checked under row locks, then a payment at the provider. The
 * same idempotency key answers the first order again (a double submit is one order).
 */
export async function createOrder(
  submission: OrderSubmission,
  options: {
    user: SessionUser | null;
    idempotencyKey: string | null;
    /** A first subscription order (its payment sets up the mandate), or a renewal of one. */
    subscription?: { intervalWeeks: number } | { renewalOf: typeof subscriptions.$inferSelect };
  },
): Promise<CreatedOrder> {
  const database = await db();
  if (options.idempotencyKey) {
    const existing = await findByIdempotencyKey(options.idempotencyKey);
    if (existing) return existing;
  }

  const order = await database.transaction(async (tx) => {
    const lines = await priceLines(tx, submission.lineItems);
    const totals = priceOrder(lines);
    const [created] = await tx
      .insert(orders)
      .values({
        number: sql`'ZZ-' || nextval('order_number_seq')`,
        userId: options.user?.id ?? null,
        email: submission.customer.email.toLowerCase(),
        firstName: submission.customer.first_name,
        lastName: submission.customer.last_name,
        street: submission.address.street,
        streetNumber: submission.address.street_number,
        streetAddition: submission.address.street_addition,
        postcode: submission.address.postcode,
        city: submission.address.city,
        country: submission.address.country,
        subtotalCents: totals.subtotalCents,
        shippingCents: totals.shippingCents,
        vatCents: totals.vatCents,
        totalCents: totals.totalCents,
        paymentMethod: submission.payment_method,
        isSubscription: options.subscription !== undefined,
        subscriptionIntervalWeeks: subscriptionWeeks(options.subscription),
        subscriptionId:
          options.subscription && 'renewalOf' in options.subscription
            ? options.subscription.renewalOf.id
            : null,
        idempotencyKey: options.idempotencyKey,
      })
      .onConflictDoNothing({ target: orders.idempotencyKey })
      .returning();
    if (!created) return null; // a concurrent request with the same key won
    await tx.insert(orderLines).values(
      lines.map((line, index) => ({
        orderId: created.id,
        productId: line.productId,
        variationId: line.variationId,
        productName: line.productName,
        variationName: line.variationName,
        unitPriceCents: line.unitPriceCents,
        quantity: line.quantity,
        vatRateBasisPoints: line.vatRateBasisPoints,
        lineTotalCents: totals.lines[index]!.lineTotalCents,
        vatCents: totals.lines[index]!.vatCents,
      })),
    );
    await tx.insert(orderStatusHistory).values({
      orderId: created.id,
      toStatus: 'pending',
      actor: options.subscription && 'renewalOf' in options.subscription ? 'system' : 'customer',
    });
    if (options.subscription && 'intervalWeeks' in options.subscription) {
      const subscription = await openSubscription(tx, {
        orderId: created.id,
        userId: options.user?.id ?? null,
        submission,
        intervalWeeks: options.subscription.intervalWeeks,
        provider: paymentProvider().name,
      });
      return { ...created, subscriptionId: subscription.id };
    }
    return created;
  });

  if (!order) {
    const existing = await findByIdempotencyKey(options.idempotencyKey!);
    if (existing) return existing;
    throw conflict('Deze bestelling wordt al verwerkt.');
  }
  const redirectUrl = await startPayment(order);
  return { publicId: order.publicId, number: order.number, redirectUrl };
}

function subscriptionWeeks(subscription: Parameters<typeof createOrder>[1]['subscription']): number | null {
  if (!subscription) return null;
  return 'intervalWeeks' in subscription ? subscription.intervalWeeks : subscription.renewalOf.intervalWeeks;
}

interface LineForOrder {
  productId: number;
  variationId: number | null;
  productName: string;
  variationName: string | null;
  unitPriceCents: number;
  vatRateBasisPoints: number;
  quantity: number;
}

/**
 * Looks every cart line up by id (variation id when the line has one, as the
 * spec's cart item does) and locks the rows whose stock it checks.
 */
async function priceLines(tx: Tx, items: OrderSubmission['lineItems']): Promise<LineForOrder[]> {
  const variationIds = items
    .filter((item) => item.product_variation_id)
    .map((item) => item.product_variation_id!);
  const productIds = items
    .filter((item) => !item.product_variation_id)
    .map((item) => item.product_id ?? item.id);
  const variationRows = variationIds.length
    ? await tx
        .select({ variation: productVariations, product: products })
        .from(productVariations)
        .innerJoin(products, eq(products.id, productVariations.productId))
        .where(inArray(productVariations.id, variationIds))
        .for('update', { of: productVariations })
    : [];
  const productRows = productIds.length
    ? await tx.select().from(products).where(inArray(products.id, productIds)).for('update')
    : [];

  return items.map((item) => {
    if (item.product_variation_id) {
      const row = variationRows.find((candidate) => candidate.variation.id === item.product_variation_id);
      if (!row?.product.isActive) throw unavailable(item.name);
      if (row.variation.stock < item.quantity)
        throw outOfStock(`${row.product.name} (${row.variation.name})`, row.variation.stock);
      return {
        productId: row.product.id,
        variationId: row.variation.id,
        productName: row.product.name,
        variationName: row.variation.name,
        unitPriceCents: row.variation.priceCents,
        vatRateBasisPoints: row.product.vatRateBasisPoints,
        quantity: item.quantity,
      };
    }
    const product = productRows.find((candidate) => candidate.id === (item.product_id ?? item.id));
    if (!product?.isActive) throw unavailable(item.name);
    if (product.stock < item.quantity) throw outOfStock(product.name, product.stock);
    return {
      productId: product.id,
      variationId: null,
      productName: product.name,
      variationName: null,
      unitPriceCents: product.priceCents,
      vatRateBasisPoints: product.vatRateBasisPoints,
      quantity: item.quantity,
    };
  });
}

const unavailable = (name: string | undefined) =>
  new HttpError(422, `${name ?? 'Een product'} is niet meer leverbaar. Verwijder het uit je winkelmand.`);

const outOfStock = (name: string, available: number) =>
  conflict(
    available > 0
      ? `Van ${name} hebben we er nog ${available} op voorraad. Pas het aantal aan.`
      : `${name} is helaas uitverkocht. Verwijder het uit je winkelmand.`,
  );

async function findByIdempotencyKey(key: string): Promise<CreatedOrder | null> {
  const database = await db();
  const [order] = await database.select().from(orders).where(eq(orders.idempotencyKey, key));
  if (!order) return null;
  const [payment] = await database
    .select()
    .from(payments)
    .where(eq(payments.orderId, order.id))
    .orderBy(sql`${payments.id} desc`)
    .limit(1);
  return {
    publicId: order.publicId,
    number: order.number,
    redirectUrl: payment?.checkoutUrl ?? `${publicUrl()}/bestelling/${order.publicId}`,
  };
}

/** Creates a payment for the order at the provider and records it; answers where the shopper pays. */
async function startPayment(order: typeof orders.$inferSelect): Promise<string> {
  const provider = paymentProvider();
  const sequence = order.subscriptionId ? await subscriptionSequence(order) : undefined;
  const payment = await provider.createPayment({
    sequence,
    amountCents: order.totalCents,
    // Discreet: the bank statement shows the shop and the order number, never products.
    description: `Zorgzaam bestelling ${order.number}`,
    method: order.paymentMethod ?? 'ideal',
    redirectUrl: `${publicUrl()}/bestelling/${order.publicId}`,
    webhookUrl: `${publicUrl()}/api/payments/webhook`,
    metadata: { order: order.publicId },
  });
  await (await db()).insert(payments).values({
    orderId: order.id,
    provider: provider.name,
    providerPaymentId: payment.id,
    method: payment.method,
    amountCents: payment.amountCents,
    status: payment.status,
    checkoutUrl: payment.checkoutUrl,
  });
  return payment.checkoutUrl ?? `${publicUrl()}/bestelling/${order.publicId}`;
}

/**
 * The payment sequence of a subscription order: the first payment creates the mandate (a
 * customer at the provider is made once); renewals are recurring payments on the mandate.
 */
async function subscriptionSequence(order: typeof orders.$inferSelect): Promise<PaymentSequence> {
  const database = await db();
  const [subscription] = await database
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.id, order.subscriptionId!));
  if (!subscription) throw notFound('Dit abonnement bestaat niet.');
  if (subscription.status === 'active' && subscription.providerCustomerId && subscription.providerMandateId) {
    return {
      type: 'recurring',
      customerId: subscription.providerCustomerId,
      mandateId: subscription.providerMandateId,
    };
  }
  let customerId = subscription.providerCustomerId;
  if (!customerId) {
    customerId = (
      await paymentProvider().createCustomer({
        name: `${order.firstName} ${order.lastName}`,
        email: order.email,
      })
    ).id;
    await database
      .update(subscriptions)
      .set({ providerCustomerId: customerId })
      .where(eq(subscriptions.id, subscription.id));
  }
  return { type: 'first', customerId };
}

/** A new payment for an order whose payment failed, was cancelled or expired. */
export async function retryPayment(publicId: string): Promise<string> {
  const database = await db();
  const [order] = await database.select().from(orders).where(eq(orders.publicId, publicId));
  if (!order) throw notFound('Deze bestelling bestaat niet.');
  if (order.status === 'pending') {
    const [open] = await database
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, order.id), eq(payments.status, 'open')))
      .limit(1);
    if (open?.checkoutUrl) return open.checkoutUrl;
  }
  if (!AWAITING_PAYMENT.includes(order.status)) throw conflict('Deze bestelling is al betaald.');
  return startPayment(order);
}

/**
 * The payment webhook: the provider sends only the payment id, so the status is
 * fetched from the provider. Safe to repeat and to receive out of order: an order
 * only moves forward, stock is taken once, the confirmation is sent once.
 */
export async function handlePaymentWebhook(providerPaymentId: string): Promise<{ stockChanged: boolean }> {
  const database = await db();
  const [known] = await database
    .select()
    .from(payments)
    .where(eq(payments.providerPaymentId, providerPaymentId));
  if (!known) throw notFound('Onbekende betaling.');
  const payment = await paymentProvider().getPayment(providerPaymentId);

  const becamePaid = await database.transaction(async (tx) => {
    await tx
      .update(payments)
      .set({
        status: payment.status,
        method: payment.method,
        checkoutUrl: payment.checkoutUrl,
        updatedAt: new Date(),
        ...(payment.status === 'paid' ? { paidAt: new Date() } : {}),
      })
      .where(eq(payments.id, known.id));

    const target = ORDER_STATUS_FOR_PAYMENT[payment.status];
    if (!target) return false;
    const [order] = await tx.select().from(orders).where(eq(orders.id, known.orderId)).for('update');
    if (!order || !AWAITING_PAYMENT.includes(order.status) || order.status === target) return false;
    // A late 'failed' of an older payment must not undo a newer payment's result.
    if (target !== 'paid' && order.status !== 'pending') return false;

    await tx
      .update(orders)
      .set({ status: target, updatedAt: new Date(), ...(target === 'paid' ? { paidAt: new Date() } : {}) })
      .where(eq(orders.id, order.id));
    await tx.insert(orderStatusHistory).values({
      orderId: order.id,
      fromStatus: order.status,
      toStatus: target,
      actor: 'webhook',
      note: `${payment.id}: ${payment.status}`,
    });
    if (target === 'paid') await takeStock(tx, order.id);
    if (target === 'paid' && order.subscriptionId)
      await activateSubscription(tx, order.subscriptionId, payment.mandateId);
    return target === 'paid';
  });

  if (becamePaid) await sendConfirmation(known.orderId);
  return { stockChanged: becamePaid };
}

/** Takes the order's stock once (orders.stock_decremented_at guards replays). */
async function takeStock(tx: Tx, orderId: number): Promise<void> {
  const [claimed] = await tx
    .update(orders)
    .set({ stockDecrementedAt: new Date() })
    .where(and(eq(orders.id, orderId), isNull(orders.stockDecrementedAt)))
    .returning({ id: orders.id });
  if (!claimed) return;
  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, orderId));
  for (const line of lines) {
    // Stock was checked when the order was made; if it ran out meanwhile, clamp at 0 and tell staff.
    if (line.variationId) {
      const [row] = await tx
        .update(productVariations)
        .set({ stock: sql`greatest(${productVariations.stock} - ${line.quantity}, 0)` })
        .where(eq(productVariations.id, line.variationId))
        .returning({ stock: productVariations.stock });
      if (row?.stock === 0)
        log.warn('variation sold out by a paid order', { orderId, variationId: line.variationId });
    } else if (line.productId) {
      const [row] = await tx
        .update(products)
        .set({ stock: sql`greatest(${products.stock} - ${line.quantity}, 0)` })
        .where(eq(products.id, line.productId))
        .returning({ stock: products.stock });
      if (row?.stock === 0)
        log.warn('product sold out by a paid order', { orderId, productId: line.productId });
    }
  }
}

async function sendConfirmation(orderId: number): Promise<void> {
  const order = await findOrderById(orderId);
  if (!order) return;
  try {
    const { html, text } = renderEmail({
      // Discreet: neither subject nor preview names a product.
      preheader: `We hebben je betaling voor bestelling ${order.number} ontvangen.`,
      heading: `Bedankt voor je bestelling, ${order.firstName}`,
      paragraphs: [
        'We hebben je betaling ontvangen. We pakken je bestelling neutraal in en sturen haar binnen 2 werkdagen op.',
        'Je kunt je bestelling altijd terugzien in je account, of via de knop hieronder.',
      ],
      details: [
        ['Bestelnummer', order.number],
        ['Totaal', formatEuro(order.totalCents)],
        [
          'Bezorgadres',
          `${order.street} ${order.streetNumber}${order.streetAddition ? ` ${order.streetAddition}` : ''}, ${order.postcode} ${order.city}`,
        ],
      ],
      button: { label: 'Bekijk je bestelling', url: `${publicUrl()}/bestelling/${order.publicId}` },
      footer: { text: 'Je ontvangt deze e-mail omdat je bij ons hebt besteld.' },
    });
    await sendMail({ to: order.email, subject: `Bevestiging van je bestelling ${order.number}`, html, text });
  } catch (error) {
    // The order is paid either way; a failed mail is logged for staff, never undone.
    log.error('order confirmation could not be sent', { orderId, error });
  }
}

async function findOrderById(id: number) {
  const [order] = await (await db()).select().from(orders).where(eq(orders.id, id));
  return order ?? null;
}

export interface OrderSummary {
  publicId: string;
  number: string;
  status: OrderStatus;
  totalCents: number;
  subtotalCents: number;
  shippingCents: number;
  vatCents: number;
  createdAt: Date;
  lines: { name: string; quantity: number; lineTotalCents: number }[];
}

/** The return page's view of an order: anyone with the unguessable id may see its summary. */
export async function findOrderSummary(publicId: string): Promise<OrderSummary | null> {
  if (!/^[0-9a-f-]{36}$/i.test(publicId)) return null;
  const database = await db();
  const [order] = await database.select().from(orders).where(eq(orders.publicId, publicId));
  if (!order) return null;
  const lines = await database
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(orderLines.id);
  return {
    publicId: order.publicId,
    number: order.number,
    status: order.status,
    totalCents: order.totalCents,
    subtotalCents: order.subtotalCents,
    shippingCents: order.shippingCents,
    vatCents: order.vatCents,
    createdAt: order.createdAt,
    lines: lines.map((line) => ({
      name: line.variationName ? `${line.productName} - ${line.variationName}` : line.productName,
      quantity: line.quantity,
      lineTotalCents: line.lineTotalCents,
    })),
  };
}

/** A fresh idempotency key, for callers that have none. */
export const newIdempotencyKey = () => randomUUID();
