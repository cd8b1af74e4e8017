import { shop } from '~/config/shop';

/**
 * Texts of the care layer of issue 27 that this part builds: the money-back guarantee (defined
 * here once and linked wherever it is claimed) and the honest review texts.
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

export const honestReviews = {
  /** Product page, while a product has no approved reviews: nothing that looks like a review. */
  noneYet: 'Er zijn nog geen reviews van kopers van dit product.',
  howChecked: 'Zo controleren we reviews',
} as const;
