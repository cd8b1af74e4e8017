/** Texts of the staff screens: editor, orders, statistics, catalogue management. */
export const editor = {
  /** The rich-text toolbar's buttons (Milkdown's own labels are English). */
  toolbar: {
    boldLabel: 'Vet',
    italicLabel: 'Cursief',
    strikethroughLabel: 'Doorhalen',
    codeLabel: 'Code in de tekst',
    latexLabel: 'Formule',
    linkLabel: 'Link',
    aiLabel: 'Vraag de AI',
  },
  linkPlaceholder: 'Link (https://, mailto: of e-mailadres)',
  maxItems: (n: number) => `Je kunt er maximaal ${n} kiezen.`,
  addComponent: 'Blok toevoegen',
  cancel: 'Annuleren',
  savePage: 'Pagina opslaan',
  editPage: 'Pagina bewerken',
  editArticle: 'Artikel bewerken',
  saving: 'Opslaan...',
  pageTitle: 'Paginatitel',
  pageSlug: 'Adres van de pagina (slug)',
  siteAddress: (url: string) => `Adres op de site: ${url}`,
  newDraft: (kind: 'page' | 'article') =>
    `${kind === 'page' ? 'Nieuwe pagina' : 'Nieuw artikel'}: nog niet opgeslagen.`,
  slugTaken: 'Dit adres is al in gebruik. Kies een andere slug.',
  uploadType: 'Upload een JPEG-, PNG-, WebP-, GIF- of AVIF-afbeelding.',
  uploadTooLarge: (megabytes: number) => `Deze afbeelding is te groot (maximaal ${megabytes} MB).`,
  uploadMissing: 'Kies een afbeelding om te uploaden.',
  imageNotUploaded:
    'Een geplakte afbeelding kon niet worden geüpload. Er is niets opgeslagen: probeer het opnieuw of upload de afbeelding apart.',
  uploadDimensions: (maxSide: number, megapixels: number) =>
    `Deze afbeelding heeft te veel pixels (hoogstens ${maxSide} pixels breed of hoog en ${megapixels} megapixel). Verklein hem en probeer het opnieuw.`,
  uploadUnreadable: 'Deze afbeelding kon niet worden gelezen. Probeer een ander bestand.',
  storageUnavailable:
    'De opslag voor afbeeldingen is even niet bereikbaar, dus je afbeelding is niet opgeslagen. Probeer het over een minuut opnieuw.',
} as const;

