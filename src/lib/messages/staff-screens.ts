/** Texts of the staff screens' forms: order actions, stock counts, the statistics period. */
export const orderActions = {
  none: 'Er zijn geen acties meer mogelijk voor deze bestelling.',
  ship: 'Markeer als verzonden',
  shipped: 'De bestelling is verzonden en de klant heeft een e-mail gekregen.',
  trackAndTrace: 'Track-en-tracecode (niet verplicht)',
  trackAndTraceFormat: 'Gebruik alleen letters, cijfers en streepjes.',
  deliver: 'Markeer als bezorgd',
  delivered: 'De bestelling is bezorgd.',
  refund: 'Terugbetalen',
  refundAmountInvalid: 'Vul een bedrag in euro in, bijvoorbeeld 12,50.',
  refundAmountPositive: 'Vul een bedrag groter dan 0 in.',
  refunded: 'Het bedrag is terugbetaald.',
  reason: 'Reden (niet verplicht)',
  cancel: 'Annuleer bestelling',
  cancelPaidConfirm: 'Weet je het zeker? De klant krijgt het hele bedrag terug en de voorraad komt terug.',
  cancelConfirm: 'Weet je het zeker? De bestelling wordt geannuleerd.',
  cancelled: 'De bestelling is geannuleerd.',
  busy: 'Bezig...',
  confirm: (label: string) => `Ja, ${label.toLowerCase()}`,
  back: 'Nee, terug',
  /** An open withdrawal or return on the order: shown on the order and asked before shipping. */
  withdrawalAsked: (when: string) =>
    `De klant heeft op ${when} een link aangevraagd om deze bestelling te herroepen.`,
  withdrawn: (when: string) => `De klant heeft deze bestelling herroepen op ${when}.`,
  withdrawnUnshipped:
    'Herroepen voor verzending: de bestelling wordt automatisch geannuleerd en terugbetaald. Niet verzenden.',
  openReturns: (count: number) =>
    count === 1
      ? 'Er staat 1 retour open voor deze bestelling.'
      : `Er staan ${count} retouren open voor deze bestelling.`,
  shipDespite:
    'Let op: de klant wil deze bestelling herroepen of terugsturen. Weet je zeker dat je hem toch verzendt?',
} as const;

export const stockEditor = {
  stockOf: (name: string) => `Voorraad ${name}`,
  wholeNumber: 'Vul een heel aantal van 0 of meer in.',
  missing: 'Vul een aantal in.',
  notWhole: 'Vul een heel aantal in.',
  negative: 'Voorraad kan niet negatief zijn.',
  save: 'Opslaan',
  saving: 'Opslaan...',
  saved: 'Opgeslagen',
  soldOut: 'Uitverkocht',
  low: 'Bijna op',
} as const;

/** The statistics period: the API and the period picker check the same rules. */
export const statsPeriod = {
  invalidDate: 'Kies een geldige datum.',
  bothDates: 'Kies een begin- en een einddatum.',
  endBeforeStart: 'De einddatum ligt voor de begindatum.',
  tooLong: 'Kies een periode van hoogstens vijf jaar.',
} as const;

/** Answers of the checkout's endpoints outside the checkout module. */
export const orderEndpoints = {
  subscriptionElsewhere: 'Een abonnement wordt aangemaakt via /api/create-subscription.',
  postcodeInvalid: 'Vul een geldige postcode in, bijvoorbeeld 1012 JS.',
  houseNumberInvalid: 'Vul een geldig huisnummer in.',
  houseNumberRequired: 'Vul je huisnummer in: dat is verplicht.',
  addressNotFound: 'We konden dit adres niet vinden. Vul straat en plaats zelf in.',
} as const;

