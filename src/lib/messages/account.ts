/** Texts of logging in, the account, reordering and withdrawal. */
export const login = {
  failure: 'Inloggen is niet gelukt. Controleer je e-mailadres en wachtwoord en probeer het opnieuw.',
} as const;

export const passwordReset = {
  failure: 'Er is een fout opgetreden. Probeer het opnieuw.',
  requested:
    'Als dit e-mailadres bij ons bekend is, ontvang je binnen enkele minuten een e-mail met een link om je wachtwoord te wijzigen.',
  done: 'Je wachtwoord is gewijzigd. Je kunt nu inloggen met je nieuwe wachtwoord.',
  invalidLink: 'Deze link is ongeldig of verlopen. Vraag een nieuwe link aan.',
} as const;

export const account = {
  orderLink: (number: string) => `Bestelling ${number}`,
  orderTotal: 'Totaal',
  orderSuffix: (number: string) => ` (bestelling ${number})`,
  noOrders: 'Je hebt nog geen bestellingen.',
  refundsTitle: 'Terugbetaald',
  refundLine: (date: string, amount: string) => `${date}: ${amount}`,
  refundCredit: (label: string) => `creditfactuur ${label}`,
  registerTitle: 'Account aanmaken',
  registerIntro: 'Met een account zie je je bestellingen terug. Bestellen kan ook zonder account.',
  haveAccount: 'Heb je al een account?',
  loginHere: 'Log hier in',
  profileTitle: 'Mijn gegevens',
  noOrdersShopLink: 'Bekijk ons assortiment',
  loginFailed: 'Het e-mailadres of wachtwoord klopt niet.',
  emailTaken: 'Er bestaat al een account met dit e-mailadres. Log in of vraag een nieuw wachtwoord aan.',
  emailTakenField: 'Er bestaat al een account met dit e-mailadres.',
  invalidEmail: 'Vul een geldig e-mailadres in.',
  firstNameRequired: 'Vul je voornaam in.',
  lastNameRequired: 'Vul je achternaam in.',
  passwordRequired: 'Vul je wachtwoord in.',
  passwordsDiffer: 'De wachtwoorden zijn niet gelijk.',
  passwordTooShort: 'Kies een wachtwoord van minstens 10 tekens.',
  passwordOnlyLetters: 'Gebruik in je wachtwoord ook een cijfer of een ander teken dan letters.',
  passwordCommon:
    'Dit wachtwoord wordt veel gebruikt en is makkelijk te raden. Kies iets van jezelf, bijvoorbeeld een korte zin.',
  passwordLikeEmail: 'Je wachtwoord lijkt te veel op je e-mailadres. Kies iets anders.',
  wrongPassword: 'Het wachtwoord klopt niet.',
  profileSaved: 'Je gegevens zijn opgeslagen.',
  passwordChanged: 'Je wachtwoord is gewijzigd. Op andere apparaten ben je nu uitgelogd.',
  activeSubscription:
    'Je hebt nog een lopend abonnement. Stop eerst je abonnement; daarna kun je je account verwijderen.',
  failure: 'Er is een fout opgetreden. Probeer het opnieuw.',
  loading: 'Gegevens laden...',
  ordersLoading: 'Bestellingen laden...',
  orderStatus: {
    pending: 'Wacht op betaling',
    paid: 'Betaald, wordt verzonden',
    failed: 'Betaling mislukt',
    cancelled: 'Geannuleerd',
    expired: 'Betaling verlopen',
    shipped: 'Verzonden',
    delivered: 'Bezorgd',
    refunded: 'Terugbetaald',
    withdrawn: 'Herroepen',
  } as Record<string, string>,
} as const;

export const reorder = {
  button: 'Opnieuw bestellen',
  busy: 'Bezig...',
  added: (count: number) =>
    count === 1
      ? '1 product staat in je winkelwagen, met de prijs van nu.'
      : `${count} producten staan in je winkelwagen, met de prijzen van nu.`,
  noneAvailable: 'Geen van deze producten is nu te bestellen.',
  unavailableIntro: 'Niet toegevoegd:',
  discontinued: 'niet meer leverbaar',
  soldOut: 'tijdelijk uitverkocht',
  fewerInStock: (count: number) => `nog ${count} op voorraad, dat aantal is toegevoegd`,
  failed: 'Opnieuw bestellen is niet gelukt. Probeer het opnieuw.',
} as const;

