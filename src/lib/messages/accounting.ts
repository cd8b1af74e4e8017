/** Texts of the accountant's screen (/admin/boekhouding) and its exports. */
export const accounting = {
  title: 'Boekhouding',
  intro:
    'De btw-aangifte per maand of kwartaal, en alle facturen en creditfacturen van een periode als UBL-bestanden en journaal, klaar om in te lezen in Moneybird, e-Boekhouden of Exact.',
  periodLabel: 'Periode',
  periodFormat: 'Kies een maand (2026-11) of kwartaal (2026-Q4).',
  periodKindMonth: 'Maand',
  periodKindQuarter: 'Kwartaal',
  overviewHeading: (period: string) => `Btw-overzicht ${period}`,
  overviewCaption:
    'Omzet en btw per rubriek van de aangifte omzetbelasting; terugbetalingen tellen in de periode waarin ze zijn terugbetaald.',
  columns: {
    rubric: 'Rubriek',
    description: 'Omschrijving',
    turnover: 'Omzet excl. btw',
    vat: 'Btw',
    refunded: 'Waarvan terugbetaald (excl. btw)',
  },
  rubricNames: {
    '1a': 'Leveringen belast met hoog tarief (21%)',
    '1b': 'Leveringen belast met laag tarief (9%)',
  } as Record<string, string>,
  total: 'Totaal',
  documents: (invoices: number, credits: number) =>
    `${invoices} ${invoices === 1 ? 'factuur' : 'facturen'} en ${credits} ${credits === 1 ? 'creditfactuur' : 'creditfacturen'} in deze periode.`,
  exportButton: 'Exporteer periode (zip)',
  overviewCsvButton: 'Btw-overzicht (csv)',
  exportFailed: 'De export kon niet worden gemaakt. Probeer het later opnieuw.',
  kindInvoice: 'factuur',
  kindCredit: 'creditfactuur',
  csv: {
    date: 'Datum',
    number: 'Nummer',
    kind: 'Soort',
    orderNumber: 'Bestelnummer',
    customer: 'Klant',
    netAt: (rate: number) => `Netto ${rate}%`,
    vatAt: (rate: number) => `Btw ${rate}%`,
    gross: 'Bruto',
    paymentMethod: 'Betaalmethode',
    paymentReference: 'Betaalreferentie',
    period: 'Periode',
    rubric: 'Rubriek',
    rate: 'Tarief',
    // The overview's turnover and VAT already have the period's refunds deducted: the headers say so.
    turnover: 'Omzet excl. btw, na terugbetalingen',
    vat: 'Btw, na terugbetalingen',
    refundedNet: 'Terugbetaald excl. btw',
    refundedVat: 'Terugbetaalde btw',
    total: 'Totaal',
  },
} as const;
