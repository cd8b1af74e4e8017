/** Texts of the shop front: API errors, forms, catalogue, search, content pages, contact, media. */
export const api = {
  badRequest: 'Het verzoek kon niet worden verwerkt.',
  malformedJson: 'Het verzoek bevat geen geldige JSON.',
  invalid: 'De gegevens zijn niet geldig.',
  unauthorized: 'Je bent niet ingelogd.',
  forbidden: 'Je hebt geen toegang tot deze pagina.',
  notFound: 'Niet gevonden.',
  methodNotAllowed: 'Deze methode is hier niet toegestaan.',
  productNotFound: 'Dit product bestaat niet (meer).',
  pageNotFound: 'Deze pagina bestaat niet (meer).',
  articleNotFound: 'Dit artikel bestaat niet (meer).',
  tooManyRequests: 'Te veel pogingen. Wacht even en probeer het opnieuw.',
  serverError: 'Er ging iets mis aan onze kant. Probeer het later opnieuw.',
  malformedUrl: 'Dit adres is niet geldig.',
  invalidText: 'Dit veld bevat tekens die we niet kunnen verwerken.',
  bodyTooLarge: (megabytes: number) => `Het verzoek is te groot (maximaal ${megabytes} MB).`,
  crossSite: 'Cross-site verzoek geweigerd.',
  databaseUnavailable: 'De winkel is even niet bereikbaar. Probeer het over een paar seconden opnieuw.',
  tooDeeplyNested: 'Het verzoek is te diep genest.',
  formExpected: 'Het verzoek bevat geen formulier.',
} as const;

export const form = {
  requiredMark: '(verplicht)',
  required: (label: string) => `Vul het veld '${label}' in.`,
  checkboxRequired: 'Vink dit aan om verder te gaan.',
  invalidEmail: 'Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.nl.',
  fixErrors: 'Niet alle velden zijn goed ingevuld. Kijk bij de rode meldingen.',
  invalidPostcode: 'Vul een geldige postcode in, bijvoorbeeld 1012 JS.',
} as const;

export const catalog = {
  perPiece: (price: string, inPackage: number) => `${price} per stuk (${inPackage} stuks per pak)`,
  helpTitle: 'Hulp bij het kiezen?',
  helpCall: 'Bel ons gerust:',
  reimbursementLink: 'Vergoedt mijn zorgverzekeraar dit?',
  helpFinder: 'Doe de Keuzehulp: drie korte vragen',
  sizeHint: 'De maat is je heupomvang, gemeten op het breedste punt.',
  /** A fixation brief instead of absorption drops: it holds a pad, it absorbs nothing itself. */
  fixationNote: 'Fixatiebroekje: houdt een verband op zijn plek en absorbeert zelf niets.',
  filter: 'Filteren',
  filterTitle: 'Filters',
  closeFilters: 'Sluiten',
  resetFilters: 'Filters wissen',
  productCount: (n: number) => (n === 1 ? '1 product' : `${n} producten`),
  showProducts: (n: number) => (n === 1 ? 'Toon 1 product' : `Toon ${n} producten`),
  activeFilters: (n: number) => (n === 1 ? '1 filter actief' : `${n} filters actief`),
  noProducts: 'Geen producten gevonden met deze filters.',
  pagination: 'Paginering',
  previousPage: 'Vorige',
  nextPage: 'Volgende',
  page: (n: number) => `Pagina ${n}`,
  pageOf: (page: number, count: number) => `Pagina ${page} van ${count}`,
  absorptionDrops: (value: number, scale: number) => `Absorptie ${value} van ${scale} druppels`,
  absorptionFilter: 'Absorptie',
  categoryFilter: 'Categorie',
  specifications: 'Specificaties',
} as const;

export const newsletter = {
  emptyEmail: 'Vul alsjeblieft e-mailadres in',
  failure: 'Er ging iets mis, probeer het opnieuw.',
  success: 'Hartelijk dank voor je aanmelding!',
  invalidEmail: 'Vul een geldig e-mailadres in.',
} as const;

