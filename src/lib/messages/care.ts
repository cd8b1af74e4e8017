import { shop } from '~/config/shop';

/**
 * Texts of the care service (decision 024): the money-back guarantee (defined here once and linked
 * wherever it is claimed), the honest review texts, ordering for someone else and the packing slip.
 */
const { company } = shop;

export const guarantee = {
  name: '100% geld-terug-garantie',
  title: 'Onze 100% geld-terug-garantie',
  linkText: 'Zo werkt de geld-terug-garantie',
  metaDescription: `Bevalt een product van ${shop.brand} je niet? Binnen 30 dagen na ontvangst krijg je je geld terug. Zo werkt het.`,
  whatTitle: 'Wat de garantie belooft',
  what: 'Bevalt een product je niet, dan krijg je het bedrag dat je ervoor betaalde terug. Ook als je één verpakking hebt geopend om het te proberen: je stuurt die geopende verpakking en de ongeopende verpakkingen van hetzelfde product terug.',
  howLongTitle: 'Hoe lang',
  howLong: 'Binnen 30 dagen nadat je de bestelling hebt ontvangen.',
  howTitle: 'Hoe je het regelt',
  steps: [
    `Laat het ons weten: bel ${company.phone} of mail ${company.email}, met je bestelnummer. Dan weten we welk product het is.`,
    `Stuur het product terug naar ${company.legalName}, Retouren, ${company.street}, ${company.postcode} ${company.city}. De kosten van het terugsturen betalen wij bij deze garantie.`,
    'Binnen 14 dagen nadat wij het pakket hebben ontvangen, staat het bedrag terug op de rekening waarmee je betaalde. Je krijgt daarvan een creditfactuur per e-mail.',
  ],
  notTitle: 'Wat er niet onder valt',
  not: 'Producten die je langer dan 30 dagen hebt, en meer dan één geopende verpakking per product. Je wettelijke rechten (herroepen binnen 14 dagen, garantie bij een gebrek) blijven daarnaast altijd gelden.',
  withdrawalLink: 'Herroepen binnen 14 dagen: zo werkt het',
} as const;

export const reviews = {
  /** Product page, while a product has no approved reviews: nothing that looks like a review. */
  // 'Ervaringen', not 'Reviews': the shop speaks Dutch to its buyers.
  sectionTitle: 'Ervaringen',
  tab: (count: number) => (count > 0 ? `Ervaringen (${count})` : 'Ervaringen'),
  noneYet: 'Er zijn nog geen ervaringen van kopers van dit product.',
  beTheFirst:
    'Heb je dit product bij ons gekocht? Als je bestelling is bezorgd, krijg je van ons een e-mail waarmee je als eerste je ervaring kunt delen.',
  readAll: (count: number) => `Lees alle ${count} ervaringen`,
  howChecked: 'Zo controleren we ervaringen van kopers',
  summary: (count: number, average: string) =>
    `${average} van 5 sterren, gemiddeld over ${count === 1 ? '1 ervaring' : `${count} ervaringen`} van kopers`,
  stars: (rating: number) => `${rating} van 5 sterren`,
  writtenOn: (date: string) => `Geschreven op ${date}`,
  verifiedBuyer: 'Gekocht en ontvangen bij ons',
  /** Every pack of the product in that order was sent back unopened: not "received" (decision 028). */
  returnedBuyer: 'Gekocht bij ons, ongeopend teruggestuurd',
  // The review page (from the invitation mail)
  title: 'Beoordeel je bestelling',
  intro: (number: string) =>
    `Je bestelling ${number} is bezorgd. Wil je laten weten wat je van de producten vindt? Andere kopers hebben er veel aan.`,
  privacyNote:
    'Bij je review tonen we je voornaam en de eerste letter van je achternaam, en de datum. Een medewerker leest elke review voordat die online komt.',
  rating: 'Hoeveel sterren geef je?',
  ratingOption: (n: number) => (n === 1 ? '1 ster' : `${n} sterren`),
  body: 'Je ervaring',
  bodyHint: 'Bijvoorbeeld: pasvorm, comfort, hoe lang het droog bleef. Noem geen gegevens van anderen.',
  submit: 'Review versturen',
  thanks: 'Dank je wel. We lezen je review en plaatsen hem zo snel mogelijk.',
  alreadyReviewed: 'Je hebt dit product al beoordeeld. Dank je wel.',
  invalidLink: 'Deze link werkt niet (meer). Gebruik de link uit de e-mail die je van ons kreeg.',
  notBought: 'Je kunt alleen producten beoordelen die je bij ons hebt gekocht en ontvangen.',
  ratingRequired: 'Kies 1 tot 5 sterren.',
  bodyTooShort: 'Schrijf minstens 10 tekens over je ervaring.',
  bodyTooLong: 'Houd je review korter dan 2000 tekens.',
  mail: {
    // No product names in subject or preheader (decision 023): inboxes are shared, previews are seen.
    subject: (number: string) => `Hoe bevalt je bestelling ${number}?`,
    preheader: 'Laat in een minuut weten wat je ervan vindt.',
    heading: (firstName: string) => `Hallo ${firstName},`,
    // Sent when the order is delivered, so it cannot say the parcel came days ago.
    body: 'Je bestelling is bezorgd. Als je de producten een paar dagen hebt gebruikt: wil je laten weten wat je ervan vindt? Met de knop beoordeel je alleen de producten uit deze bestelling.',
    button: 'Beoordeel je bestelling',
    footer: 'Je krijgt deze e-mail één keer per bestelling. Een review schrijven is niet verplicht.',
  },
} as const;

