import { reimbursementArticlePath, reimbursementArticleSlug, shop } from '~/config/shop';

/**
 * What this audience asks first: does my health insurer pay for this? The facts as they stand in
 * the Netherlands: incontinence material is a medical aid (hulpmiddel) in the basic insurance
 * (basisverzekering), with a doctor's or continence nurse's statement, through a supplier the
 * insurer contracts; the own risk (eigen risico) applies. This shop is not such a supplier.
 */
const c = shop.company;

export const reimbursementArticle = {
  slug: reimbursementArticleSlug,
  title: 'Vergoedt mijn zorgverzekeraar incontinentiemateriaal?',
  excerpt:
    'Vaak wel, uit de basisverzekering: met een verklaring van je huisarts of continentieverpleegkundige, via een leverancier van je zorgverzekeraar. Zo werkt het.',
  sections: [
    {
      title: 'Wanneer krijg je het vergoed?',
      body: '<p>Incontinentiemateriaal, zoals broekjes en verbanden, is een <strong>hulpmiddel</strong> uit de <strong>basisverzekering</strong>. Je zorgverzekeraar vergoedt het als je langdurig urineverlies hebt en de zorg is voorgeschreven. Daarvoor is nodig:</p><ul><li>een <strong>medische verklaring</strong> van je huisarts, specialist of een <strong>continentieverpleegkundige</strong> (ook wel incontinentieverpleegkundige genoemd), die vastlegt welk soort product en hoeveel je nodig hebt;</li><li>een bestelling bij een <strong>leverancier met een contract</strong> bij jouw zorgverzekeraar. Welke dat zijn, staat op de website van je zorgverzekeraar of hoor je via de klantenservice.</li></ul><p>Omdat het om de basisverzekering gaat, betaal je mogelijk eerst je <strong>eigen risico</strong>. Sommige verzekeraars vragen ook een eigen bijdrage als je een duurder product kiest dan nodig is.</p>',
    },
    {
      title: 'En bij Zorgzaam?',
      body: `<p>${shop.brand} heeft geen contracten met zorgverzekeraars. Wij verkopen aan <strong>klanten die zelf betalen</strong>: bijvoorbeeld als je (nog) geen verklaring hebt, als je licht urineverlies hebt waarvoor je liever niet naar de huisarts gaat, als je een ander product wilt dan je verzekeraar levert, of als je snel en neutraal verpakt iets in huis wilt hebben.</p><p>Je kunt onze factuur in de regel <strong>niet</strong> declareren bij je zorgverzekeraar. Twijfel je wat voor jou het voordeligst is? Vraag het je zorgverzekeraar, of bel ons op <a href="${c.phoneHref}">${c.phone}</a> (${c.openingHours.toLowerCase()}): we denken graag mee.</p>`,
    },
    {
      title: 'Stap voor stap naar vergoeding',
      body: '<ol><li>Maak een afspraak met je huisarts. Die kijkt naar de oorzaak en schrijft zo nodig incontinentiemateriaal voor, of verwijst je naar een continentieverpleegkundige of bekkenfysiotherapeut.</li><li>Zoek bij je zorgverzekeraar op welke leveranciers een contract hebben.</li><li>Geef de verklaring aan die leverancier: die regelt de levering en de vergoeding rechtstreeks met je zorgverzekeraar.</li></ol>',
    },
  ],
} as const;

/** FAQ entries for the contact page and the article: short answers with a link to the article. */
export const reimbursementFaqs = [
  {
    question: 'Vergoedt mijn zorgverzekeraar incontinentiemateriaal?',
    answer: `<p>Vaak wel, uit de basisverzekering: met een medische verklaring van je huisarts of continentieverpleegkundige, en alleen als je bestelt bij een leverancier met een contract bij jouw zorgverzekeraar. Je eigen risico kan meetellen. <a href="${reimbursementArticlePath}">Lees hoe vergoeding werkt</a>.</p>`,
  },
  {
    question: 'Kan ik mijn bestelling bij Zorgzaam declareren?',
    answer: `<p>In de regel niet: ${shop.brand} heeft geen contracten met zorgverzekeraars en verkoopt aan klanten die zelf betalen. Wil je vergoeding, bestel dan met een verklaring bij een gecontracteerde leverancier van je zorgverzekeraar.</p>`,
  },
] as const;