export const savedAddress = {
  title: 'Bezorgadres',
  intro:
    'We vullen dit adres alvast in bij het afrekenen. Na een bestelling bewaren we het adres van die bestelling.',
  saved: 'Je bezorgadres is opgeslagen.',
  removed: 'Je bezorgadres is verwijderd.',
  postcode: 'Vul een geldige postcode in, bijvoorbeeld 1012 JS.',
  houseNumber: 'Vul een geldig huisnummer in.',
  street: 'Vul je straat in.',
  city: 'Vul je woonplaats in.',
  postcodeLabel: 'Postcode',
  houseNumberLabel: 'Huisnummer',
  additionLabel: 'Toevoeging',
  streetLabel: 'Straat',
  cityLabel: 'Woonplaats',
  change: 'Adres wijzigen',
  add: 'Adres toevoegen',
} as const;

export const withdrawal = {
  button: 'Overeenkomst herroepen',
  title: 'Overeenkomst herroepen',
  intro:
    'Je mag je bestelling binnen 14 dagen na ontvangst herroepen, zonder opgaaf van reden. Om hygiënische redenen geldt dit niet voor verzegelde producten waarvan de verzegeling na levering is verbroken.',
  readMore: 'Lees meer in de',
  termsLink: 'algemene voorwaarden',
  order: (number: string) => `Bestelling ${number}`,
  orderNumberExample: 'ZZ-100123',
  viaAccount: 'Heb je een account? Dan kun je ook herroepen bij de bestelling in',
  yourAccount: 'je account',
  orderNumber: 'Bestelnummer',
  orderEmail: 'E-mailadres van de bestelling',
  confirmQuestion: (number: string) =>
    `Weet je zeker dat je de overeenkomst voor bestelling ${number} wilt herroepen? Je krijgt het bedrag terug zodra we de ongeopende producten retour hebben.`,
  /** Not shipped yet: withdrawing cancels the order, everything goes back, nothing to send. */
  confirmQuestionUnshipped: (number: string) =>
    `Weet je zeker dat je bestelling ${number} wilt herroepen? Je bestelling is nog niet verzonden: we annuleren hem en betalen het hele bedrag terug, ook de verzendkosten. Je hoeft niets terug te sturen.`,
  confirm: 'Herroeping bevestigen',
  cancel: 'Annuleren',
  done: (when: string) => `Je hebt de overeenkomst herroepen op ${when}. De bevestiging staat in je e-mail.`,
  doneUnshipped: (when: string) =>
    `Je hebt de bestelling herroepen op ${when}. We annuleren hem en betalen alles terug; je krijgt een e-mail met de creditfactuur.`,
  until: (date: string) => `Herroepen kan tot en met ${date}.`,
  closed: 'De termijn om deze bestelling te herroepen is verstreken.',
  notPossible: 'Deze bestelling kan niet (meer) worden herroepen.',
  failure: 'Herroepen is niet gelukt. Probeer het opnieuw of neem contact met ons op.',
  requested:
    'Als het bestelnummer en het e-mailadres bij een bestelling horen die nog herroepen kan worden, ontvang je binnen enkele minuten een e-mail met een link om de herroeping te bevestigen.',
  invalidLink: 'Deze link is ongeldig, al gebruikt of verlopen. Vraag hieronder een nieuwe link aan.',
  orderNumberRequired: 'Vul je bestelnummer in (bijvoorbeeld ZZ-100123).',
  linkMail: {
    subject: (number: string) => `Herroeping bevestigen, bestelling ${number}`,
    preheader: (number: string) => `Bevestig de herroeping van bestelling ${number}.`,
    heading: (name: string) => `Beste ${name},`,
    body: 'Je wilt de overeenkomst voor deze bestelling herroepen. Bevestig dat met de knop hieronder; de link is 24 uur geldig en werkt één keer. Heb je dit niet zelf gevraagd? Dan kun je deze e-mail negeren.',
    button: 'Herroeping bevestigen',
    footer: 'Je ontvangt deze e-mail omdat iemand op onze website om deze link heeft gevraagd.',
  },
  mail: {
    subject: (number: string) => `Bevestiging van je herroeping, bestelling ${number}`,
    preheader: (number: string) => `We hebben je herroeping voor bestelling ${number} ontvangen.`,
    heading: (name: string) => `Beste ${name},`,
    body: 'We hebben je herroeping ontvangen. Hieronder staan de datum en het tijdstip waarop je de overeenkomst hebt herroepen.',
    next: [
      'Stuur de producten binnen 14 dagen terug, ongeopend en in de originele verpakking. De kosten van het terugsturen zijn voor jou.',
      'We betalen het aankoopbedrag, inclusief de oorspronkelijke verzendkosten, binnen 14 dagen terug. We mogen wachten tot we de producten terug hebben.',
      'Let op: om hygiënische redenen geldt het herroepingsrecht niet voor verzegelde producten waarvan de verzegeling na de levering is verbroken.',
    ],
    /** Withdrawn before shipping: the order is cancelled, nothing comes back by post. */
    unshipped: [
      'Je bestelling was nog niet verzonden. We hebben hem geannuleerd en betalen het hele bedrag terug, ook de verzendkosten. Je hoeft niets terug te sturen.',
      'Je ontvangt een aparte e-mail met de terugbetaling en de creditfactuur.',
    ],
  },
} as const;

