/** Texts of discount codes: the checkout's code field, its refusals, the staff pages (issue #17, section 4). */
export const discounts = {
  fieldLabel: 'Kortingscode',
  apply: 'Toepassen',
  remove: (code: string) => `Kortingscode ${code} verwijderen`,
  removeShort: 'Verwijderen',
  applied: (code: string) => `Kortingscode ${code} is toegepast.`,
  removed: 'De kortingscode is verwijderd.',
  emptyCode: 'Vul een kortingscode in.',
  line: (code: string) => `Korting (${code})`,
  /** Under the totals when a code brought the goods under the free-shipping amount. */
  shippingAfterDiscount: (freeFrom: string) =>
    `Gratis bezorging geldt vanaf ${freeFrom}, gerekend over het bedrag na korting.`,
  unknown: (code: string) =>
    `De kortingscode ${code} bestaat niet. Controleer de code en probeer het opnieuw.`,
  notYetValid: (code: string, day: string) => `De kortingscode ${code} is pas geldig vanaf ${day}.`,
  expired: (code: string) => `De kortingscode ${code} is niet meer geldig.`,
  minimum: (code: string, minimum: string, short: string) =>
    `De kortingscode ${code} geldt vanaf ${minimum} aan producten. Je komt nog ${short} tekort.`,
  usedUp: (code: string) => `De kortingscode ${code} is al zo vaak gebruikt als mogelijk is.`,
  usedByYou: (code: string) => `Je hebt de kortingscode ${code} al gebruikt.`,
  notForProducts: (code: string) => `De kortingscode ${code} geldt niet voor de producten in je winkelmand.`,
  /** Placing the order: the code was valid in the summary but someone else took the last use. */
  takenMeanwhile: (code: string) =>
    `De kortingscode ${code} is net door iemand anders gebruikt en is nu op. Je bestelling is niet geplaatst. Verwijder de code en bestel opnieuw.`,
  usedByYouMeanwhile: (code: string) =>
    `Je hebt de kortingscode ${code} al gebruikt. Je bestelling is niet geplaatst. Verwijder de code en bestel opnieuw.`,
  refusedOrderSuffix: ' Je bestelling is niet geplaatst.',
  // Staff
  codeLength: 'Een code heeft 3 tot 30 tekens.',
  codeCharacters: 'Gebruik alleen letters, cijfers, - en _ in de code.',
  codeTaken: 'Deze code bestaat al.',
  kindRequired: 'Kies percentage of vast bedrag.',
  wholeNumber: 'Vul een heel getal in.',
  valuePositive: 'De korting moet groter zijn dan 0.',
  percentageMax: 'Een percentage is hoogstens 100.',
  fixedMax: 'Een vast bedrag is hoogstens € 10.000.',
  usesPositive: 'Vul een aantal van 1 of meer in, of laat het leeg.',
  badDay: 'Vul een datum in als dd-mm-jjjj.',
  untilBeforeFrom: 'De einddatum ligt voor de begindatum.',
  unknownCategory: 'Kies een bestaande categorie.',
  notFound: 'Deze kortingscode bestaat niet (meer).',
  adminOnly: 'Alleen een beheerder kan kortingscodes maken en wijzigen.',
  saved: 'De kortingscode is opgeslagen.',
  deactivated: 'De kortingscode is uitgeschakeld.',
} as const;

export const discountsScreen = {
  title: 'Kortingscodes',
  intro:
    'Kortingscodes gelden voor producten, niet voor verzendkosten. Gratis bezorging telt het bedrag na korting.',
  adminNote: 'Je bent beheerder: je kunt codes maken en wijzigen.',
  newCode: 'Nieuwe kortingscode',
  list: 'Lijst van kortingscodes',
  headings: ['Code', 'Korting', 'Voorwaarden', 'Geldig', 'Gebruikt', 'Status', ''],
  actions: 'Acties',
  none: 'Er zijn nog geen kortingscodes.',
  from: (amount: string) => `Vanaf ${amount}`,
  noMinimum: 'Geen minimum',
  only: 'Alleen:',
  perCustomer: (n: number) => `${n}× per klant`,
  now: 'Meteen',
  noEnd: 'geen einde',
  of: (n: number) => ` van ${n}`,
  paid: (n: number) => `${n} betaald`,
  active: 'Actief',
  off: 'Uit',
  expired: 'Verlopen',
  scheduled: 'Nog niet geldig',
  edit: 'Wijzigen',
  editCode: (code: string) => `${code} wijzigen`,
  switchOff: 'Uitschakelen',
  switchOffCode: (code: string) => `${code} uitschakelen`,
  kind: 'Soort korting',
  cancel: 'Annuleren',
} as const;
