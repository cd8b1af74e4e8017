import { type DeliveryChoice, HOME_DELIVERY } from '~/features/delivery/delivery';
import { methodLabel } from '~/features/delivery/delivery-labels';
import { checkDelivery, type QuotedDelivery } from '~/features/delivery/delivery-quote.server';
import { type AppliedDiscount, discountFor } from '~/features/discounts/discounts.server';
import type { Db, Tx } from '~/server/db';
import type { OrderLineRef } from './checkout';
import { type LineForOrder, resolveLines } from './order-lines.server';
import { type CheckoutQuote, type OrderTotals, priceOrder } from './pricing';

/** What an order is priced from: the lines as the caller names them (and later its choices). */
export interface QuoteRequest {
  lines: OrderLineRef[];
  /** How it is delivered; home delivery when left out. */
  delivery?: DeliveryChoice;
  /** A discount code to apply (upper-case), optional. */
  discountCode?: string | null;
  /** The customer for a code's per-customer limit ('user:1', 'email:...'), when known. */
  customerKey?: string | null;
}

export interface OrderQuote {
  lines: LineForOrder[];
  totals: OrderTotals;
  delivery: QuotedDelivery;
  /** The code that applies, or null (none asked, or refused: see discountError). */
  discount: AppliedDiscount | null;
  /** Why the code asked for does not apply (Dutch). */
  discountError: string | null;
}

/**
 * The one place an order is priced, from the database: the checkout's summary asks it
 * (POST /api/checkout/quote) and placing the order asks it again inside its transaction,
 * so what the shopper saw is what the order charges. Whatever changes a price (a delivery
 * choice, a discount code) is decided here, never in the browser.
 */
export async function quoteOrder(database: Db | Tx, request: QuoteRequest): Promise<OrderQuote> {
  const lines = await resolveLines(database, request.lines);
  const delivery = await checkDelivery(request.delivery ?? HOME_DELIVERY, lines);
  const outcome = request.discountCode
    ? await discountFor(database, {
        code: request.discountCode,
        lines,
        customerKey: request.customerKey ?? null,
      })
    : null;
  const discount = outcome?.applied ?? null;
  const totals = priceOrder(lines, {
    shipping: delivery.shipping,
    ...(discount ? { discount: { rule: discount.rule, eligible: discount.eligible } } : {}),
  });
  // Shipping is charged on the goods after the discount (decision 014); the options say the same.
  const goodsCents = totals.subtotalCents - totals.discountCents;
  return {
    lines,
    totals,
    delivery: delivery.delivered(goodsCents, totals.shippingCents),
    discount,
    discountError: outcome?.message ?? null,
  };
}

/** The quote as the browser reads it. */
export function checkoutQuoteOf({
  lines,
  totals,
  delivery,
  discount,
  discountError,
}: OrderQuote): CheckoutQuote {
  return {
    delivery_options: delivery.options,
    delivery: {
      method: delivery.method,
      label: methodLabel(delivery.method),
      price_cents: delivery.priceCents,
      pickup_point: delivery.pickupPoint,
    },
    subtotal_cents: totals.subtotalCents,
    discount_cents: totals.discountCents,
    ...(discount ? { discount: { code: discount.code, description: discount.description } } : {}),
    ...(discountError ? { discount_error: discountError } : {}),
    shipping_cents: totals.shippingCents,
    vat_cents: totals.vatCents,
    total_cents: totals.totalCents,
    lines: lines.map((line, index) => ({
      product_id: line.productId,
      product_variation_id: line.variationId,
      unit_price_cents: line.unitPriceCents,
      quantity: line.quantity,
      line_total_cents: totals.lines[index]!.lineTotalCents,
    })),
  };
}
