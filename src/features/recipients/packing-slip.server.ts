import { asc, eq } from 'drizzle-orm';
import { pickupPointAddress } from '~/features/delivery/delivery-labels';
import { messages } from '~/lib/messages';
import { addressLines } from '~/lib/postal-address';
import { db } from '~/server/db';
import { orderLines, orders } from '~/server/db/schema';
import { found } from '~/server/http/errors';
import type { PackingSlip } from './packing-slip';
import { recipientName } from './recipients';
import { recipientOfOrder } from './recipients.server';

/**
 * What goes in the parcel: who it is for and what is in it, never a price (an order for
 * someone else is a gift of care; the buyer's invoice goes by e-mail to the buyer).
 */
export async function packingSlipOf(number: string): Promise<PackingSlip> {
  const database = await db();
  const [order] = await database.select().from(orders).where(eq(orders.number, number));
  const found_ = found(order, messages.admin.orderNotFound);
  const [recipient, lines] = await Promise.all([
    recipientOfOrder(found_.id),
    database
      .select({
        productName: orderLines.productName,
        variationName: orderLines.variationName,
        quantity: orderLines.quantity,
      })
      .from(orderLines)
      .where(eq(orderLines.orderId, found_.id))
      .orderBy(asc(orderLines.id)),
  ]);
  const deliverTo = recipient ?? found_;
  return {
    number: found_.number,
    forSomeoneElse: recipient !== null,
    name: recipientName(deliverTo),
    addressLines: addressLines(deliverTo),
    pickupPoint: found_.pickupPoint
      ? `${found_.pickupPoint.name}, ${pickupPointAddress(found_.pickupPoint)}`
      : null,
    lines: lines.map((line) => ({
      name: line.variationName ? `${line.productName} - ${line.variationName}` : line.productName,
      quantity: line.quantity,
    })),
  };
}