export const reviewsScreen = {
  title: 'Reviews',
  intro:
    'Reviews van kopers wachten hier op een beslissing. Keur goed wat over het product gaat, ook als het negatief is; weiger alleen wat niet over het product gaat, gegevens van anderen noemt of beledigend is.',
  none: 'Er wachten geen reviews.',
  product: 'Product',
  order: 'Bestelling',
  approve: 'Goedkeuren',
  reject: 'Weigeren',
  approved: 'Goedgekeurd: de review staat bij het product.',
  rejected: 'Geweigerd: de review wordt niet getoond.',
  decided: 'Over deze review is al beslist.',
  listLabel: 'Reviews die wachten',
} as const;

export const recipients = {
  question: 'Voor wie is deze bestelling?',
  forMyself: 'Voor mijzelf',
  forSomeoneElse: 'Voor iemand anders',
  explain:
    'Jij betaalt en krijgt de factuur en de e-mails. Het pakket gaat naar de ontvanger, zonder prijzen erin.',
  buyerAddressLegend: 'Jouw adres (voor de factuur)',
  recipientLegend: 'Bezorgen bij',
  savedPick: 'Kies een opgeslagen ontvanger',
  newRecipient: 'Nieuwe ontvanger',
  firstName: 'Voornaam ontvanger',
  lastName: 'Achternaam ontvanger',
  postcode: 'Postcode',
  postcodePlaceholder: '1234 AB',
  houseNumber: 'Huisnummer',
  addition: 'Toevoeging',
  street: 'Straat',
  city: 'Plaats',
  label: 'Naam voor jezelf, bijvoorbeeld Moeder',
  labelHint: 'Zo vind je deze ontvanger terug in je account.',
  save: 'Bewaar deze ontvanger in mijn account',
  labelRequired: 'Geef de ontvanger een naam, bijvoorbeeld Moeder.',
  firstNameRequired: 'Vul de voornaam van de ontvanger in.',
  lastNameRequired: 'Vul de achternaam van de ontvanger in.',
  streetRequired: 'Vul de straat van de ontvanger in.',
  cityRequired: 'Vul de plaats van de ontvanger in.',
  notFound: 'Deze ontvanger staat niet (meer) in je account.',
  loginToSave: 'Log in om ontvangers te bewaren.',
  tooMany: 'Je kunt maximaal 10 ontvangers bewaren.',
  orderFor: (name: string) => `Voor ${name}`,
  // The account section
  title: 'Ontvangers',
  intro:
    'Mensen voor wie je bestelt, bijvoorbeeld je moeder of een zorginstelling. Bij het afrekenen kies je ze.',
  none: 'Je hebt nog geen ontvangers bewaard.',
  add: 'Ontvanger toevoegen',
  remove: (label: string) => `${label} verwijderen`,
  saved: 'De ontvanger is bewaard.',
  removed: 'De ontvanger is verwijderd.',
  // Staff
  staffTitle: 'Bezorgen bij (ontvanger)',
  staffBuyer: 'Besteld en betaald door',
  staffBuyerTitle: 'Klant en factuuradres (niet het bezorgadres)',
  packingSlipLink: 'Pakbon (zonder prijzen)',
} as const;

export const packingSlip = {
  title: (number: string) => `Pakbon ${number}`,
  deliverTo: 'Bezorgen bij',
  pickupAt: 'Af te halen bij',
  product: 'Product',
  quantity: 'Aantal',
  note: 'Deze bestelling is discreet voor je verzorgd. Vragen? Neem contact met ons op.',
  print: 'Afdrukken',
  backToOrder: (number: string) => `Terug naar bestelling ${number}`,
} as const;
