import { shippingCents } from '~/features/cart/cart';
import type { DeliveryMethod, DeliveryOption, PickupPointSnapshot } from '~/features/delivery/delivery';
import { allocateDiscount, type DiscountRule } from '~/features/discounts/discounts';

/*
 * The one price calculation of an order, from database prices (quote.server.ts feeds it), and the
 * quote as the browser reads it. Isomorphic: the invoice and the account's subscription view use
 * the same rules.
 */

export interface PricedLine {
  unitPriceCents: number;
  quantity: number;
  vatRateBasisPoints: number;
}

export interface OrderTotals {
  /** The goods before discount. */
  subtotalCents: number;
  /** What a discount code took off the goods (0 without one). */
  discountCents: number;
  shippingCents: number;
  /** VAT contained in the total (prices include VAT); shipping carries the rate of the goods. */
  vatCents: number;
  totalCents: number;
  /** lineTotalCents before discount; discountCents its part of the discount; vatCents after it. */
  lines: (PricedLine & { lineTotalCents: number; discountCents: number; vatCents: number })[];
}

/** VAT contained in a price that includes it: 1090 at 9 % contains 90. */
export function includedVat(grossCents: number, rateBasisPoints: number): number {
  return Math.round((grossCents * rateBasisPoints) / (10_000 + rateBasisPoints));
}

/**
 * The VAT rate shipping is charged at: the rate of the main part of the goods (the
 * largest line). The checkout and the invoice both use it, so they agree.
 */
export function mainVatRate(lines: { lineTotalCents: number; vatRateBasisPoints: number }[]): number {
  return [...lines].sort((a, b) => b.lineTotalCents - a.lineTotalCents)[0]?.vatRateBasisPoints ?? 0;
}

/**
 * What changes an order's price besides its lines, each decided on the server by its own
 * domain and passed in by quoteOrder (quote.server.ts).
 */
export interface PriceOptions {
  /** Shipping for the goods amount: the delivery's price rule (default: the one shipping rule). */
  shipping?: (goodsCents: number) => number;
  /** A discount code's rule and, per line (same order), whether the code covers it (discounts.server.ts). */
  discount?: { rule: DiscountRule; eligible: boolean[] };
}

/**
 * The one price calculation of an order (server side, from database prices).
 * Shipping follows the main VAT rate of the goods (the rate of the largest part).
 */
export function priceOrder(lines: PricedLine[], options: PriceOptions = {}): OrderTotals {
  const totals = lines.map((line) => line.unitPriceCents * line.quantity);
  const discounts = options.discount
    ? allocateDiscount(
        totals.map((lineTotalCents, index) => ({
          lineTotalCents,
          eligible: options.discount!.eligible[index] ?? false,
        })),
        options.discount.rule,
      )
    : totals.map(() => 0);
  const priced = lines.map((line, index) => ({
    ...line,
    lineTotalCents: totals[index]!,
    discountCents: discounts[index]!,
    vatCents: includedVat(totals[index]! - discounts[index]!, line.vatRateBasisPoints),
  }));
  const subtotalCents = priced.reduce((sum, line) => sum + line.lineTotalCents, 0);
  const discountCents = priced.reduce((sum, line) => sum + line.discountCents, 0);
  // The free-shipping threshold counts the goods after discount (decision record: discount codes).
  const shipping = (options.shipping ?? shippingCents)(subtotalCents - discountCents);
  const vatCents =
    priced.reduce((sum, line) => sum + line.vatCents, 0) + includedVat(shipping, mainVatRate(priced));
  return {
    subtotalCents,
    discountCents,
    shippingCents: shipping,
    vatCents,
    totalCents: subtotalCents - discountCents + shipping,
    lines: priced,
  };
}

/** The checkout's priced cart as the server answers it (POST /api/checkout/quote). Client-safe. */
export interface CheckoutQuote {
  /** Every delivery method with its price for this cart and whether it can be chosen. */
  delivery_options: DeliveryOption[];
  /** The chosen delivery as priced (shipping_cents is its price). */
  delivery: {
    method: DeliveryMethod;
    label: string;
    price_cents: number;
    pickup_point: PickupPointSnapshot | null;
  };
  subtotal_cents: number;
  /** What the discount code takes off (0 without one). */
  discount_cents: number;
  /** The applied code and its summary line; absent without a code or when it was refused. */
  discount?: { code: string; description: string };
  /** Why the code asked for does not apply (Dutch, for the shopper). */
  discount_error?: string;
  shipping_cents: number;
  vat_cents: number;
  total_cents: number;
  lines: {
    product_id: number;
    product_variation_id: number | null;
    unit_price_cents: number;
    quantity: number;
    line_total_cents: number;
  }[];
}
