/** Texts of the checkout, delivery and invoices. */
export const checkout = {
  missingPaymentMethod: 'Kies een betaalmethode.',
  orderFailure: 'Er is een fout opgetreden bij het verwerken van je bestelling. Probeer het opnieuw.',
  noPaymentMethods: 'Geen betaalmethoden beschikbaar.',
  unnamedProduct: 'Product zonder naam',
  shippingFree: 'Gratis',
  addressNotFound: 'We konden dit adres niet vinden. Vul straat en plaats zelf in.',
  addressLookingUp: 'Adres zoeken...',
  emptyCart: 'Je winkelmand is leeg.',
  /** Method ids as the payment providers name them, for pages that show a stored order. */
  paymentMethodNames: {
    ideal: 'iDEAL',
    creditcard: 'Creditcard',
    bancontact: 'Bancontact',
    paypal: 'PayPal',
    applepay: 'Apple Pay',
    directdebit: 'SEPA-incasso',
  } as Record<string, string>,
  payWith: (method: string) => `Bestellen en betalen met ${method}`,
  subscribeWith: (method: string) => `Abonnement starten en betalen met ${method}`,
  toPayment: 'Ga naar betaling',
  emailHint: 'Hier sturen we de bevestiging van je bestelling naartoe.',
  noMethodYet: 'Nog niet gekozen',
  termsBefore: 'Door te bestellen ga je akkoord met onze ',
  termsLink: 'algemene voorwaarden',
  paymentNotStarted:
    'De betaling kon niet worden gestart. Kies een andere betaalmethode of probeer het later opnieuw.',
  unknownPaymentMethod: 'Deze betaalmethode bestaat niet. Kies een andere betaalmethode.',
  idempotencyReused:
    'Deze bestelling is al met een andere winkelmand geplaatst. Vernieuw de pagina en bestel opnieuw.',
  orderInProgress: 'Deze bestelling wordt al verwerkt.',
  alreadyPaid: 'Deze bestelling is al betaald.',
  pricesIncludeVat: 'Alle prijzen zijn inclusief btw.',
  toShop: 'Naar de winkel',
  summaryTitle: 'Bestellingsoverzicht',
} as const;

export const delivery = {
  promise: (day: string) => `Nu besteld, uiterlijk ${day} discreet bij je bezorgd.`,
  rule: (hour: number, days: number) =>
    `Op werkdagen vóór ${hour}.00 uur besteld en betaald: binnen ${days} werkdagen in huis.`,
  expected: (day: string) => `Uiterlijk ${day}`,
  discreet: 'Neutraal verpakt, zonder afzender op de doos.',
} as const;

export const invoices = {
  download: 'Factuur (pdf)',
  downloadCredit: 'Creditfactuur (pdf)',
  downloadUbl: 'E-factuur (UBL)',
  downloadCreditUbl: 'E-creditnota (UBL)',
  downloadFailed: 'De factuur kon niet worden opgehaald. Probeer het later opnieuw.',
  notFound: 'Deze factuur bestaat niet.',
  title: 'Factuur',
  creditTitle: 'Creditfactuur',
  number: 'Factuurnummer',
  date: 'Factuurdatum',
  deliveryDate: 'Leverdatum',
  /** Not shipped yet: the date of the advance payment, when the VAT became due. */
  prepaidDate: 'Vooruitbetaald op',
  attention: (name: string) => `t.a.v. ${name}`,
  poReference: 'Inkoopordernummer',
  orderNumber: 'Bestelnummer',
  creditsInvoice: 'Correctie op factuur',
  to: 'Factuur aan',
  columns: {
    description: 'Omschrijving',
    quantity: 'Aantal',
    unitNet: 'Prijs excl. btw',
    unitGross: 'Prijs incl. btw',
    vatRate: 'Btw',
    net: 'Bedrag excl. btw',
    total: 'Bedrag incl. btw',
  },
  shipping: 'Verzendkosten',
  creditLine: (rate: string) => `Gedeeltelijke terugbetaling (btw ${rate})`,
  vatHeading: 'Btw-specificatie',
  vatRow: (rate: string) => `Btw ${rate}`,
  vatOver: (amount: string) => `over ${amount}`,
  totalNet: 'Totaal excl. btw',
  totalVat: 'Totaal btw',
  totalGross: 'Totaal incl. btw',
  paid: 'Deze factuur is al betaald. Je hoeft niets meer over te maken.',
  refunded: 'Dit bedrag betalen we aan je terug via je oorspronkelijke betaalmethode.',
  kvk: 'KvK',
  pageOf: (page: number, pages: number) => `Pagina ${page} van ${pages}`,
  vatId: 'Btw-id',
  mailAttached: 'Je factuur zit als pdf bij deze e-mail.',
} as const;

