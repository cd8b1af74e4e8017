import { methodLabel, pickupPointAddress } from '~/features/delivery/delivery-labels';
import { messages } from '~/lib/messages';
import { formatEuro } from '~/lib/money';
import { addressLines } from '~/lib/postal-address';
import type { orders } from '~/server/db/schema';
import { type RecipientAddress, recipientName } from '../recipients/recipients';
import { shippingLineLabel } from './delivery';

type Order = typeof orders.$inferSelect;

/**
 * The delivery lines of an order's mail: the method with its price, then where it goes (to the
 * recipient's name and address when the buyer ordered for someone else).
 */
export function deliveryDetails(order: Order, recipient: RecipientAddress | null = null): [string, string][] {
  const text = messages.deliveryChoice;
  const address = `${order.street} ${order.streetNumber}${order.streetAddition ? ` ${order.streetAddition}` : ''}, ${order.postcode} ${order.city}`;
  const price = order.shippingCents === 0 ? text.free : formatEuro(order.shippingCents);
  return [
    [text.method, methodLabel(order.deliveryMethod)],
    [shippingLineLabel(order.deliveryMethod), price],
    order.pickupPoint
      ? [text.pickupAt, `${order.pickupPoint.name}, ${pickupPointAddress(order.pickupPoint)}`]
      : recipient
        ? [
            messages.recipients.recipientLegend,
            `${recipientName(recipient)}, ${addressLines(recipient).join(', ')}`,
          ]
        : ['Bezorgadres', address],
  ];
}