/** The page and article editor's checks and answers. */
export const editorForm = {
  saved: 'Opgeslagen. De pagina op de site is bijgewerkt.',
  saveFailed: 'Opslaan is niet gelukt. Probeer het opnieuw.',
  reservedSlug: 'Dit adres gebruikt de winkel zelf; kies een ander.',
  pageTitleMissing: 'Vul een paginatitel in.',
  titleMissing: 'Vul een titel in.',
  slugMissing: 'Vul een slug in.',
  slugFormat: 'Gebruik kleine letters, cijfers en streepjes.',
  pathFormat: 'Gebruik kleine letters, cijfers en streepjes, eventueel met / ertussen.',
  coverNotUploaded: 'Upload de omslagfoto eerst.',
  linkFormat: 'Gebruik een pad (/shop) of een http(s)-, mailto:- of tel:-link.',
  imageNotUploaded: 'Upload de afbeelding eerst; alleen een pad of http(s)-adres kan worden opgeslagen.',
  tooManyBlocks: (max: number) => `Maximaal ${max} blokken per pagina.`,
  duplicateBlockKey: 'Elk blok heeft een eigen sleutel nodig.',
  blockKeyFormat: 'Alleen letters, cijfers, - en _.',
  unknownBlockType: 'Onbekend bloktype.',
  tooLong: (max: number) => `Maximaal ${max} tekens.`,
  required: (label: string) => `${label} is verplicht.`,
  tooManyItems: (max: number) => `Maximaal ${max} items.`,
} as const;

/** The frame of the staff screens: title, sections, who is logged in. */
export const adminShell = {
  title: (brand: string) => `${brand} beheer`,
  nav: 'Beheer',
  orders: 'Bestellingen',
  products: 'Producten',
  stock: 'Voorraad',
  discounts: 'Kortingscodes',
  stats: 'Statistieken',
  accounting: 'Boekhouding',
  outbox: 'Uitgaande berichten',
  editor: "Pagina's bewerken",
  noAccessTitle: 'Geen toegang',
  toShop: 'Naar de winkel',
  logout: 'Uitloggen',
  role: (role: 'admin' | 'order_handler' | 'editor') =>
    role === 'admin' ? 'beheerder' : role === 'order_handler' ? 'orderafhandeling' : 'redactie',
} as const;

/** The statistics screen: key figures and the tables per payment method and per status. */
export const statsScreen = {
  keyFigures: 'Kerncijfers',
  revenueRule:
    'Omzet telt betaalde, verzonden en bezorgde bestellingen, na korting en min gedeeltelijke terugbetalingen; niet betaalde, geannuleerde en terugbetaalde niet.',
  previousPeriod: 'Vorige periode',
  thisPeriod: 'Deze periode',
  revenue: 'Omzet incl. btw',
  revenueExclVat: 'Omzet excl. btw',
  orders: 'Bestellingen',
  averageOrder: 'Gemiddelde bestelwaarde',
  newCustomers: 'Nieuwe klanten',
  newCustomersHint: 'Eerste betaalde bestelling in deze periode',
  repeatCustomers: 'Terugkerende klanten',
  repeatCustomersHint: 'Deel van de klanten dat al eerder bestelde',
  activeSubscriptions: 'Actieve abonnementen',
  activeSubscriptionsHint: 'Aan het eind van de periode',
  subscriptionMrr: 'Abonnementen per maand',
  subscriptionMrrHint: 'Terugkerende omzet per maand',
  cancelledSubscriptions: 'Opgezegde abonnementen',
  newsletterSignups: 'Aanmeldingen nieuwsbrief',
  newsletterSignupsHint: 'Bevestigd',
  paymentMethods: 'Betaalmethoden',
  paymentMethod: 'Betaalmethode',
  revenueShort: 'Omzet',
  share: 'Aandeel',
  ordersByStatus: 'Bestellingen per status',
  status: 'Status',
} as const;

/** One order on the staff screen: the customer panel. */
export const orderCustomer = {
  title: 'Klant en bezorgadres',
  hasAccount: 'Heeft een account',
  guest: 'Besteld zonder account',
  paymentMethod: 'Betaalmethode',
} as const;

export const statsPicker = {
  period: 'Periode',
  presets: { '7d': '7 dagen', '30d': '30 dagen', '12m': '12 maanden', custom: 'Eigen periode' },
  from: 'Van',
  to: 'Tot en met',
  show: 'Toon periode',
  comparedWith: (from: string, to: string, previousFrom: string, previousTo: string) =>
    `${from} t/m ${to}, vergeleken met ${previousFrom} t/m ${previousTo}`,
} as const;