export const search = {
  failure: 'Er is een fout opgetreden bij het ophalen van de zoekresultaten.',
  noResults: 'Geen resultaten gevonden',
  noResultsHint: 'Probeer andere zoektermen of pas je zoekopdracht aan.',
  heading: (query: string) => `Zoekresultaten voor "${query}"`,
  count: (n: number) => (n === 1 ? '1 resultaat gevonden' : `${n} resultaten gevonden`),
  placeholder: 'Zoeken...',
  title: 'Zoeken',
  label: 'Zoekterm',
  submit: 'Zoeken',
  toFinder: 'Naar de keuzehulp',
  allProducts: 'Alle producten',
  products: 'Producten',
  pages: "Pagina's",
  articles: 'Artikelen',
  /** What the search understood of the shopper's words (decision 031). */
  understood: (parts: string[]) => `We zoeken op: ${parts.join(', ')}`,
  understoodParts: {
    amount: {
      drops: 'druppelverlies',
      light: 'licht urineverlies',
      moderate: 'matig urineverlies',
      heavy: 'veel urineverlies',
    },
    leakage: 'urineverlies',
    night: "'s nachts",
    form: {
      pants: 'broekjes',
      belted: 'verbanden met heupband',
      inlay: 'inlegverbanden',
      fixation: 'fixatiebroekjes',
    },
    care: 'bij verzorging',
    wearer: { female: 'dames', male: 'heren' },
    words: (words: string) => `"${words}"`,
  },
  /** When nothing matches: never a bare zero, but the ways on. */
  fallbackFinder:
    'Weet je niet precies hoe het heet? Beantwoord drie korte vragen in de keuzehulp en zie meteen wat bij je past.',
  closestRange: (name: string) => `Bekijk ${name}`,
  popular: 'Veel gekozen door andere klanten',
} as const;

/** The 404 page. */
export const notFound = {
  title: 'Pagina niet gevonden',
  code: 'Foutcode 404',
  heading: 'Deze pagina bestaat niet (meer)',
  body: 'Misschien is de pagina verplaatst, of is er een tikfout in het adres geslopen. Hieronder vind je de weg terug.',
  home: 'Naar de homepage',
  allProducts: 'Alle producten',
  finder: 'Keuzehulp',
} as const;

/** The shop's category pages (/shop, /shop/{category}). */
export const shopPage = {
  allProducts: 'Alle producten',
  intro:
    'Broekjes, verbanden met heupband en stretchbroekjes voor vrouwen en mannen. Filter op absorptie of gebruik de keuzehulp.',
  breadcrumb: 'Kruimelpad',
  home: 'Home',
  shop: 'Shop',
  knowledgeBase: 'Kennisbank',
  publishedOn: 'Gepubliceerd op',
} as const;

export const content = {
  viewAll: 'Bekijk alles',
  pageLoading: 'Pagina wordt geladen...',
  unavailable: {
    code: 'Foutcode 503',
    title: 'Deze pagina is even niet beschikbaar',
    body: 'Het lukte ons nu niet om deze pagina te laden. Dat ligt aan ons, niet aan jou. Probeer het over een halve minuut opnieuw; je winkelmand blijft bewaard.',
    retry: 'Probeer opnieuw',
  },
  photos: "Foto's",
  keyFigures: 'Kerncijfers',
} as const;

export const contact = {
  sent: 'Dank je wel. Je bericht is verstuurd; je krijgt binnen één werkdag antwoord.',
  failure: 'Je bericht kon niet worden verstuurd. Probeer het opnieuw of bel ons.',
  nameRequired: 'Vul je naam in.',
  invalidEmail: 'Vul een geldig e-mailadres in.',
  messageTooShort: 'Schrijf een bericht van minstens 10 tekens.',
  send: 'Verstuur bericht',
  name: 'Naam',
  email: 'E-mailadres',
  subject: 'Onderwerp',
  message: 'Bericht',
  /** The honeypot's label: hidden from people, read by the bots it catches. */
  honeypot: 'Website',
  link: 'Contact',
} as const;

export const media = {
  missingImage: 'Geen afbeelding beschikbaar',
} as const;

