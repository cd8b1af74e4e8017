import { and, asc, desc, eq, gt, ilike, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { availableActions, type OrderDetail } from '~/features/admin/order/order-detail';
import {
  ORDERS_COUNT_LIMIT,
  ORDERS_PAGE_SIZE,
  type OrderFilter,
  type OrderListItem,
  type OrderListPosition,
  type OrderListResponse,
} from '~/features/admin/order-list';
import { trackingUrl } from '~/features/delivery/delivery';
import { invoicesOfOrders } from '~/features/invoices/invoices.server';
import { refundsOfOrder } from '~/features/payments/refund.server';
import { recipientOfOrder } from '~/features/recipients/recipients.server';
import { csvAmount, toCsv } from '~/lib/csv';
import { formatDateTime } from '~/lib/dates';
import { messages } from '~/lib/messages';
import { type Db, db } from '~/server/db';
import { dutchDayEnd, dutchDayStart } from '~/server/db/dutch-day';
import {
  orderLines,
  orderStatusHistory,
  orders,
  payments,
  products,
  productVariations,
  refunds,
  returnRequests,
  users,
  withdrawals,
} from '~/server/db/schema';
import { found, unprocessable } from '~/server/http/errors';

/** `%` and `_` typed by staff are searched for literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

function filterConditions(filter: OrderFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.q) {
    const pattern = likePattern(filter.q);
    conditions.push(
      or(
        ilike(orders.number, pattern),
        ilike(orders.email, pattern),
        ilike(sql`${orders.firstName} || ' ' || ${orders.lastName}`, pattern),
        // A business buyer's orders by its company name (decision 030).
        ilike(orders.companyName, pattern),
      ),
    );
  }
  if (filter.status) conditions.push(eq(orders.status, filter.status));
  if (filter.from) conditions.push(sql`${orders.createdAt} >= ${dutchDayStart(filter.from)}`);
  if (filter.to) conditions.push(sql`${orders.createdAt} < ${dutchDayEnd(filter.to)}`);
  if (filter.subscription) conditions.push(eq(orders.isSubscription, filter.subscription === 'ja'));
  return and(...conditions);
}

const listColumns = {
  number: orders.number,
  createdAt: orders.createdAt,
  status: orders.status,
  firstName: orders.firstName,
  lastName: orders.lastName,
  email: orders.email,
  postcode: orders.postcode,
  city: orders.city,
  subtotalCents: orders.subtotalCents,
  shippingCents: orders.shippingCents,
  vatCents: orders.vatCents,
  totalCents: orders.totalCents,
  paymentMethod: orders.paymentMethod,
  isSubscription: orders.isSubscription,
};

/** An order's place in the list (newest first), read as text: a JS Date would drop the microseconds. */
interface ListKey {
  createdAt: string;
  id: number;
}

const olderThan = (key: ListKey) =>
  sql`(${orders.createdAt}, ${orders.id}) < (${key.createdAt}::timestamptz, ${key.id})`;
const newerThan = (key: ListKey) =>
  sql`(${orders.createdAt}, ${orders.id}) > (${key.createdAt}::timestamptz, ${key.id})`;

/** Where a page starts: the order the position names (422 when it does not exist). */
async function keyOf(database: Db, number: string, field: keyof OrderListPosition): Promise<ListKey> {
  const [row] = await database
    .select({ createdAt: sql<string>`${orders.createdAt}::text`, id: orders.id })
    .from(orders)
    .where(eq(orders.number, number));
  if (!row) throw unprocessable({ [field]: [messages.admin.listStartUnknown] });
  return row;
}

/** How many orders match, reading at most `limit` of them (the count stops there). */
async function countUpTo(database: Db, where: SQL | undefined, limit: number): Promise<number> {
  const matching = database.select({ one: sql`1` }).from(orders).where(where).limit(limit).as('matching');
  const [row] = await database.select({ count: sql<number>`count(*)::int` }).from(matching);
  return Number(row?.count ?? 0);
}

/**
 * The orders page: newest first, filtered, one page at a time from a position (keyset
 * pagination: a deep page costs what the first does). The matching orders and those before the
 * page are counted exactly up to ORDERS_COUNT_LIMIT, so the list says "1–25 van 1.234" or
 * "van meer dan 10.000" without counting a million rows on every page.
 */
export async function listOrders(
  filter: OrderFilter,
  position: OrderListPosition,
): Promise<OrderListResponse> {
  const database = await db();
  const where = filterConditions(filter);
  const key = position.after
    ? { older: await keyOf(database, position.after, 'after') }
    : position.before
      ? { newer: await keyOf(database, position.before, 'before') }
      : {};
  // A page above `before` is read oldest first from the key, then turned around.
  const read = await database
    .select({
      ...listColumns,
      key: sql<string>`${orders.createdAt}::text`,
      id: orders.id,
      // Packs on their way back that staff have not marked received yet (decision 025).
      // Spelled out: drizzle leaves columns unqualified here, and `id` would mean the subquery's own.
      openReturn: sql<number>`(exists (select 1 from return_requests r where r.order_id = "orders"."id" and r.received_at is null))::int`,
    })
    .from(orders)
    .where(and(where, key.older && olderThan(key.older), key.newer && newerThan(key.newer)))
    .orderBy(
      ...(key.newer ? [asc(orders.createdAt), asc(orders.id)] : [desc(orders.createdAt), desc(orders.id)]),
    )
    .limit(ORDERS_PAGE_SIZE + 1);
  // Fewer than a page above `before`: the newest orders are the page (the first page, in full).
  if (key.newer && read.length <= ORDERS_PAGE_SIZE) return listOrders(filter, {});
  const rows = key.newer ? read.slice(0, ORDERS_PAGE_SIZE).reverse() : read.slice(0, ORDERS_PAGE_SIZE);
  const first = rows[0];
  const last = rows.at(-1);
  const rowKey = (row: (typeof rows)[number]) => ({ createdAt: row.key, id: row.id });

  const [total, newer, olderExists] = await Promise.all([
    countUpTo(database, where, ORDERS_COUNT_LIMIT + 1),
    // Orders before this page; an empty page past the end counts those newer than its position.
    key.older || key.newer
      ? countUpTo(
          database,
          and(where, newerThan(first ? rowKey(first) : (key.older ?? key.newer)!)),
          ORDERS_COUNT_LIMIT + 1,
        )
      : 0,
    key.newer
      ? last
        ? countUpTo(database, and(where, olderThan(rowKey(last))), 1).then((count) => count > 0)
        : false
      : read.length > ORDERS_PAGE_SIZE,
  ]);
  return {
    orders: rows.map(
      (row): OrderListItem => ({
        number: row.number,
        createdAt: row.createdAt.toISOString(),
        status: row.status,
        customerName: `${row.firstName} ${row.lastName}`,
        email: row.email,
        city: row.city,
        totalCents: row.totalCents,
        paymentMethod: row.paymentMethod,
        isSubscription: row.isSubscription,
        openReturn: Number(row.openReturn) === 1,
      }),
    ),
    total: Math.min(total, ORDERS_COUNT_LIMIT),
    totalExact: total <= ORDERS_COUNT_LIMIT,
    offset: newer <= ORDERS_COUNT_LIMIT ? newer : null,
    pageSize: ORDERS_PAGE_SIZE,
    next: olderExists && last ? { after: last.number } : null,
    // Within a page of the top the previous page is the first one, addressed as such.
    previous: newer === 0 ? null : newer <= ORDERS_PAGE_SIZE || !first ? {} : { before: first.number },
  };
}

/** Every order that matches the filter as a CSV file (semicolons, decimal commas: Dutch Excel). */
export async function exportOrdersCsv(filter: OrderFilter): Promise<string> {
  const rows = await (await db())
    .select(listColumns)
    .from(orders)
    .where(filterConditions(filter))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return toCsv([
    [
      'Bestelnummer',
      'Datum',
      'Status',
      'Voornaam',
      'Achternaam',
      'E-mailadres',
      'Postcode',
      'Plaats',
      'Betaalmethode',
      'Abonnement',
      'Subtotaal',
      'Verzendkosten',
      'BTW',
      'Totaal',
    ],
    ...rows.map((row) => [
      row.number,
      formatDateTime(row.createdAt),
      messages.admin.statusLabels[row.status],
      row.firstName,
      row.lastName,
      row.email,
      row.postcode,
      row.city,
      row.paymentMethod ?? '',
      row.isSubscription ? 'ja' : 'nee',
      csvAmount(row.subtotalCents),
      csvAmount(row.shippingCents),
      csvAmount(row.vatCents),
      csvAmount(row.totalCents),
    ]),
  ]);
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** One order as the staff order page shows it: lines with current stock, payments, refunds, history. */
export async function orderDetail(number: string): Promise<OrderDetail> {
  const database = await db();
  const [order] = await database.select().from(orders).where(eq(orders.number, number));
  const found_ = found(order, messages.admin.orderNotFound);

  const [lines, paymentRows, historyRows] = await Promise.all([
    database
      .select({
        line: orderLines,
        productStock: products.stock,
        variationStock: productVariations.stock,
        variationName: productVariations.name,
        productName: products.name,
      })
      .from(orderLines)
      .leftJoin(products, eq(products.id, orderLines.productId))
      .leftJoin(productVariations, eq(productVariations.id, orderLines.variationId))
      .where(eq(orderLines.orderId, found_.id))
      .orderBy(orderLines.id),
    database.select().from(payments).where(eq(payments.orderId, found_.id)).orderBy(payments.id),
    database
      .select({
        history: orderStatusHistory,
        actorFirstName: users.firstName,
        actorLastName: users.lastName,
        actorEmail: users.email,
      })
      .from(orderStatusHistory)
      .leftJoin(users, eq(users.id, orderStatusHistory.actorUserId))
      .where(eq(orderStatusHistory.orderId, found_.id))
      .orderBy(orderStatusHistory.createdAt, orderStatusHistory.id),
  ]);
  const invoiceRows = (await invoicesOfOrders([found_.id])).get(found_.id) ?? [];
  const [withdrawal] = await database
    .select()
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.orderId, found_.id),
        // A confirmed one, or a mailed link still valid: an expired link is nobody's intention.
        or(isNotNull(withdrawals.confirmedAt), gt(withdrawals.expiresAt, new Date())),
      ),
    )
    .orderBy(sql`${withdrawals.confirmedAt} desc nulls last`, desc(withdrawals.id))
    .limit(1);
  const [{ openReturns } = { openReturns: 0 }] = await database
    .select({ openReturns: sql<number>`count(*)::int` })
    .from(returnRequests)
    .where(and(eq(returnRequests.orderId, found_.id), isNull(returnRequests.receivedAt)));
  const refunded = await refundsOfOrder(found_.id);
  const recipient = await recipientOfOrder(found_.id);
  const refundRows = paymentRows.length
    ? await database
        .select({ refund: refunds, actorEmail: users.email })
        .from(refunds)
        .leftJoin(users, eq(users.id, refunds.actorUserId))
        .where(
          inArray(
            refunds.paymentId,
            paymentRows.map((payment) => payment.id),
          ),
        )
        .orderBy(refunds.id)
    : [];

  return {
    number: found_.number,
    publicId: found_.publicId,
    status: found_.status,
    invoices: invoiceRows,
    createdAt: found_.createdAt.toISOString(),
    paidAt: iso(found_.paidAt),
    shippedAt: iso(found_.shippedAt),
    trackAndTrace: found_.trackAndTrace,
    trackingUrl: trackingUrl(found_.trackAndTrace, recipient?.postcode ?? found_.postcode),
    deliveryMethod: found_.deliveryMethod,
    pickupPoint: found_.pickupPoint,
    customer: {
      firstName: found_.firstName,
      lastName: found_.lastName,
      email: found_.email,
      hasAccount: found_.userId !== null,
    },
    company:
      found_.companyName && found_.companyKvk
        ? {
            name: found_.companyName,
            kvk: found_.companyKvk,
            vatId: found_.companyVatId,
            poReference: found_.poReference,
          }
        : null,
    recipient,
    address: {
      street: found_.street,
      streetNumber: found_.streetNumber,
      streetAddition: found_.streetAddition,
      postcode: found_.postcode,
      city: found_.city,
      country: found_.country,
    },
    isSubscription: found_.isSubscription,
    subscriptionIntervalWeeks: found_.subscriptionIntervalWeeks,
    paymentMethod: found_.paymentMethod,
    subtotalCents: found_.subtotalCents,
    discountCode: found_.discountCode,
    discountCents: found_.discountCents,
    shippingCents: found_.shippingCents,
    vatCents: found_.vatCents,
    totalCents: found_.totalCents,
    refundedCents: paymentRows.reduce((total, payment) => total + payment.refundedCents, 0),
    lines: lines.map(({ line, productStock, variationStock, variationName, productName }) => ({
      id: line.id,
      productName: line.productName,
      variationName: line.variationName,
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
      lineTotalCents: line.lineTotalCents,
      discountCents: line.discountCents,
      vatRateBasisPoints: line.vatRateBasisPoints,
      refunded: refunded.perLine.get(line.id) ?? { packs: 0, cents: 0 },
      stockItem:
        line.variationId !== null && variationStock !== null
          ? {
              target: 'variation' as const,
              id: line.variationId,
              name: `${productName} - ${variationName}`,
              stock: variationStock,
            }
          : line.variationId === null && line.productId !== null && productStock !== null
            ? { target: 'product' as const, id: line.productId, name: productName ?? '', stock: productStock }
            : null,
    })),
    shippingRefundedCents: refunded.shippingRefundedCents,
    refundable: refunded.refundable,
    withdrawal: withdrawal
      ? { requestedAt: withdrawal.requestedAt.toISOString(), confirmedAt: iso(withdrawal.confirmedAt) }
      : null,
    openReturns: Number(openReturns),
    payments: paymentRows.map((payment) => ({
      id: payment.id,
      provider: payment.provider,
      providerPaymentId: payment.providerPaymentId,
      method: payment.method,
      status: payment.status,
      amountCents: payment.amountCents,
      refundedCents: payment.refundedCents,
      createdAt: payment.createdAt.toISOString(),
      paidAt: iso(payment.paidAt),
      refunds: refundRows
        .filter(({ refund }) => refund.paymentId === payment.id)
        .map(({ refund, actorEmail }) => ({
          id: refund.id,
          amountCents: refund.amountCents,
          status: refund.status,
          createdAt: refund.createdAt.toISOString(),
          actor: actorEmail,
        })),
    })),
    history: historyRows.map(({ history, actorFirstName, actorLastName, actorEmail }) => ({
      id: history.id,
      fromStatus: history.fromStatus,
      toStatus: history.toStatus,
      actor: history.actor,
      actorName: actorEmail ? `${actorFirstName ?? ''} ${actorLastName ?? ''}`.trim() || actorEmail : null,
      note: history.note,
      createdAt: history.createdAt.toISOString(),
    })),
    actions: availableActions(found_.status),
  };
}
