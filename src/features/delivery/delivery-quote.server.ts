import { messages } from '~/lib/messages';
import { unprocessable } from '~/server/http/errors';
import {
  type DeliveryChoice,
  type DeliveryLine,
  type DeliveryOption,
  deliveryOptions,
  letterboxRefusal,
  type PickupPointSnapshot,
  snapshotOf,
} from './delivery';
import { type DeliveryMethod, deliveryCents } from './delivery-price';
import { pickupPoints } from './pickup-points.server';

const text = messages.deliveryChoice;

/** The delivery of a priced order: its method, price and (for pickup) the point as chosen. */
export interface QuotedDelivery {
  method: DeliveryMethod;
  priceCents: number;
  pickupPoint: PickupPointSnapshot | null;
  /** Every method with its price for these goods and whether it can be chosen. */
  options: DeliveryOption[];
}

/**
 * Checks a delivery choice against the lines (422 with a Dutch reason when letterbox does
 * not fit or the pickup point is unknown) and gives the price rule priceOrder applies to
 * the goods amount. quoteOrder (checkout/quote.server.ts) is its one caller.
 */
export async function checkDelivery(
  choice: DeliveryChoice,
  lines: DeliveryLine[],
): Promise<{
  shipping: (goodsCents: number) => number;
  delivered: (goodsCents: number, priceCents: number) => QuotedDelivery;
}> {
  if (choice.method === 'letterbox') {
    const refusal = letterboxRefusal(lines);
    if (refusal) throw unprocessable({ 'delivery.method': [refusal] });
  }
  let pickupPoint: PickupPointSnapshot | null = null;
  if (choice.method === 'pickup') {
    const point = choice.pickupPointId ? await pickupPoints().byId(choice.pickupPointId) : null;
    if (!point) throw unprocessable({ 'delivery.pickup_point_id': [text.unknownPickupPoint] });
    pickupPoint = snapshotOf(point);
  }
  return {
    shipping: (goodsCents) => deliveryCents(choice.method, goodsCents),
    delivered: (goodsCents, priceCents) => ({
      method: choice.method,
      priceCents,
      pickupPoint,
      options: deliveryOptions(lines, goodsCents),
    }),
  };
}