export const statsRanking = {
  byRevenue: 'Op omzet',
  byUnits: 'Op aantal',
  units: 'Stuks',
  revenue: 'Omzet',
  none: 'Geen verkopen in deze periode.',
} as const;

export const ordersFilter = {
  searchLabel: 'Bestellingen zoeken',
  query: 'Zoek op bestelnummer, e-mail of naam',
  status: 'Status',
  allStatuses: 'Alle statussen',
  from: 'Besteld vanaf',
  to: 'Besteld tot en met',
  kind: 'Soort',
  allOrders: 'Alle bestellingen',
  subscriptions: 'Abonnementen',
  oneOff: 'Losse bestellingen',
  search: 'Zoeken',
  reset: 'Wis filters',
  exporting: 'Bezig met exporteren...',
  export: 'Exporteer als CSV',
} as const;

export const orderLines = {
  title: 'Producten',
  allOrders: '← Alle bestellingen',
  orderedOn: (when: string) => `Besteld op ${when}`,
  subscriptionEvery: (weeks: number | null) => (weeks ? `Abonnement, elke ${weeks} weken` : 'Abonnement'),
  paymentCreated: (provider: string, id: string, when: string) => `${provider} ${id}, aangemaakt ${when}`,
  paymentPaid: (when: string) => `, betaald ${when}`,
  refundLine: (amount: string, when: string, actor: string | null, status: string) =>
    `Terugbetaald: ${amount} op ${when}${actor ? ` door ${actor}` : ''} (${status})`,
  creditedHeading: 'Wat is terugbetaald',
  product: 'Product',
  quantity: 'Aantal',
  price: 'Prijs',
  total: 'Totaal',
  stockNow: 'Voorraad nu',
  discontinued: 'Niet meer in het assortiment',
  subtotal: 'Subtotaal',
  shipping: 'Verzendkosten',
  vat: 'Waarvan btw',
  refunded: 'Terugbetaald',
  payments: 'Betalingen',
  noPayment: 'Nog geen betaling.',
  /** The provider's payment states (Mollie's words) in Dutch: staff never read 'paid'. */
  paymentStatuses: {
    open: 'open',
    pending: 'in behandeling',
    authorized: 'geautoriseerd',
    paid: 'betaald',
    failed: 'mislukt',
    canceled: 'geannuleerd',
    expired: 'verlopen',
  } as Record<string, string>,
  refundStatuses: {
    queued: 'in de wachtrij',
    pending: 'in behandeling',
    processing: 'wordt verwerkt',
    refunded: 'terugbetaald',
    failed: 'mislukt',
    canceled: 'geannuleerd',
  } as Record<string, string>,
  history: 'Geschiedenis',
  actions: 'Acties',
  pages: "Pagina's",
  order: 'Bestelling',
  date: 'Datum',
  customer: 'Klant',
  status: 'Status',
  payment: 'Betaling',
  subscription: 'Abonnement',
  previousPage: 'Vorige',
  nextPage: 'Volgende',
  /** Which orders the page shows: "26–50 van 1.234", "26–50 van meer dan 10.000". */
  shownRange: (first: string, last: string, total: string, exact: boolean) =>
    `${first}–${last} van ${exact ? total : `meer dan ${total}`}`,
  /** Past the counted orders the list knows no number: it says so. */
  beyondCounted: (limit: string) => `Verder dan de eerste ${limit}`,
} as const;

export const statsCharts = {
  day: 'Dag',
  month: 'Maand',
  previous: 'Vorige periode',
  current: 'Deze periode',
  legend: 'Doorgetrokken lijn: deze periode. Stippellijn: vorige periode.',
  revenuePer: (unit: string) => `Omzet per ${unit.toLowerCase()}`,
  ordersPer: (unit: string) => `Bestellingen per ${unit.toLowerCase()}`,
  showTable: 'Toon als tabel',
  asTable: (title: string) => `${title} als tabel`,
  topProducts: 'Best verkochte producten',
  topCategories: 'Best verkochte categorieën',
  product: 'Product',
  category: 'Categorie',
} as const;

