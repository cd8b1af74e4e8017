/** Money lives in integer cents everywhere; it becomes text only at the edge, in nl-NL. */
const euro = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' });

/** 1295 -> '€ 12,95' (with a no-break space, as nl-NL writes it). */
export function formatEuro(cents: number): string {
  return euro.format(cents / 100);
}

/** 1295 -> 12.95, for JSON fields the spec reads as a number of euros. */
export function centsToEuros(cents: number): number {
  return Math.round(cents) / 100;
}

/** The price of one piece of a package of `inPackage` (pads, briefs), rounded to whole cents. */
export function perPieceCents(packageCents: number, inPackage: number): number {
  return Math.round(packageCents / Math.max(1, inPackage));
}

/** 900 -> '9%', 2100 -> '21%' */
export function formatVatRate(rateBasisPoints: number): string {
  return `${(rateBasisPoints / 100).toLocaleString('nl-NL')}%`;
}
