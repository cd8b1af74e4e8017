import { shippingCents } from '~/features/cart/cart';
import type { DeliveryOption, PickupPointSnapshot } from '~/features/delivery/delivery';
import type { DeliveryMethod } from '~/features/delivery/delivery-price';
import { allocateDiscount, type DiscountRule } from '~/features/discounts/discounts';
import { allocateVat, mainVatRate, vatPerRate, vatTotals } from '~/features/money/vat';

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
  const subtotalCents = totals.reduce((sum, total) => sum + total, 0);
  const discountCents = discounts.reduce((sum, discount) => sum + discount, 0);
  // The free-shipping threshold counts the goods after discount (decision record: discount codes).
  const shipping = (options.shipping ?? shippingCents)(subtotalCents - discountCents);
  const shippingRate = mainVatRate(lines.map((line, index) => ({ ...line, lineTotalCents: totals[index]! })));
  // VAT per rate over the whole order (decision 019); each line shows its share of its rate's VAT.
  const parts = [
    ...lines.map((line, index) => ({
      grossCents: totals[index]! - discounts[index]!,
      vatRateBasisPoints: line.vatRateBasisPoints,
    })),
    { grossCents: shipping, vatRateBasisPoints: shippingRate },
  ];
  const lineVat = allocateVat(parts);
  const priced = lines.map((line, index) => ({
    ...line,
    lineTotalCents: totals[index]!,
    discountCents: discounts[index]!,
    vatCents: lineVat[index]!,
  }));
  const { vatCents } = vatTotals(vatPerRate(parts));
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