export const stockScreen = {
  title: 'Voorraad',
  search: 'Zoek product',
  caption: 'Voorraad per product en variant',
  onlyLow: (count: number) => `Alleen bijna op (${count})`,
  product: 'Product',
  variant: 'Variant',
  stock: 'Voorraad',
  none: 'Geen producten gevonden.',
  notForSale: '(niet te koop)',
  intro: (lowFrom: number) =>
    `Vul het getelde aantal in en kies Opslaan. Minder dan ${lowFrom} op voorraad is gemarkeerd als ‘Bijna op’. Elke wijziging wordt vastgelegd met wie en wanneer.`,
} as const;

export const editorScreen = {
  loading: 'Editor laden...',
  loadFailed: 'De editor kon niet worden geladen. Probeer het opnieuw.',
  editing: 'Bewerken:',
  togglePreview: (shown: boolean) => (shown ? 'Voorbeeld verbergen' : 'Voorbeeld tonen'),
  blocksTitle: (count: number) => `Componenten (${count})`,
  noBlocks: 'Nog geen componenten. Voeg er een toe.',
  moveUp: (label: string) => `${label} omhoog`,
  moveDown: (label: string) => `${label} omlaag`,
  removeItem: (label: string) => `${label} verwijderen`,
  remove: 'Verwijder',
  addItem: (label: string) => `${label} toevoegen`,
  uploadOnSave: 'Wordt geüpload bij opslaan.',
  filterOf: (label: string) => `Filter ${label.toLowerCase()}`,
  chosen: (count: number) => `Gekozen: ${count}`,
  title: 'Titel',
  slug: 'Slug',
  cover: 'Omslagfoto',
  published: 'Gepubliceerd (zichtbaar in de kennisbank)',
  unsaved: 'Niet opgeslagen wijzigingen',
  viewOnSite: 'Bekijk op de site',
  preview: 'Voorbeeld',
  updating: 'Bijwerken...',
  previewNote: 'Met de wijzigingen die nog niet zijn opgeslagen.',
  previewFailed: 'Het voorbeeld kon niet worden gemaakt.',
  previewFrame: 'Voorbeeld van de pagina zoals bezoekers die zien',
  listSummary: (pages: number, articles: number) => `Pagina's (${pages}) en artikelen (${articles})`,
  pages: "Pagina's",
  newPage: 'Nieuwe pagina',
  articles: 'Artikelen',
  newArticle: 'Nieuw artikel',
  draft: ' (concept)',
  pageDetails: 'Paginagegevens',
  excerpt: 'Korte samenvatting',
  dragToMove: 'Sleep om te verplaatsen',
  removeImage: 'Afbeelding verwijderen',
  filter: 'Filter...',
} as const;

/** The products screen's CSV import. */
export const productCsv = {
  title: 'Importeer producten en voorraad (CSV)',
  intro:
    'Kolommen zoals in de export: product_slug, variation_slug en stock zijn verplicht; lege cellen laten een waarde ongewijzigd. Eén afgekeurde regel en er wordt niets geïmporteerd.',
  file: 'CSV-bestand',
  chooseFile: 'Kies eerst een CSV-bestand.',
  importing: 'Bezig met importeren...',
  import: 'Importeren',
  imported: (lines: number, created: number, updated: number) =>
    `Geïmporteerd: ${lines} regels, ${created} nieuw, ${updated} bijgewerkt.`,
  line: (line: number) => `Regel ${line}:`,
} as const;

export const productsScreen = {
  title: 'Producten',
  intro:
    'Maak producten en maten aan, pas teksten, afbeeldingen en voorraad aan of haal een product uit de verkoop.',
  adminNote: 'Je bent beheerder: je kunt ook prijzen en btw wijzigen.',
  editorNote: 'Prijzen en btw wijzigt een beheerder.',
  search: 'Zoek product',
  newProduct: 'Nieuw product',
  editTitle: 'Product bewerken',
  exportCsv: 'Exporteer CSV',
  countStock: 'Voorraad tellen',
  product: 'Product',
  price: 'Prijs',
  sizes: 'Maten',
  stock: 'Voorraad',
  status: 'Status',
  none: 'Geen producten gevonden.',
  forSale: 'Te koop',
  notForSale: 'Niet te koop',
} as const;

