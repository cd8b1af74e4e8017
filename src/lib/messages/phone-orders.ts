/** Phone orders (decision 037): the staff screen, the payment link mail and page, the new account's mail. */
export const phoneOrders = {
  title: 'Telefonische bestelling',
  intro:
    'Neem een bestelling op voor iemand die belt. De klant krijgt een e-mail met een betaallink; de bestelling staat in haar account.',
  newPhoneOrder: 'Telefonische bestelling',
  backToOrders: 'Terug naar bestellingen',
  customerStep: '1. Klant',
  findLabel: 'Zoek op e-mailadres, naam of postcode en huisnummer',
  findHint: 'Bijvoorbeeld: jansen, anna@voorbeeld.nl of 1234 AB 12',
  find: 'Zoeken',
  searching: 'Zoeken...',
  noCustomers: 'Geen klant gevonden. Controleer de spelling of maak een nieuwe klant aan.',
  choose: 'Kies',
  chosen: 'Gekozen klant',
  otherCustomer: 'Andere klant',
  newCustomer: 'Nieuwe klant aanmaken',
  newCustomerHint:
    'De klant krijgt een e-mail om een wachtwoord te kiezen. De bestelling staat meteen in het nieuwe account.',
  email: 'E-mailadres',
  firstName: 'Voornaam',
  lastName: 'Achternaam',
  addressStep: '2. Adres van de klant',
  addressHint: 'Dit adres komt op de factuur, en de bestelling gaat hierheen als je geen ontvanger kiest.',
  postcode: 'Postcode',
  houseNumber: 'Huisnummer',
  addition: 'Toevoeging',
  street: 'Straat',
  city: 'Plaats',
  productsStep: '3. Producten',
  product: 'Product',
  size: 'Maat',
  chooseProduct: 'Kies een product',
  chooseSize: 'Kies een maat',
  quantity: 'Aantal',
  addLine: 'Voeg toe',
  removeLine: (name: string) => `Verwijder ${name}`,
  noLines: 'Nog geen producten gekozen.',
  inStock: (count: number) => `${count} op voorraad`,
  soldOut: 'uitverkocht',
  deliveryStep: '4. Bezorging',
  recipientStep: '5. Ontvanger',
  ownAddress: 'Naar het adres van de klant',
  savedRecipient: (label: string, name: string) => `${label}: ${name}`,
  otherRecipient: 'Naar iemand anders (nieuw adres)',
  discountStep: '6. Kortingscode (niet verplicht)',
  discountCode: 'Kortingscode',
  summaryStep: 'Overzicht',
  subtotal: 'Producten',
  discount: 'Korting',
  shipping: 'Verzendkosten',
  total: 'Totaal',
  recalculate: 'Bereken opnieuw',
  place: 'Bestelling plaatsen en betaallink mailen',
  placing: 'Bezig...',
  placed: (number: string, email: string) =>
    `Bestelling ${number} is geplaatst. De betaallink is gemaild naar ${email}.`,
  viewOrder: 'Bekijk de bestelling',
  another: 'Nieuwe telefonische bestelling',
  chooseCustomerFirst: 'Kies eerst een klant of maak een nieuwe klant aan.',
  /** API answers. */
  customerNotFound: 'Deze klant bestaat niet (meer). Zoek de klant opnieuw.',
  customerOrNew: 'Kies een bestaande klant of vul een nieuwe klant in, niet allebei.',
  emailTaken:
    'Er is al een account met dit e-mailadres. Zoek de klant op en kies haar, zodat de bestelling in haar account komt.',
  queryTooShort: 'Typ minstens 2 tekens.',
  linesRequired: 'Kies minstens één product.',
  emailInvalid: 'Vul een geldig e-mailadres in.',
  firstNameRequired: 'Vul de voornaam in.',
  lastNameRequired: 'Vul de achternaam in.',
  /** The order history and the audit log. */
  takenBy: (name: string) => `Telefonisch aangenomen door ${name}`,
} as const;

/** The mail with the payment link of an order taken by phone. */
export const paymentLinkMail = {
  subject: (number: string) => `Betaal je bestelling ${number} bij Zorgzaam`,
  preheader: (number: string) => `Je telefonische bestelling ${number} staat klaar om te betalen.`,
  heading: (firstName: string) => `Hallo ${firstName},`,
  intro:
    'Je hebt telefonisch bij ons besteld. Met de knop hieronder betaal je de bestelling; daarna pakken we hem in.',
  validUntil: (date: string) => `De betaallink werkt tot en met ${date}.`,
  button: 'Betaal je bestelling',
  notYou: 'Heb je niet gebeld met Zorgzaam? Negeer deze mail dan; er wordt niets afgeschreven.',
  total: 'Te betalen',
  footer:
    'Je ontvangt deze e-mail omdat je telefonisch een bestelling bij ons plaatste. Het is een bericht over je bestelling, daarom kun je je er niet voor afmelden.',
} as const;

/** /betalen: the page the payment link opens. */
export const paymentLinkPage = {
  title: 'Betaal je bestelling',
  intro: (number: string) => `Bestelling ${number}, telefonisch besteld.`,
  method: 'Hoe wil je betalen?',
  pay: (amount: string) => `Betaal ${amount}`,
  total: 'Totaal',
  deliveredTo: 'Bezorgadres',
  invalid: 'Deze betaallink bestaat niet. Controleer of je de hele link uit de e-mail hebt gebruikt.',
  expired:
    'Deze betaallink is verlopen. Bel ons, dan sturen we je een nieuwe of zetten we de bestelling opnieuw klaar.',
  alreadyPaid: 'Deze bestelling is al betaald. Je hoeft niets meer te doen.',
  closed: 'Deze bestelling kan niet meer betaald worden. Bel ons als je hem toch wilt hebben.',
  starting: 'Je betaling wordt al gestart. Wacht een halve minuut en probeer het dan opnieuw.',
  viewOrder: 'Bekijk je bestelling',
} as const;

/** The mail that lets a customer whose account staff made choose her password. */
export const phoneAccountMail = {
  subject: 'Kies een wachtwoord voor je account bij Zorgzaam',
  preheader: 'We hebben een account voor je gemaakt toen je belde.',
  heading: (firstName: string) => `Hallo ${firstName},`,
  intro:
    'Toen je ons belde, hebben we een account voor je gemaakt. Daarin zie je je bestellingen en facturen. Kies een wachtwoord om in te loggen.',
  validUntil: (date: string) =>
    `De link werkt tot en met ${date}. Daarna kun je op de inlogpagina een nieuwe aanvragen.`,
  button: 'Kies je wachtwoord',
  notYou: 'Heb je niet gebeld met Zorgzaam? Negeer deze mail dan.',
} as const;
