/** Texts of the staff screens: editor, orders, statistics, catalogue management. */
export const editor = {
  maxItems: (n: number) => `Je kunt er maximaal ${n} kiezen.`,
  addComponent: 'Blok toevoegen',
  cancel: 'Annuleren',
  savePage: 'Pagina opslaan',
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
} as const;

export const admin = {
  noAccess: 'Geen toegang: deze pagina is alleen voor medewerkers van de winkel.',
  otherAccount: 'Inloggen met een ander account',
  noAccessStats: 'Geen toegang: de statistieken zijn alleen voor beheerders.',
  loading: 'Gegevens laden...',
  loadFailed: 'De gegevens konden niet worden geladen. Probeer het opnieuw.',
  actionFailed: 'Dat is niet gelukt. Probeer het opnieuw.',
  orderNotFound: 'Deze bestelling bestaat niet.',
  transitionNotAllowed: (from: string, to: string) =>
    `Een bestelling met status '${from}' kan niet naar '${to}'.`,
  nothingToRefund: 'Deze bestelling heeft geen betaling die terugbetaald kan worden.',
  refundTooHigh: (max: string) => `Je kunt hoogstens ${max} terugbetalen.`,
  refundProviderMismatch: 'Deze betaling loopt via een andere betaaldienst dan nu is ingesteld.',
  stockItemNotFound: 'Dit product of deze variant bestaat niet (meer).',
  noOrders: 'Geen bestellingen gevonden.',
  orderCount: (count: string, one: boolean) => `${count} ${one ? 'bestelling' : 'bestellingen'}`,
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
} as const;
