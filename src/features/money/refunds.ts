/*
 * What a refund gives back, in cents, beside the VAT rule (decision 019). A refund of packs of an
 * order line gives back their share of what the line cost after its discount; several refunds of
 * the same line add up to exactly what it cost, never a cent more. A free amount is split over the
 * VAT rates in proportion to what is left at each. Staff refunds, returns and credit invoices all
 * compute through here.
 */

/** An order line as a refund sees it: its packs and what they cost before and after its discount. */
export interface PaidLine {
  quantity: number;
  unitPriceCents: number;
  /** unitPriceCents x quantity, before the discount. */
  lineTotalCents: number;
  /** The line's part of the order's discount. */
  discountCents: number;
}

/** What a refund of some packs of a line gives back. */
export interface PacksRefund {
  /** The packs at their unit price (what the invoice charged for them before discount). */
  goodsCents: number;
  /** The part of the line's discount these packs carried (not given back). */
  discountCents: number;
  /** What goes back to the customer: goodsCents - discountCents. */
  grossCents: number;
}

/**
 * What the first `packs` packs of a line cost after its discount: their share, rounded down, so
 * a part never gives back more than was paid; every pack is the whole line.
 */
export function paidForPacks(line: PaidLine, packs: number): number {
  if (packs <= 0) return 0;
  const paid = line.lineTotalCents - line.discountCents;
  if (packs >= line.quantity) return paid;
  return Math.floor((paid * packs) / line.quantity);
}

/**
 * The refund of `packs` more packs of a line after `packsBefore` went back. Counted from the
 * line's start (the share of all packs refunded so far minus the share of those before), so the
 * refunds of a line add up to exactly what it cost, whatever their order and size.
 */
export function packsRefund(line: PaidLine, packsBefore: number, packs: number): PacksRefund {
  const grossCents = paidForPacks(line, packsBefore + packs) - paidForPacks(line, packsBefore);
  const goodsCents = line.unitPriceCents * packs;
  return { goodsCents, discountCents: goodsCents - grossCents, grossCents };
}

/**
 * `amountCents` split over parts in proportion to their gross (what is left at each VAT rate):
 * rounded down, the cents left over to the largest part. Parts of 0 get nothing.
 */
export function splitInProportion(parts: { grossCents: number }[], amountCents: number): number[] {
  const whole = parts.reduce((sum, part) => sum + part.grossCents, 0);
  if (whole <= 0) return parts.map(() => 0);
  const shares = parts.map((part) => Math.floor((amountCents * part.grossCents) / whole));
  const largest = shares.indexOf(Math.max(...shares));
  shares[largest]! += amountCents - shares.reduce((sum, share) => sum + share, 0);
  return shares;
}
