import { shipping } from '~/config/shop';

// Apart from delivery.ts: the cart's scripts on every shop page need the rule without that
// module's schema and texts (decision 015).

/** How an order reaches the shopper. Home delivery is the default (a submission without a choice). */
export const DELIVERY_METHODS = ['home', 'letterbox', 'pickup'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

/**
 * THE shipping rule: what a delivery method costs for the goods amount it is given (after any
 * discount). Every method is free from the free-shipping amount. Only the server's price
 * calculation (priceOrder through quoteOrder) decides with it; the browser shows its answer.
 */
export function deliveryCents(method: DeliveryMethod, goodsCents: number): number {
  return goodsCents >= shipping.freeFromCents ? 0 : shipping.methodCents[method];
}

/**
 * The shop's standard delivery (home delivery, the default) at this goods amount: what the
 * withdrawal of a whole order gives back of the shipping, at most what was charged (BW 6:230s;
 * Directive 2011/83 art. 13: an extra the shopper chose for a costlier method stays; decision 025).
 */
export function standardDeliveryCents(goodsCents: number): number {
  return deliveryCents('home', goodsCents);
}
