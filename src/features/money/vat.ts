/*
 * The shop's one VAT rule (docs/decisions/019-one-vat-rule.md). Prices include VAT; the VAT of a
 * document (checkout quote, order, invoice, credit invoice, e-invoice, VAT overview) is computed per
 * rate over everything the document charges at that rate, rounded once per rate to the cent, half
 * away from zero (so a credit mirrors its invoice). Every view that shows or books VAT takes it from
 * here; nothing else rounds VAT.
 */

/** Something charged at one VAT rate, VAT included (negative on a credit). */
export interface VatPart {
  grossCents: number;
  vatRateBasisPoints: number;
}

export interface VatRateTotal {
  rateBasisPoints: number;
  /** Everything charged at this rate, VAT included. */
  grossCents: number;
  vatCents: number;
  netCents: number;
}

/** VAT contained in an amount that includes it: 1090 at 9 % contains 90; -1090 contains -90. */
export function includedVat(grossCents: number, rateBasisPoints: number): number {
  const magnitude = Math.round((Math.abs(grossCents) * rateBasisPoints) / (10_000 + rateBasisPoints));
  return grossCents < 0 ? -magnitude : magnitude;
}

/** The VAT rows of a document: gross summed per rate, VAT rounded once per rate, by rate. */
export function vatPerRate(parts: VatPart[]): VatRateTotal[] {
  const grossPerRate = new Map<number, number>();
  for (const part of parts) {
    if (part.grossCents === 0) continue;
    grossPerRate.set(
      part.vatRateBasisPoints,
      (grossPerRate.get(part.vatRateBasisPoints) ?? 0) + part.grossCents,
    );
  }
  return [...grossPerRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rateBasisPoints, grossCents]) => {
      const vatCents = includedVat(grossCents, rateBasisPoints);
      return { rateBasisPoints, grossCents, vatCents, netCents: grossCents - vatCents };
    });
}

/** The net, VAT and gross of a document: the sums of its VAT rows. */
export function vatTotals(rows: VatRateTotal[]): { netCents: number; vatCents: number; grossCents: number } {
  return rows.reduce(
    (sum, row) => ({
      netCents: sum.netCents + row.netCents,
      vatCents: sum.vatCents + row.vatCents,
      grossCents: sum.grossCents + row.grossCents,
    }),
    { netCents: 0, vatCents: 0, grossCents: 0 },
  );
}

/**
 * Each part's share of its rate's VAT, so that the parts of one rate add up to that rate's row
 * exactly (largest remainder): what a line shows or an e-invoice line's net amount uses. `rows`
 * are the document's VAT rows when it has them (a last partial credit returns exactly the VAT left).
 */
export function allocateVat(parts: VatPart[], rows: VatRateTotal[] = vatPerRate(parts)): number[] {
  const shares = parts.map(() => 0);
  for (const row of rows) {
    const members = parts
      .map((part, index) => ({ part, index }))
      .filter(({ part }) => part.vatRateBasisPoints === row.rateBasisPoints && part.grossCents !== 0);
    // A rate whose parts cancel out (a line fully discounted) has no VAT to share.
    const exact = members.map(({ part }) =>
      row.grossCents === 0 ? 0 : (row.vatCents * part.grossCents) / row.grossCents,
    );
    members.forEach(({ index }, i) => {
      shares[index] = Math.trunc(exact[i]!);
    });
    let rest = row.vatCents - members.reduce((sum, { index }) => sum + shares[index]!, 0);
    const byRemainder = members
      .map(({ index }, i) => ({ index, remainder: Math.abs(exact[i]! - Math.trunc(exact[i]!)) }))
      .sort((a, b) => b.remainder - a.remainder);
    for (let i = 0; rest !== 0 && byRemainder.length > 0; i = (i + 1) % byRemainder.length) {
      const step = Math.sign(rest);
      shares[byRemainder[i]!.index]! += step;
      rest -= step;
    }
  }
  return shares;
}

/**
 * THE line-rounding rule: each part's net amount (its gross minus its share of its rate's VAT,
 * `allocateVat`), computed once when a document is issued and printed as it is by the PDF, the
 * e-invoice and the exports. The net amounts of one rate add up to that rate's taxable amount
 * (`row.netCents`) exactly, so a document never shows lines that disagree with its VAT base.
 */
export function netAmounts(parts: VatPart[], rows: VatRateTotal[] = vatPerRate(parts)): number[] {
  const vat = allocateVat(parts, rows);
  return parts.map((part, index) => part.grossCents - vat[index]!);
}

/**
 * The VAT rate shipping is charged at: the rate of the main part of the goods (the largest line
 * before discount, the first of equals). One parcel has one shipping rate.
 */
export function mainVatRate(lines: { lineTotalCents: number; vatRateBasisPoints: number }[]): number {
  return [...lines].sort((a, b) => b.lineTotalCents - a.lineTotalCents)[0]?.vatRateBasisPoints ?? 0;
}

/**
 * The VAT rows of a credit invoice that gives back `parts` (negative gross) of a document that
 * charged `charged`, after earlier credits `creditedBefore` (their rows summed per rate, negative).
 * A rate's VAT is what the rule gives for everything credited at that rate so far minus the VAT
 * credited before: rounding never adds up, the credits never return more VAT than was charged,
 * and the credit that gives back the rest of a rate returns exactly the VAT left.
 */
export function creditVatPerRate(
  charged: VatRateTotal[],
  creditedBefore: VatRateTotal[],
  parts: VatPart[],
): VatRateTotal[] {
  return vatPerRate(parts).map(({ rateBasisPoints, grossCents }) => {
    const row = charged.find((candidate) => candidate.rateBasisPoints === rateBasisPoints);
    const before = creditedBefore.find((candidate) => candidate.rateBasisPoints === rateBasisPoints);
    const creditedGross = -(before?.grossCents ?? 0) - grossCents;
    const creditedVat = -(before?.vatCents ?? 0);
    const vatLeft = (row?.vatCents ?? includedVat(creditedGross, rateBasisPoints)) - creditedVat;
    const vat =
      row && creditedGross >= row.grossCents
        ? vatLeft
        : Math.min(vatLeft, Math.max(0, includedVat(creditedGross, rateBasisPoints) - creditedVat));
    return { rateBasisPoints, grossCents, vatCents: -vat, netCents: grossCents + vat };
  });
}
