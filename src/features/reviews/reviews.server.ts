import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { messages } from '~/lib/messages';
import { hashToken, newToken } from '~/server/auth/session.server';
import { db, type Tx } from '~/server/db';
import { preparedPerDatabase } from '~/server/db/prepared';
import {
  orderLines,
  orders,
  productReviews,
  products,
  returnRequests,
  reviewInvitations,
} from '~/server/db/schema';
import { conflict, notFound, unprocessable } from '~/server/http/errors';
import { authorNameOf, type ReviewSubmission, ratingSummary, type ShownReview } from './reviews';

const text = messages.reviews;

/**
 * Creates the review invitation of a delivered order, once: answers the plain token for the
 * mail, or null when the order is not delivered or was invited before (a repeat sends nothing).
 */
export async function createReviewInvitation(tx: Tx, orderId: number): Promise<string | null> {
  const [order] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  if (order?.status !== 'delivered') return null;
  const token = newToken();
  const inserted = await tx
    .insert(reviewInvitations)
    .values({ orderId, tokenHash: hashToken(token) })
    .onConflictDoNothing({ target: reviewInvitations.orderId })
    .returning({ id: reviewInvitations.id });
  return inserted.length > 0 ? token : null;
}

/** What the review page of a token shows: the order and each of its products, reviewed or not. */
export interface ReviewableOrder {
  orderId: number;
  number: string;
  firstName: string;
  lastName: string;
  products: { id: number; name: string; reviewed: boolean }[];
}

/** The order behind an invitation token, if it is still delivered (a refunded order is not). */
export async function reviewableOrder(token: string): Promise<ReviewableOrder | null> {
  if (!token || token.length > 100) return null;
  const database = await db();
  const [order] = await database
    .select({
      orderId: orders.id,
      number: orders.number,
      firstName: orders.firstName,
      lastName: orders.lastName,
      status: orders.status,
    })
    .from(reviewInvitations)
    .innerJoin(orders, eq(orders.id, reviewInvitations.orderId))
    .where(eq(reviewInvitations.tokenHash, hashToken(token)));
  if (!order) return null;
  if (order.status !== 'delivered') return null;
  const lines = await database
    .selectDistinct({ id: products.id, name: products.name })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.productId))
    .where(and(eq(orderLines.orderId, order.orderId), isNotNull(orderLines.productId)))
    .orderBy(asc(products.name));
  const reviewed = new Set(
    (
      await database
        .select({ productId: productReviews.productId })
        .from(productReviews)
        .where(eq(productReviews.orderId, order.orderId))
    ).map((row) => row.productId),
  );
  return {
    orderId: order.orderId,
    number: order.number,
    firstName: order.firstName,
    lastName: order.lastName,
    products: lines.map((line) => ({ ...line, reviewed: reviewed.has(line.id) })),
  };
}

/**
 * Saves a buyer's review for staff to decide on. Only with a valid invitation, only for a
 * product of that order, once per order and product.
 */
export async function submitReview(token: string, input: ReviewSubmission): Promise<void> {
  const order = await reviewableOrder(token);
  if (!order) throw notFound(text.invalidLink);
  const product = order.products.find((candidate) => candidate.id === input.product_id);
  if (!product) throw unprocessable({ product_id: [text.notBought] }, text.notBought);
  if (product.reviewed) throw conflict(text.alreadyReviewed);
  const inserted = await (await db())
    .insert(productReviews)
    .values({
      productId: product.id,
      orderId: order.orderId,
      rating: input.rating,
      body: input.body,
      authorName: authorNameOf(order.firstName, order.lastName),
    })
    .onConflictDoNothing()
    .returning({ id: productReviews.id });
  if (inserted.length === 0) throw conflict(text.alreadyReviewed);
}

/** Read by every product page miss: built once, sent as a prepared statement. */
const approvedReviewRows = preparedPerDatabase((database) =>
  database
    .select({
      id: productReviews.id,
      rating: productReviews.rating,
      body: productReviews.body,
      author: productReviews.authorName,
      createdAt: productReviews.createdAt,
      // The order's packs of this product all sent back unopened (return requests per line).
      returnedUnopened: sql<boolean>`(
        select coalesce(sum(rr.quantity), 0) >= sum(ol.quantity) and count(rr.id) > 0
        from ${orderLines} ol left join ${returnRequests} rr on rr.order_line_id = ol.id
        where ol.order_id = "product_reviews"."order_id" and ol.product_id = "product_reviews"."product_id"
      )`,
    })
    .from(productReviews)
    .where(
      and(eq(productReviews.productId, sql.placeholder('productId')), eq(productReviews.status, 'approved')),
    )
    .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
    .prepare('approved_reviews'),
);

/** A product's approved reviews, newest first, with their count and average (null: none yet). */
export async function approvedReviews(
  productId: number,
): Promise<{ reviews: ShownReview[]; summary: ReturnType<typeof ratingSummary> }> {
  const rows = await approvedReviewRows(await db()).execute({ productId });
  const reviews = rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    returnedUnopened: Boolean(row.returnedUnopened),
  }));
  return { reviews, summary: ratingSummary(rows.map((row) => row.rating)) };
}