export const productForm = {
  /** The numbered lists of spec section 3 (voordelen, specificaties, highlights) and the checklist. */
  lists: {
    usp: { legend: 'Voordelen', noun: 'Voordeel' },
    specs: { legend: 'Specificaties', noun: 'Specificatie' },
    highlights: { legend: 'Highlights', noun: 'Highlight' },
  },
  listLegend: (legend: string, count: number, max: number) => `${legend} (${count} van ${max})`,
  itemTitle: (noun: string, n: number) => `${noun} ${n}: titel`,
  itemBody: (noun: string, n: number) => `${noun} ${n}: tekst`,
  itemImage: (noun: string, n: number) => `${noun} ${n}: afbeelding of video (bestandsnaam)`,
  removeItem: (noun: string, n: number) => `${noun} ${n} verwijderen`,
  addItem: (noun: string) => `${noun} toevoegen`,
  marksLegend: 'Kenmerken (vinkjes)',
  marks: 'Kenmerken, één per regel',
  marksHint: 'Bijvoorbeeld: Ademend materiaal',
  imagesLegend: (count: number) => `Afbeeldingen (${count})`,
  imageAlt: (n: number) => `Alt-tekst afbeelding ${n}`,
  mainImage: ' (hoofdafbeelding)',
  imageEarlier: (n: number) => `Afbeelding ${n} naar voren`,
  imageLater: (n: number) => `Afbeelding ${n} naar achteren`,
  imageRemove: (n: number) => `Afbeelding ${n} verwijderen`,
  uploading: 'Bezig met uploaden...',
  textsLegend: 'Teksten en categorieën',
  shortDescription: 'Korte omschrijving',
  description: 'Omschrijving',
  categories: 'Categorieën',
  sizesLegend: (count: number) => `Maten (${count})`,
  sizesNote: 'Zonder maten heeft het product één voorraad; met maten telt de voorraad per maat.',
  sizeName: (n: number) => `Maat ${n}: naam`,
  sizeSlug: (n: number) => `Maat ${n}: slug`,
  sizePrice: (n: number) => `Maat ${n}: prijs (€)`,
  sizeStock: (n: number) => `Maat ${n}: voorraad`,
  sizeDimensions: (n: number) => `Maat ${n}: afmetingen`,
  sizeLetterbox: (n: number) => `Maat ${n}: past door de brievenbus`,
  sizeRemove: (n: number) => `Maat ${n} verwijderen`,
  unsaved: 'Je hebt wijzigingen die nog niet zijn opgeslagen.',
  savedWithoutSafety: (reason: string) =>
    `Het product is opgeslagen, maar fabrikant en veiligheid niet: ${reason} Kijk bij de meldingen in dat deel en kies opnieuw Opslaan.`,
  adminOnlyPrices: 'Alleen een beheerder wijzigt prijzen.',
  genders: { female: 'Vrouwen', male: 'Mannen', unisex: 'Vrouwen en mannen' },
  fixErrors: 'Niet alle velden zijn goed ingevuld; zie de meldingen bij de velden.',
  failed: 'Dat is niet gelukt. Probeer het opnieuw.',
  back: 'Terug naar alle producten',
  viewInShop: 'Bekijk in de winkel',
  product: 'Product',
  name: 'Naam',
  slug: 'Slug (adres: /product/slug)',
  slugHint: 'Een nieuwe slug stuurt het oude adres door.',
  price: 'Prijs (€, incl. btw)',
  vatRate: 'Btw-tarief',
  lowVat: '9% (incontinentiemateriaal)',
  inPackage: 'Stuks per verpakking',
  stock: 'Voorraad',
  gender: 'Voor wie',
  absorption: 'Absorptie (1 tot 8)',
  dimensions: 'Afmetingen',
  color: 'Productkleur',
  background: 'Achtergrondkleur (primary_color van de eerste afbeelding)',
  colorHint: 'Als #rrggbb; leeg laat het weg.',
  active: 'Te koop in de winkel',
  letterbox: 'Past door de brievenbus',
  busy: 'Bezig...',
  create: 'Product aanmaken',
  save: 'Opslaan',
  deactivate: 'Uit de verkoop halen',
  addImage: 'Afbeelding toevoegen',
  addSize: 'Maat toevoegen',
} as const;