export const admin = {
  noAccess: 'Geen toegang: deze pagina is alleen voor medewerkers van de winkel.',
  moneyNeedsRole:
    'Geld terugbetalen (ook door een betaalde bestelling te annuleren of een retour als ontvangen te melden) mag alleen een medewerker orderafhandeling of een beheerder.',
  otherAccount: 'Inloggen met een ander account',
  noAccessStats: 'Geen toegang: de statistieken zijn alleen voor beheerders.',
  loading: 'Gegevens laden...',
  orderTitle: (number: string) => `Bestelling ${number}`,
  newProduct: 'Nieuw product',
  editProduct: 'Product bewerken',
  loadFailed: 'De gegevens konden niet worden geladen. Probeer het opnieuw.',
  actionFailed: 'Dat is niet gelukt. Probeer het opnieuw.',
  orderNotFound: 'Deze bestelling bestaat niet.',
  transitionNotAllowed: (from: string, to: string) =>
    `Een bestelling met status '${from}' kan niet naar '${to}'.`,
  nothingToRefund: 'Deze bestelling heeft geen betaling die terugbetaald kan worden.',
  refundAlreadyDone: 'Deze terugbetaling is al uitgevoerd. Vernieuw de pagina om het resultaat te zien.',
  refundTooHigh: (max: string) => `Je kunt hoogstens ${max} terugbetalen.`,
  refundProviderMismatch: 'Deze betaling loopt via een andere betaaldienst dan nu is ingesteld.',
  stockItemNotFound: 'Dit product of deze variant bestaat niet (meer).',
  noOrders: 'Geen bestellingen gevonden.',
  orderCount: (count: string, one: boolean) => `${count} ${one ? 'bestelling' : 'bestellingen'}`,
  orderCountAbove: (count: string) => `Meer dan ${count} bestellingen`,
  unknownOrderNumber: 'Onbekend bestelnummer.',
  listStartUnknown: 'Deze bestelling bestaat niet (meer). Begin opnieuw bij de nieuwste bestellingen.',
  listOneDirection: 'Vraag de bestellingen na of voor een bestelling, niet allebei.',
  listPagesByPosition:
    "Bladeren gaat met 'after' of 'before' en een bestelnummer (zie next en previous in het antwoord), niet met paginanummers.",
  statusLabels: {
    pending: 'Wacht op betaling',
    paid: 'Betaald',
    failed: 'Betaling mislukt',
    cancelled: 'Geannuleerd',
    expired: 'Betaling verlopen',
    shipped: 'Verzonden',
    delivered: 'Bezorgd',
    refunded: 'Terugbetaald',
    withdrawn: 'Herroepen',
  },
  shippedMail: {
    subject: (number: string) => `Je bestelling ${number} is onderweg`,
    preheader: (number: string) => `Bestelling ${number} is verzonden in een neutrale verpakking.`,
    heading: (firstName: string) => `Je bestelling is onderweg, ${firstName}`,
    body: 'We hebben je bestelling vandaag verzonden, neutraal verpakt: aan de buitenkant is niet te zien wat erin zit.',
    trackAndTraceIntro: 'Met de track-en-tracecode volg je het pakket bij de bezorger.',
    footer: 'Je ontvangt deze e-mail omdat je bij ons hebt besteld.',
  },
} as const;

export const catalogAdmin = {
  pricesAdminOnly: 'Alleen een beheerder mag prijzen en btw vastleggen of wijzigen.',
  productNotFound: 'Dit product bestaat niet (meer).',
  eanInvalid: 'Dit is geen geldige EAN-code (8, 12, 13 of 14 cijfers met het juiste controlecijfer).',
  slugTaken: 'Deze slug is al in gebruik bij een ander product.',
  variationSlugTaken: 'Deze slug is al in gebruik bij een andere maat.',
  variationNotOfProduct: 'Deze maat hoort niet bij dit product.',
  unknownCategory: 'Deze categorie bestaat niet (meer).',
  saved: 'Het product is opgeslagen.',
  deactivated: 'Het product staat niet meer te koop.',
  importRejected: (count: number) =>
    `Er is niets geïmporteerd: ${count === 1 ? '1 regel is' : `${count} regels zijn`} afgekeurd.`,
  importEmpty: 'Het bestand bevat geen regels met producten.',
  importMissingColumns: (columns: string) => `Deze kolommen ontbreken in de kopregel: ${columns}.`,
  importTooLarge: 'Het bestand is te groot (hoogstens 5.000 regels).',
  /** The product form's field checks (the staff form and the API's 422 answer). */
  check: {
    tooLong: (max: number) => `Gebruik hoogstens ${max} tekens.`,
    slugRequired: 'Vul een slug in.',
    slugFormat: 'Alleen kleine letters, cijfers en streepjes (bijv. dames-pants-m).',
    amountRequired: 'Vul een bedrag in.',
    wholeCents: 'Een bedrag in hele centen.',
    priceNegative: 'Een prijs is nooit negatief.',
    priceTooHigh: 'Een prijs is hoogstens € 10.000.',
    countRequired: 'Vul een aantal in.',
    wholeCount: 'Een heel aantal.',
    stockNegative: 'Voorraad is nooit negatief.',
    stockTooHigh: 'Hoogstens 1.000.000 stuks.',
    colorFormat: 'Een kleur als #rrggbb.',
    uploadFirst: 'Upload de afbeelding eerst.',
    sizeNameRequired: 'Vul de naam van de maat in.',
    nameRequired: 'Vul een productnaam in.',
    vatRate: 'Kies 9% of 21% btw.',
    inPackageRequired: 'Vul het aantal stuks per verpakking in.',
    inPackageMin: 'Minstens 1 stuk per verpakking.',
    gender: 'Kies voor wie het product is.',
    absorption: 'Kies een absorptie van 1 tot 8.',
    markRequired: 'Vul het kenmerk in.',
    tooMany: (max: number, things: 'usp' | 'specs' | 'highlights' | 'marks' | 'images' | 'variations') =>
      `Hoogstens ${max} ${{ usp: 'voordelen', specs: 'specificaties', highlights: 'highlights', marks: 'kenmerken', images: 'afbeeldingen', variations: 'maten' }[things]}.`,
    sizeSlugUnique: 'Elke maat heeft een eigen slug.',
  },
} as const;

