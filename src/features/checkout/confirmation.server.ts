import { eq } from 'drizzle-orm';
import { trackingUrl } from '~/features/delivery/delivery';
import { methodLabel } from '~/features/delivery/delivery-labels';
import { recipientName } from '~/features/recipients/recipients';
import { recipientOfOrder } from '~/features/recipients/recipients.server';
import { expectedDeliveryDay } from '~/lib/delivery';
import { addressLines } from '~/lib/postal-address';
import { db } from '~/server/db';
import { orders, subscriptions } from '~/server/db/schema';

/** What the confirmation page repeats besides the lines: where it goes, how it was paid, when. */
export interface OrderConfirmation {
  name: string;
  addressLines: string[];
  paymentMethod: string | null;
  /** The delivery method's name, and the pickup point (name and address) when there is one. */
  deliveryMethod: string;
  deliveryLabel: string;
  pickupPointLines: string[] | null;
  /** The track-and-trace code once shipped, and PostNL's tracking page for it. */
  trackAndTrace: string | null;
  trackingUrl: string | null;
  /** Counted from the payment (or, while unpaid, from now): the shop's delivery promise. */
  expectedDelivery: Date;
  /** The subscription this order started (or renewed), once it runs: how often and when next. */
  subscription: { intervalWeeks: number; nextDate: string | null } | null;
}

/** Read by the order's unguessable public id, like the order summary of the same page. */
export async function findOrderConfirmation(publicId: string): Promise<OrderConfirmation | null> {
  if (!/^[0-9a-f-]{36}$/i.test(publicId)) return null;
  const [order] = await (await db())
    .select({
      id: orders.id,
      firstName: orders.firstName,
      lastName: orders.lastName,
      street: orders.street,
      streetNumber: orders.streetNumber,
      streetAddition: orders.streetAddition,
      postcode: orders.postcode,
      city: orders.city,
      paymentMethod: orders.paymentMethod,
      paidAt: orders.paidAt,
      deliveryMethod: orders.deliveryMethod,
      pickupPoint: orders.pickupPoint,
      trackAndTrace: orders.trackAndTrace,
      subscriptionStatus: subscriptions.status,
      intervalWeeks: subscriptions.intervalWeeks,
      nextPaymentDate: subscriptions.nextPaymentDate,
    })
    .from(orders)
    .leftJoin(subscriptions, eq(subscriptions.id, orders.subscriptionId))
    .where(eq(orders.publicId, publicId));
  if (!order) return null;
  // Ordered for someone else: the page shows where the parcel goes, the recipient.
  const deliverTo = (await recipientOfOrder(order.id)) ?? order;
  return {
    name: recipientName(deliverTo),
    addressLines: addressLines(deliverTo),
    paymentMethod: order.paymentMethod,
    deliveryMethod: order.deliveryMethod,
    deliveryLabel: methodLabel(order.deliveryMethod),
    pickupPointLines: order.pickupPoint
      ? [
          order.pickupPoint.name,
          order.pickupPoint.street,
          `${order.pickupPoint.postcode} ${order.pickupPoint.city}`,
        ]
      : null,
    trackAndTrace: order.trackAndTrace,
    trackingUrl: trackingUrl(order.trackAndTrace, deliverTo.postcode),
    expectedDelivery: expectedDeliveryDay(order.paidAt ?? new Date()),
    subscription:
      order.subscriptionStatus === 'active' && order.intervalWeeks
        ? { intervalWeeks: order.intervalWeeks, nextDate: order.nextPaymentDate }
        : null,
  };
}
