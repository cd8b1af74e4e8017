import { and, eq, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { NewOrder, ResolvedLineKey } from '~/features/checkout/checkout';
import { deliveryChoiceOf, deliveryChoiceSchema } from '~/features/delivery/delivery';
import { todayInNetherlands } from '~/lib/dates';
import { type Db, db, type Tx } from '~/server/db';
import { orders, subscriptionEvents, subscriptions } from '~/server/db/schema';
import { log } from '~/server/log';
import { addWeeks, type SubscriptionNotice } from './subscriptions';

declare module '~/server/feature-types' {
  interface FeatureTypes {
    /** What the subscription.notice event tells a subscription's customer. */
    subscriptionNotice: SubscriptionNotice;
  }
}

export type Subscription = typeof subscriptions.$inferSelect;

/**
 * What a renewal repeats: the first order's customer, address, method and resolved lines
 * (never prices). Stored as JSON in the shape of the browser's submission (older rows
 * too), and checked with this schema whenever it is read: a damaged template fails that
 * renewal with a clear reason instead of ordering something else.
 */
export const subscriptionTemplateSchema = z.object({
  customer: z.object({
    email: z.string().min(1),
    first_name: z.string().min(1),
    last_name: z.string().min(1),
  }),
  address: z.object({
    street: z.string().min(1),
    street_number: z.union([z.string(), z.number()]).transform(String),
    street_addition: z
      .string()
      .nullish()
      .transform((value) => value || null),
    postcode: z.string().min(1),
    city: z.string().min(1),
    country: z.string().default('Nederland'),
  }),
  payment_method: z.string().min(1),
  /** Ordered for someone else (decision 024): where each renewal goes; the buyer stays in `customer`. */
  recipient: z
    .object({
      first_name: z.string().min(1),
      last_name: z.string().min(1),
      street: z.string().min(1),
      street_number: z.string().min(1),
      street_addition: z.string().nullable(),
      postcode: z.string().min(1),
      city: z.string().min(1),
      country: z.string().default('Nederland'),
    })
    .nullish(),
  /** Templates made before delivery choices have none: home delivery. */
  delivery: deliveryChoiceSchema.nullish(),
  lineItems: z
    .array(
      z.object({
        id: z.number().int().positive(),
        product_id: z.number().int().positive().nullish(),
        product_variation_id: z.number().int().positive().nullish(),
        quantity: z.number().int().min(1),
      }),
    )
    .min(1),
});
export type SubscriptionTemplate = z.infer<typeof subscriptionTemplateSchema>;

/** The template of a new subscription: the order as placed, its lines as the server resolved them. */
export function templateOf(order: NewOrder, lines: ResolvedLineKey[]): SubscriptionTemplate {
  return {
    customer: {
      email: order.customer.email,
      first_name: order.customer.firstName,
      last_name: order.customer.lastName,
    },
    address: {
      street: order.address.street,
      street_number: order.address.streetNumber,
      street_addition: order.address.streetAddition,
      postcode: order.address.postcode,
      city: order.address.city,
      country: order.address.country,
    },
    payment_method: order.paymentMethod,
    recipient: order.recipient
      ? {
          first_name: order.recipient.firstName,
          last_name: order.recipient.lastName,
          street: order.recipient.street,
          street_number: order.recipient.streetNumber,
          street_addition: order.recipient.streetAddition,
          postcode: order.recipient.postcode,
          city: order.recipient.city,
          country: order.recipient.country,
        }
      : null,
    delivery: order.delivery
      ? { method: order.delivery.method, pickup_point_id: order.delivery.pickupPointId }
      : null,
    lineItems: lines.map((line) => ({
      id: line.variationId ?? line.productId,
      product_id: line.productId,
      product_variation_id: line.variationId,
      quantity: line.quantity,
    })),
  };
}

/** The order a renewal places, from the stored template (throws when the template is damaged). */
export function renewalOrderOf(subscription: Subscription): NewOrder {
  const parsed = subscriptionTemplateSchema.safeParse(subscription.template);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => issue.path.join('.') || '(template)');
    throw new Error(
      `the stored order of subscription ${subscription.publicId} is damaged: ${fields.join(', ')}`,
    );
  }
  const template = parsed.data;
  return {
    customer: {
      email: template.customer.email,
      firstName: template.customer.first_name,
      lastName: template.customer.last_name,
    },
    address: {
      street: template.address.street,
      streetNumber: template.address.street_number,
      streetAddition: template.address.street_addition,
      postcode: template.address.postcode,
      city: template.address.city,
      country: template.address.country,
    },
    paymentMethod: template.payment_method,
    recipient: template.recipient
      ? {
          firstName: template.recipient.first_name,
          lastName: template.recipient.last_name,
          street: template.recipient.street,
          streetNumber: template.recipient.street_number,
          streetAddition: template.recipient.street_addition,
          postcode: template.recipient.postcode,
          city: template.recipient.city,
          country: template.recipient.country,
        }
      : null,
    delivery: deliveryChoiceOf(template.delivery),
    lines: template.lineItems.map((line) => ({
      id: line.id,
      productId: line.product_id ?? null,
      variationId: line.product_variation_id ?? null,
      quantity: line.quantity,
    })),
  };
}