/** "Zakelijk bestellen": a business buyer's details at checkout (decision 030). */
export const business = {
  title: 'Zakelijk bestellen',
  companyName: 'Bedrijfsnaam',
  kvk: 'KvK-nummer',
  vatId: 'Btw-id (niet verplicht)',
  poReference: 'Inkoopordernummer (niet verplicht)',
  companyNameRequired: 'Vul de bedrijfsnaam in.',
  kvkInvalid: 'Vul een KvK-nummer van 8 cijfers in.',
  vatIdInvalid: 'Vul een btw-id in zoals NL123456789B01.',
  poReferenceTooLong: 'Het inkoopordernummer is te lang (hoogstens 35 tekens).',
  staffKvk: (kvk: string) => `KvK ${kvk}`,
  staffVatId: (vatId: string) => `btw-id ${vatId}`,
  staffPo: (po: string) => `inkooporder ${po}`,
} as const;

export const orderPage = {
  titleDone: 'Bedankt voor je bestelling',
  titleOther: 'Je bestelling',
  thanks: 'Bedankt voor je bestelling!',
  paidBefore: 'We hebben je betaling ontvangen. Je bestelling ',
  paidAfter: ' wordt discreet verpakt verzonden. Je ontvangt een bevestiging per e-mail.',
  waitingTitle: 'We wachten op je betaling',
  waitingBody:
    'Zodra de bank de betaling bevestigt, zie je hier je bevestiging. Deze pagina ververst vanzelf.',
  checkAgain: 'Opnieuw controleren',
  unpaidTitle: 'Je bestelling is nog niet betaald',
  failed: {
    failed: 'De betaling is niet gelukt. Er is niets afgeschreven.',
    cancelled: 'De betaling is geannuleerd. Er is niets afgeschreven.',
    expired: 'De betaling is verlopen omdat hij niet op tijd is afgerond. Er is niets afgeschreven.',
  } as Record<string, string>,
  cannotPay: 'Deze bestelling kan niet meer worden betaald.',
  payAgain: 'Opnieuw betalen',
  address: 'Bezorgadres',
  /** A pickup order is not delivered to this address: it is the buyer's own. */
  buyerAddress: 'Je naam en adres',
  paymentMethod: 'Betaalmethode',
  expectedDelivery: 'Verwachte bezorging',
  overview: (number: string) => `Overzicht van bestelling ${number}`,
  linesCaption: 'Bestelde producten',
  product: 'Product',
  quantity: 'Aantal',
  amount: 'Bedrag',
  subtotal: 'Subtotaal',
  shipping: 'Verzendkosten',
  free: 'Gratis',
  total: 'Totaal',
  vat: 'Waarvan btw',
  continueShopping: 'Verder winkelen',
  /** Past payment: what happened to the order since (the refund mail's button opens this page). */
  after: {
    shipped: (number: string) => `Je bestelling ${number} is verzonden.`,
    delivered: (number: string) => `Je bestelling ${number} is bezorgd.`,
    refunded: (number: string) => `Je bestelling ${number} is terugbetaald.`,
    withdrawn: (number: string) => `Je hebt bestelling ${number} herroepen.`,
    cancelledRefunded: (number: string) => `Je bestelling ${number} is geannuleerd en terugbetaald.`,
  } as Record<string, (number: string) => string>,
  refundsTitle: 'Terugbetalingen',
  refundsCaption: 'Terugbetalingen van deze bestelling',
  refundDate: 'Datum',
  refundAmount: 'Bedrag',
  creditInvoice: 'Creditfactuur',
  noCreditInvoice: 'Geen',
  refundsNote:
    'We storten het bedrag terug op de rekening waarmee je hebt betaald. De creditfactuur zit als pdf bij de e-mail over de terugbetaling; heb je een account, dan vind je hem ook bij de bestelling in je account.',
} as const;

/** The built-in test provider's payment page (/betaling/test/{id}), as Mollie's test mode offers it. */
export const testPayment = {
  title: 'Testbetaling',
  notice: 'Testomgeving: er wordt geen echt geld afgeschreven.',
  amount: 'Bedrag',
  method: 'Betaalmethode',
  reference: 'Referentie',
  chooseOutcome: 'Kies de uitkomst van deze betaling',
  outcomes: { paid: 'Betaald', failed: 'Mislukt', canceled: 'Geannuleerd', expired: 'Verlopen' },
  alreadyDone: (outcome: string) => `Deze betaling is al afgerond (${outcome}).`,
} as const;