/** The account pages and their forms: login, password reset, profile, privacy. */
export const accountPages = {
  accountTitle: 'Mijn account',
  loginTitle: 'Inloggen',
  loginIntro: 'Bekijk je bestellingen en bestel sneller opnieuw.',
  forgotTitle: 'Wachtwoord vergeten',
  forgotIntro: 'Vul je e-mailadres in. Je ontvangt een link om een nieuw wachtwoord te kiezen.',
  resetTitle: 'Nieuw wachtwoord',
  email: 'E-mailadres',
  password: 'Wachtwoord',
  login: 'Inloggen',
  forgotLink: 'Wachtwoord vergeten?',
  registerLink: 'Nog geen account? Registreer hier',
  // Spec: 'Verstuur reset link' and 'Reset Wachtwoord' (said in plain Dutch; docs/texts.md).
  sendResetLink: 'Stuur mij een link',
  backToLogin: 'Terug naar inloggen',
  newPassword: 'Nieuw wachtwoord',
  confirmPassword: 'Bevestig wachtwoord',
  resetPassword: 'Nieuw wachtwoord opslaan',
  toLogin: 'Naar inloggen',
  requestNewLink: 'Vraag een nieuwe link aan',
} as const;

export const accountForms = {
  changeName: 'Naam wijzigen',
  changePassword: 'Wachtwoord wijzigen',
  firstName: 'Voornaam',
  lastName: 'Achternaam',
  currentPassword: 'Huidig wachtwoord',
  newPassword: 'Nieuw wachtwoord (minstens 10 tekens)',
  repeatNewPassword: 'Herhaal nieuw wachtwoord',
  logout: 'Uitloggen',
  save: 'Opslaan',
  cancel: 'Annuleren',
  privacyTitle: 'Privacy',
  privacyIntro:
    'Je bestellingen zijn gezondheidsgegevens. Je kunt alles wat wij over jou bewaren downloaden, of je account verwijderen. Bestellingen bewaren we zonder koppeling aan je account, omdat de wet dat voor de boekhouding verplicht (7 jaar).',
  download: 'Mijn gegevens downloaden',
  deleteAccount: 'Account verwijderen',
  confirmWithPassword: 'Bevestig met je wachtwoord',
  deleteForGood: 'Definitief verwijderen',
  myOrders: 'Mijn bestellingen',
  registerPassword: 'Wachtwoord (minstens 10 tekens)',
  repeatPassword: 'Herhaal wachtwoord',
  createAccount: 'Account aanmaken',
  /** The consent checkbox: the words before the link, the link, and the sentence after it. */
  consentBefore: 'Ik ga akkoord met het',
  consentLink: 'privacybeleid',
  consentAfter:
    '. Mijn bestellingen zijn gezondheidsgegevens; Zorgzaam gebruikt ze alleen om mijn bestellingen te leveren.',
} as const;
