import { eq } from 'drizzle-orm';
import { expectedDeliveryDay } from '~/lib/delivery';
import { db } from '~/server/db';
import { orders } from '~/server/db/schema';

/** What the confirmation page repeats besides the lines: where it goes, how it was paid, when. */
export interface OrderConfirmation {
  name: string;
  addressLines: string[];
  paymentMethod: string | null;
  /** Counted from the payment (or, while unpaid, from now): the shop's delivery promise. */
  expectedDelivery: Date;
}

/** Read by the order's unguessable public id, like the order summary of the same page. */
export async function findOrderConfirmation(publicId: string): Promise<OrderConfirmation | null> {
  if (!/^[0-9a-f-]{36}$/i.test(publicId)) return null;
  const [order] = await (await db())
    .select({
      firstName: orders.firstName,
      lastName: orders.lastName,
      street: orders.street,
      streetNumber: orders.streetNumber,
      streetAddition: orders.streetAddition,
      postcode: orders.postcode,
      city: orders.city,
      paymentMethod: orders.paymentMethod,
      paidAt: orders.paidAt,
    })
    .from(orders)
    .where(eq(orders.publicId, publicId));
  if (!order) return null;
  const house = [order.streetNumber, order.streetAddition].filter(Boolean).join(' ');
  return {
    name: `${order.firstName} ${order.lastName}`,
    addressLines: [`${order.street} ${house}`, `${order.postcode} ${order.city}`],
    paymentMethod: order.paymentMethod,
    expectedDelivery: expectedDeliveryDay(order.paidAt ?? new Date()),
  };
}