/** The content editor's 'Add Component' grid: its groups, and each block type's name and description. */
export const blockGroups = {
  hero: 'Openingsblokken',
  text: 'Tekst en beeld',
  products: 'Producten en artikelen',
  stats: 'Cijfers',
  people: 'Mensen en ervaringen',
  other: 'Overig',
} as const;

export const blockTypes = {
  HeroBlock: {
    label: 'Opening met tekst',
    description: 'Grote titel, inleiding, knoppen en een rij verkoopargumenten.',
  },
  HeroCollage: {
    label: 'Opening met fotocollage',
    description: 'Titel en tekst naast een collage van drie of vier afbeeldingen.',
  },
  HeroCta: {
    label: 'Opening met oproep',
    description: 'Gecentreerde titel op een gekleurd vlak met twee knoppen.',
  },
  HeroImage: {
    label: 'Opening met grote foto',
    description: 'Afbeelding over de volle breedte met titel en knop erop.',
  },
  HeroSplit: {
    label: 'Opening tekst en foto',
    description: 'Titel, tekst en knop links, een afbeelding rechts.',
  },
  Contact: {
    label: 'Contact',
    description: 'Contactgegevens met een contactformulier dat bij de klantenservice binnenkomt.',
  },
  CtaBlock: {
    label: 'Oproep tot actie',
    description: 'Opvallende balk met een korte boodschap en één of twee knoppen.',
  },
  TeamMembers: {
    label: 'Team',
    description: 'De mensen achter de winkel, met foto, functie en korte tekst.',
  },
  TestimonialGrid: {
    label: 'Ervaringen in raster',
    description: 'Ervaringen van klanten in een raster van kaarten.',
  },
  TestimonialStars: {
    label: 'Ervaringen met sterren',
    description: 'Ervaringen met een waardering van 1 tot 5 sterren.',
  },
  TestimonialWithGrid: {
    label: 'Uitgelichte ervaring',
    description: 'Eén grote ervaring met daaronder kleinere.',
  },
  ArticleOverview: {
    label: 'Artikeloverzicht',
    description: 'Kaarten met artikelen uit de kennisbank; leeg gelaten toont het de nieuwste.',
  },
  GenderCats: {
    label: 'Categorieën per doelgroep',
    description: 'De productcategorieën voor vrouwen en voor mannen, met aantallen.',
  },
  GenderSplit: {
    label: 'Vrouwen en mannen',
    description: 'Twee grote vlakken naast elkaar: een voor vrouwen, een voor mannen.',
  },
  ProductList: {
    label: 'Productlijst',
    description: 'Producten uit één categorie, of de populairste producten.',
  },
  SelectedProducts: {
    label: 'Uitgelichte producten',
    description: 'Een zelfgekozen selectie van producten.',
  },
  StatsBlocks: {
    label: 'Cijfers in blokken',
    description: 'Kerncijfers elk in een eigen gekleurd blok.',
  },
  StatsSimple: {
    label: 'Cijfers op een rij',
    description: 'Een rustige rij kerncijfers zonder titel.',
  },
  StatsWithImage: {
    label: 'Cijfers met afbeelding',
    description: 'Titel, tekst en cijfers naast een afbeelding.',
  },
  StatsWithText: {
    label: 'Cijfers met tekst',
    description: 'Opgemaakte tekst links, cijfers rechts.',
  },
  StatsWithTitle: {
    label: 'Cijfers met titel',
    description: 'Gecentreerde titel en ondertitel boven een rij cijfers.',
  },
  TextWithStat: {
    label: 'Tekst met kerncijfer',
    description: 'Opgemaakte tekst met één groot uitgelicht cijfer.',
  },
  FaqList: {
    label: 'Veelgestelde vragen',
    description: 'Titel en een lijst vragen die open- en dichtklappen.',
  },
  FeatureGrid: {
    label: 'Kenmerken',
    description: 'Raster van voordelen of kenmerken, elk met titel en korte tekst.',
  },
  ImageText: {
    label: 'Afbeelding met tekst',
    description: 'Een afbeelding naast opgemaakte tekst en een optionele knop.',
  },
  TextBlock: {
    label: 'Tekst',
    description: 'Een titel en opgemaakte tekst in een leesbare kolom.',
  },
  TextDouble: {
    label: 'Tekst in twee kolommen',
    description: 'Twee tekstkolommen naast elkaar, elk met titel.',
  },
  ThreeColumnsImages: {
    label: 'Drie kolommen met afbeelding',
    description: 'Drie kaarten met afbeelding, titel, tekst en link.',
  },
  TitleGrid: {
    label: 'Titel met raster',
    description: 'Een titel met een raster van korte onderwerpen die elk ergens naartoe linken.',
  },
  TitleSubtitle: {
    label: 'Titel en ondertitel',
    description: 'Een paginatitel met ondertitel, links uitgelijnd.',
  },
  TitleSubtitleCenter: {
    label: 'Titel en ondertitel gecentreerd',
    description: 'Een gecentreerde titel met bovenregel en ondertitel.',
  },
} as const;

