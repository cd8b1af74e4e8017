/** Texts of the frame around every shop page: header, menus, footer. */
export const header = {
  women: 'Dames',
  men: 'Heren',
  allProducts: 'Alle producten',
  finder: 'Keuzehulp',
  knowledgeBase: 'Kennisbank',
  incontinence: 'Incontinentie',
  openMenu: 'Menu openen',
  closeMenu: 'Menu sluiten',
  menu: 'Menu',
  mainMenu: 'Hoofdmenu',
  mobileMenu: 'Mobiel menu',
  search: 'Zoeken',
  searchButton: 'Zoek',
  searchOpen: 'Zoeken openen',
  searchClose: 'Zoeken sluiten',
  openSearch: 'Zoeken openen',
  login: 'Inloggen',
  account: 'Account',
  logout: 'Uitloggen',
  openCart: 'Winkelmand openen',
  /** The tap-to-call link: the number itself is the link text beside it. */
  callUs: (phone: string) => `Bel ons: ${phone}`,
  homeLink: (brand: string) => `${brand}, naar de homepage`,
  cartCount: (count: number) =>
    count === 1 ? '1 artikel in de winkelmand' : `${count} artikelen in de winkelmand`,
} as const;

export const footer = {
  shopping: 'Winkelen',
  service: 'Service',
  terms: 'Voorwaarden',
  allProducts: 'Alle producten',
  finder: 'Keuzehulp',
  forWomen: 'Voor vrouwen',
  forMen: 'Voor mannen',
  knowledgeBase: 'Kennisbank',
  reimbursement: 'Vergoeding door je zorgverzekeraar',
  contact: 'Contact',
  about: 'Over ons',
  myAccount: 'Mijn account',
  termsAndConditions: 'Algemene voorwaarden',
  privacy: 'Privacybeleid',
  withdrawal: 'Overeenkomst herroepen',
  newsletterTitle: 'Blijf op de hoogte',
  newsletterIntro:
    'Tips over comfort en verzorging, en als eerste onze aanbiedingen. Hooguit één keer per maand.',
  email: 'E-mailadres',
  emailPlaceholder: 'je@e-mailadres.nl',
  subscribe: 'Aanmelden',
  social: 'Sociale media',
  payWith: 'Veilig betalen met',
  paymentMethods: 'Betaalmethoden',
  customerService: 'Klantenservice',
  kvk: 'KvK',
  vatId: 'btw-id',
  copyright: (year: number, brand: string) => `© ${year} ${brand}. Alle rechten voorbehouden.`,
} as const;

export const frame = {
  skipLink: 'Naar de inhoud',
  /** Staff pages: the title's suffix, and what shows without JavaScript. */
  staffTitle: (title: string, brand: string) => `${title} | ${brand} beheer`,
  staffNeedsJavaScript: 'Voor het beheer van de winkel is JavaScript nodig.',
  promises: 'Onze beloftes',
  pausePromises: 'Beloftes stilzetten',
  testPayments:
    'Testwinkel: betalingen zijn niet echt. Er wordt geen geld afgeschreven en er wordt niets verzonden.',
} as const;
