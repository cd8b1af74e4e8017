/*
 * The Omnibus rule (EU 2019/2161, CJEU C-330/23): a reduction is announced against the lowest price
 * of the 30 days before it, and is computed from that price. The history comes from price_changes
 * (every price a product or size has had, recorded by database triggers).
 */

export interface PriceChange {
  priceCents: number;
  changedAt: Date;
}

export const OMNIBUS_DAYS = 30;

/**
 * The lowest price in force during the `days` before `at`: the price that held at the start of
 * that window and every price set within it. Null when the product had no price before `at`.
 */
export function lowestPriceBefore(changes: PriceChange[], at: Date, days = OMNIBUS_DAYS): number | null {
  const start = at.getTime() - days * 86_400_000;
  const before = changes
    .filter((change) => change.changedAt.getTime() < at.getTime())
    .sort((a, b) => a.changedAt.getTime() - b.changedAt.getTime());
  if (before.length === 0) return null;
  const inForceAtStart = before.filter((change) => change.changedAt.getTime() <= start).at(-1);
  const within = before.filter((change) => change.changedAt.getTime() > start);
  const prices = [...(inForceAtStart ? [inForceAtStart] : []), ...within].map((change) => change.priceCents);
  return Math.min(...prices);
}

/** A reduction as the law lets it be announced: from the 30-day lowest price, in whole percents. */
export function announcedReduction(referenceCents: number, nowCents: number): number | null {
  if (nowCents >= referenceCents || referenceCents <= 0) return null;
  return Math.floor(((referenceCents - nowCents) * 100) / referenceCents);
}