/** The labels and help texts of the content blocks' fields in the editor. */
export const blockFields = {
  image: 'Afbeelding',
  images: 'Afbeeldingen',
  ratingHelp: 'Alleen voor blokken met sterren.',
  answer: 'Antwoord',
  point: 'Argument',
  articles: 'Artikelen',
  openingHours: 'Bereikbaarheid',
  imageAlt: 'Beschrijving van de afbeelding (alt-tekst)',
  eyebrow: 'Bovenregel',
  category: 'Categorie',
  stat: 'Cijfer',
  stats: 'Cijfers',
  quote: 'Citaat',
  email: 'E-mailadres',
  testimonial: 'Ervaring',
  testimonials: 'Ervaringen',
  photo: 'Foto',
  role: 'Functie',
  primaryButton: 'Hoofdknop',
  intro: 'Inleiding',
  feature: 'Kenmerk',
  features: 'Kenmerken',
  keyFigure: 'Kerncijfer',
  button: 'Knop',
  buttonText: 'Knoptekst',
  column: 'Kolom',
  columns: 'Kolommen',
  articlesHelp: 'Leeg: de nieuwste artikelen.',
  categoryHelp: 'Leeg: de populairste producten.',
  linkTarget: 'Link (bijv. /shop of https://...)',
  link: 'Link',
  leftColumn: 'Linkerkolom',
  men: 'Mannen',
  name: 'Naam',
  description: 'Omschrijving',
  subtitle: 'Ondertitel',
  topic: 'Onderwerp',
  topics: 'Onderwerpen',
  about: 'Over',
  products: 'Producten',
  rightColumn: 'Rechterkolom',
  rating: 'Sterren (1 tot 5)',
  teamMembers: 'Teamleden',
  teamMember: 'Teamlid',
  text: 'Tekst',
  phone: 'Telefoonnummer',
  title: 'Titel',
  testimonialDetail: 'Toelichting (bijv. gebruikt het broekje met stretch)',
  detail: 'Toelichting',
  secondaryButton: 'Tweede knop',
  featured: 'Uitgelicht',
  points: 'Verkoopargumenten',
  question: 'Vraag',
  questions: 'Vragen',
  women: 'Vrouwen',
  statValue: 'Waarde (bijv. 98%)',
  value: 'Waarde',
} as const;