/** Opens a subscription for a new first order (pending until its first payment is paid). */
export async function openSubscription(
  tx: Tx,
  input: {
    orderId: number;
    userId: number | null;
    order: NewOrder;
    lines: ResolvedLineKey[];
    intervalWeeks: number;
    provider: string;
  },
): Promise<Subscription> {
  const [subscription] = await tx
    .insert(subscriptions)
    .values({
      userId: input.userId,
      email: input.order.customer.email.toLowerCase(),
      intervalWeeks: input.intervalWeeks,
      template: templateOf(input.order, input.lines),
      paymentProvider: input.provider,
      paymentMethod: input.order.paymentMethod,
    })
    .returning();
  await tx.update(orders).set({ subscriptionId: subscription!.id }).where(eq(orders.id, input.orderId));
  return subscription!;
}

/**
 * The first payment of a subscription was paid: the mandate is stored and the subscription
 * becomes active with its next date one interval ahead. Replays change nothing.
 */
export async function activateSubscription(
  tx: Tx,
  subscriptionId: number,
  mandateId: string | null,
  now = new Date(),
): Promise<boolean> {
  const activated = await tx
    .update(subscriptions)
    .set({
      status: 'active',
      activatedAt: now,
      providerMandateId: mandateId,
      nextPaymentDate: sql`(${todayInNetherlands(now)}::date + (${subscriptions.intervalWeeks} * 7))`,
    })
    .where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.status, 'pending')))
    .returning({ id: subscriptions.id });
  return activated.length > 0;
}

/** Subscriptions whose next delivery is due on `today` or before. */
export async function dueSubscriptions(today: string): Promise<Subscription[]> {
  return (await db())
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.status, 'active'), lte(subscriptions.nextPaymentDate, today)));
}

/**
 * Moves the next date one interval on, only if it is still `due` (two runs never both move it).
 * A renewal ordered late (it waited for stock) counts the interval from the day it was ordered.
 */
export async function advanceSubscription(
  subscription: Subscription,
  due: string,
  today: string = due,
): Promise<boolean> {
  const [moved] = await (await db())
    .update(subscriptions)
    .set({ nextPaymentDate: addWeeks(due < today ? today : due, subscription.intervalWeeks) })
    .where(and(eq(subscriptions.id, subscription.id), eq(subscriptions.nextPaymentDate, due)))
    .returning({ id: subscriptions.id });
  if (!moved) log.info('subscription renewal already handled', { subscriptionId: subscription.id, due });
  return Boolean(moved);
}

/** Who changed a subscription: kept with every change (subscription_events). */
export interface SubscriptionActor {
  actor: 'customer' | 'system' | 'webhook' | 'staff';
  userId?: number | null;
}

/** Records one change of a subscription (the customer's history and staff's audit trail). */
export async function noteSubscriptionEvent(
  database: Db | Tx,
  subscriptionId: number,
  by: SubscriptionActor,
  kind: string,
  details: Record<string, unknown> = {},
): Promise<void> {
  await database.insert(subscriptionEvents).values({
    subscriptionId,
    actor: by.actor,
    actorUserId: by.userId ?? null,
    kind,
    details,
  });
}
