/** Texts of the free trial pack (proefpakket, decision 024). */
export const trialPack = {
  title: 'Gratis proefpakket',
  intro:
    'Probeer eerst, voordat je koopt. Kies tot 3 producten in jouw maat. We sturen ze gratis en discreet door de brievenbus. Je hoeft niet te betalen en geen account te maken.',
  oncePerHousehold: 'Eén proefpakket per adres per 6 maanden.',
  productLink: 'Gratis proefpakket aanvragen',
  productsLegend: 'Welke producten wil je proberen?',
  product: (n: number) => `Product ${n}`,
  none: 'Geen',
  size: (n: number) => `Maat van product ${n}`,
  chooseSize: 'Kies een maat',
  contactLabels: {
    email: 'E-mailadres',
    first_name: 'Voornaam',
    last_name: 'Achternaam',
    postcode: 'Postcode',
    house_number: 'Huisnummer',
    addition: 'Toevoeging',
    street: 'Straat',
    city: 'Plaats',
  },
  chooseProduct: 'Kies minstens één product.',
  tooManyProducts: 'Je kunt maximaal 3 producten proberen.',
  sameProductTwice: 'Kies elk product maar één keer.',
  sizeRequired: 'Kies de maat van dit product.',
  notAvailable: (name: string) => `${name} is nu niet als proefpakket beschikbaar.`,
  contactLegend: 'Waar mogen we het naartoe sturen?',
  firstNameRequired: 'Vul je voornaam in.',
  lastNameRequired: 'Vul je achternaam in.',
  followUpConsent: 'Stuur me een week na verzending één e-mail met tips en hoe ik verder kan bestellen.',
  submit: 'Proefpakket aanvragen',
  sent: 'Bijna klaar! We hebben je een e-mail gestuurd. Klik op de knop in die e-mail om je aanvraag te bevestigen.',
  alreadyThisHousehold: 'Op dit adres is in de afgelopen 6 maanden al een proefpakket aangevraagd.',
  additionInvalid:
    'Een toevoeging bestaat alleen uit letters en cijfers, zoals A of 2 (geen leestekens of woorden). Heeft je huisnummer geen toevoeging? Laat het veld dan leeg.',
  additionUnknown:
    'Dit huisnummer heeft deze toevoeging niet. Vul de toevoeging in zoals die op je post staat, of laat het veld leeg.',
  addressUnknown: 'We kennen dit adres niet. Controleer de postcode en het huisnummer.',
  addressUncheckable: 'We kunnen het adres nu niet controleren. Probeer het over een paar minuten opnieuw.',
  confirmTitle: 'Proefpakket bevestigen',
  confirmed: 'Je aanvraag is bevestigd',
  confirmedBody:
    'We sturen je proefpakket binnen 2 werkdagen door de brievenbus. Je krijgt een e-mail als het onderweg is.',
  linkBroken: 'Deze link werkt niet meer',
  linkBrokenBody:
    'De link is al gebruikt of verlopen. Vraag je proefpakket opnieuw aan als het nog niet bevestigd is.',
  toShop: 'Naar de winkel',
} as const;

export const trialMail = {
  confirmSubject: 'Bevestig je aanvraag',
  confirmPreheader: 'Nog één klik, dan sturen we het op.',
  confirmHeading: (name: string) => `Hallo ${name}, bevestig je aanvraag`,
  confirmBody:
    'Je vroeg een gratis proefpakket aan. Klik op de knop om je aanvraag te bevestigen. Heb je niets aangevraagd? Dan kun je deze e-mail negeren.',
  confirmButton: 'Aanvraag bevestigen',
  shippedSubject: 'Je proefpakket is onderweg',
  shippedPreheader: 'Het komt door de brievenbus.',
  shippedHeading: (name: string) => `Hallo ${name}, het is onderweg`,
  shippedBody: 'Je proefpakket is verstuurd. Het past door de brievenbus, dus je hoeft niet thuis te zijn.',
  trackAndTrace: 'Track-en-tracecode',
  followUpSubject: 'Hoe bevalt het?',
  followUpPreheader: 'Een paar tips, en hoe je verder kunt bestellen.',
  followUpHeading: (name: string) => `Hallo ${name}, hoe bevalt het?`,
  followUpBody:
    'Een week geleden stuurden we je een proefpakket. Past het goed? Twijfel je over de maat of de opname, dan helpt de keuzehulp je verder. Bestellen kan wanneer je wilt, ook als abonnement.',
  followUpButton: 'Naar de keuzehulp',
  footer: 'Je krijgt deze e-mail omdat je bij ons een gratis proefpakket aanvroeg.',
  followUpFooter: 'Je krijgt deze ene e-mail omdat je daar bij je aanvraag om vroeg. We sturen er geen meer.',
} as const;

export const trialStaff = {
  title: 'Proefpakketten',
  intro:
    'Bevestigde aanvragen verstuur je als brievenbuspakje. Verzenden haalt de producten van de voorraad.',
  none: 'Er zijn geen aanvragen.',
  statusLabels: {
    unconfirmed: 'Niet bevestigd',
    confirmed: 'Te versturen',
    shipped: 'Verzonden',
    cancelled: 'Geannuleerd',
  } as Record<string, string>,
  requested: 'Aangevraagd',
  stock: (stock: number | null) => (stock === null ? 'geen voorraad bekend' : `voorraad ${stock}`),
  followUp: 'Wil een e-mail na een week',
  trackAndTrace: 'Track-en-tracecode (niet verplicht)',
  ship: 'Markeer als verzonden',
  shipped: 'Gemarkeerd als verzonden. De aanvrager krijgt een e-mail.',
  notConfirmed: 'Deze aanvraag is (nog) niet te versturen.',
  outOfStock: (name: string) => `${name} is niet meer op voorraad.`,
  notFound: 'Deze aanvraag bestaat niet.',
} as const;