export const productPage = {
  chooseSize: 'Kies je maat',
  sizePlaceholder: 'Kies een maat',
  sizeFirst: 'Kies eerst je maat.',
  soldOut: 'Tijdelijk uitverkocht',
  optionSoldOut: ' - tijdelijk uitverkocht',
  quantity: 'Aantal',
  less: 'Eén minder',
  more: 'Eén meer',
  addToCart: 'In winkelmand',
  added: (quantity: number, name: string) => `${quantity} × ${name} is toegevoegd aan je winkelmand.`,
  absorption: (value: number) => `Absorptie ${value}/8`,
  inStock: 'Op voorraad.',
  moreImages: 'Meer afbeeldingen',
  showImage: (n: number) => `Toon afbeelding ${n}`,
  contents: 'Inhoud:',
  perPackage: (n: number) => `${n} stuks per verpakking`,
  features: 'Kenmerken',
  popular: 'Andere klanten bekeken ook',
  play: 'Afspelen',
  pause: 'Pauzeren',
  videoPosition: 'Positie in de video',
  mute: 'Geluid uit',
  guaranteeBody:
    'Bevalt het product je niet? Binnen 30 dagen na ontvangst krijg je je geld terug, ook als je één verpakking hebt geopend.',
  highlights: 'Goed om te weten',
  forWhom: 'Voor wie',
  productInfo: 'Productinformatie',
  finderTitle: 'Keuzehulp',
  finderDescription: 'Beantwoord drie korte vragen en zie welke producten bij jou passen.',
  finderIntro:
    'Drie korte vragen, dan zie je welke producten bij jou passen. Je antwoorden blijven op dit apparaat bewaard en worden niet naar ons verstuurd.',
  finderShow: 'Toon producten',
  finderQuestionOf: (n: number, count: number) => `Vraag ${n} van ${count}`,
  finderBestTitle: 'Dit past het best bij je antwoorden',
  finderAllTitle: 'Producten die bij jou passen',
  finderAllIntro: 'Op basis van je antwoorden. Je kunt de filters hieronder altijd aanpassen.',
  finderBestIntro: 'Op volgorde: het eerste product past het best. Daaronder alle producten die passen.',
  finderNoneFits:
    'Geen enkel product past precies bij je antwoorden. Bel ons gerust, dan zoeken we het samen uit.',
} as const;

export const cart = {
  title: 'Winkelmand',
  close: 'Winkelmand sluiten',
  empty: 'Je winkelmand is leeg.',
  subtotal: 'Subtotaal',
  shippingLater: 'Verzendkosten worden in de volgende stap berekend.',
  checkout: 'Afrekenen',
  continueShopping: 'Winkel verder',
  remove: 'Verwijder',
  quantityOf: (name: string) => `Aantal van ${name}`,
  less: (name?: string) => (name ? `Eén minder van ${name}` : 'Eén minder'),
  more: (name?: string) => (name ? `Eén meer van ${name}` : 'Eén meer'),
} as const;

export const newsletterPages = {
  unsubscribeTitle: 'Afmelden nieuwsbrief',
  unsubscribed: 'Je bent afgemeld',
  noMore: 'Je ontvangt geen nieuwsbrieven meer van ons.',
  unsubscribeHeading: 'Afmelden voor de nieuwsbrief',
  unsubscribe: 'Afmelden',
  confirmTitle: 'Nieuwsbrief',
  confirmHeading: 'Aanmelding voor de nieuwsbrief bevestigen',
  confirmButton: 'Ja, aanmelden',
  confirmed: 'Je aanmelding is bevestigd',
  linkBroken: 'Deze link werkt niet (meer)',
  confirmedBody:
    'Dank je wel! Je ontvangt voortaan onze nieuwsbrief, hooguit één keer per maand. Afmelden kan met de link onder elke nieuwsbrief.',
  linkBrokenBody:
    'De link is al gebruikt of is niet compleet. Meld je gerust opnieuw aan via het formulier onderaan de pagina.',
  toHome: 'Naar de homepage',
} as const;
