/** Texts of a staff refund by line, shipping or amount: the form, the server's answers, the order page. */
export const refunds = {
  // The server's answers (422/409), naming what to change.
  nothingChosen: 'Kies wat je terugbetaalt: een aantal bij een product, de verzendkosten of een bedrag.',
  unknownLine: 'Dit product hoort niet bij deze bestelling.',
  tooManyPacks: (name: string, left: number) =>
    left === 0
      ? `${name} is al helemaal terugbetaald.`
      : `Van ${name} kun je nog hoogstens ${left} terugbetalen.`,
  shippingDone: 'De verzendkosten zijn al terugbetaald.',
  noShipping: 'Voor deze bestelling zijn geen verzendkosten betaald.',
  rateUnknown: (rate: string) => `In deze bestelling is niets met ${rate} btw betaald.`,
  rateTooHigh: (rate: string, max: string) => `Met ${rate} btw kun je nog hoogstens ${max} terugbetalen.`,
  amountOrParts: 'Kies één bedrag, of producten, verzendkosten en bedragen per btw-tarief: niet allebei.',
  nothingPaid: 'Voor wat je hebt gekozen, heeft de klant niets betaald (de korting dekte alles).',
  // The form on the staff order page.
  linesLegend: 'Producten terugbetalen',
  packs: (name: string, left: number) => `Aantal ${name} (nog ${left})`,
  shipping: (amount: string) => `Verzendkosten terugbetalen (${amount})`,
  amountsLegend: 'Of een bedrag (gedeeltelijke terugbetaling)',
  amountAt: (rate: string, max: string) => `Bedrag in euro, ${rate} btw (hoogstens ${max})`,
  chooseAll: 'Kies alles wat nog open staat',
  total: (amount: string) => `Terug naar de klant: ${amount}`,
  confirm: (amount: string) => `Weet je het zeker? ${amount} gaat via de betaaldienst terug naar de klant.`,
  chooseSomething: 'Kies een aantal bij een product, de verzendkosten of vul een bedrag in.',
  packsInvalid: (name: string, left: number) =>
    `Vul bij ${name} een heel aantal van 0 tot en met ${left} in.`,
  // What the order page shows was given back.
  refundedColumn: 'Terugbetaald',
  refundedPacks: (packs: number, amount: string) => `${packs} × (${amount})`,
  shippingRefunded: 'Verzendkosten terugbetaald',
} as const;
