import { shop } from '~/config/shop';

const { company } = shop;

/** Where returned packs go: the company's address (src/config/shop.ts), one line per line. */
export const returnAddressLines = [
  company.legalName,
  'T.a.v. Retouren',
  company.street,
  `${company.postcode} ${company.city}`,
] as const;

/** Returns of unopened packs (decision 025): the steps, the request per line, the staff side, the mails. */
export const returns = {
  addressTitle: 'Retouradres',
  address: returnAddressLines,
  stepsTitle: 'Zo stuur je ongeopende pakken terug',
  steps: [
    'Vraag de retour aan per bestelregel: in je account bij de bestelling, of zonder account met je bestelnummer en e-mailadres hieronder.',
    'Pak de ongeopende pakken in de originele verpakking in en schrijf je bestelnummer op de doos.',
    'Stuur het pakket binnen 14 dagen naar het retouradres. De kosten van het terugsturen zijn voor jou.',
    'Zodra we de pakken hebben ontvangen, betalen we het bedrag van die pakken terug en mailen we je de creditfactuur.',
  ],
  formTitle: 'Ongeopende pakken terugsturen',
  formIntro:
    'Kies per bestelregel hoeveel ongeopende pakken je terugstuurt. Een geopend pak kunnen we om hygiënische redenen niet terugnemen.',
  quantityLabel: (line: string) => `Aantal terug: ${line}`,
  ofBought: (bought: number) => `Je hebt er ${bought} besteld.`,
  submit: 'Retour aanvragen',
  alreadyRequested: 'Retour al aangevraagd',
  requested: 'Je retour is aangevraagd. Je ontvangt een e-mail met het retouradres en de stappen.',
  nothingChosen: 'Kies bij minstens één bestelregel hoeveel pakken je terugstuurt.',
  tooMany: 'Je kunt niet meer pakken terugsturen dan je hebt besteld.',
  lineTaken: 'Voor deze bestelregel is al een retour aangevraagd.',
  unknownLine: 'Deze bestelregel hoort niet bij de bestelling.',
  notPossible: 'Voor deze bestelling kun je geen retour (meer) aanvragen.',
  notShipped:
    'Je bestelling is nog niet verzonden. Herroep de bestelling: dan annuleren we hem en betalen we alles terug, zonder dat je iets hoeft terug te sturen.',
  failure: 'Het aanvragen van de retour is niet gelukt. Probeer het opnieuw of neem contact met ons op.',
  mail: {
    subject: (number: string) => `Je retour is aangevraagd, bestelling ${number}`,
    preheader: (number: string) => `Het retouradres en de stappen voor bestelling ${number}.`,
    heading: (name: string) => `Beste ${name},`,
    body: 'We hebben je retouraanvraag ontvangen. Zo stuur je de ongeopende pakken terug:',
    steps: [
      'Pak de ongeopende pakken in de originele verpakking in en schrijf je bestelnummer op de doos.',
      'Stuur het pakket binnen 14 dagen naar het retouradres hieronder. De kosten van het terugsturen zijn voor jou.',
      'Zodra we de pakken hebben ontvangen, betalen we het bedrag terug en mailen we je de creditfactuur.',
    ],
    addressLabel: 'Retouradres',
    packsLabel: 'Aantal pakken terug',
    amountLabel: 'Bedrag dat je terugkrijgt',
    /** The whole order goes back: the standard delivery is refunded with it (BW 6:230s). */
    shippingLabel: 'Verzendkosten die je terugkrijgt',
  },
  staff: {
    title: 'Retouren',
    none: 'Geen retour aangevraagd.',
    line: (name: string, quantity: number) => `${quantity} × ${name}`,
    requestedOn: (when: string) => `Aangevraagd op ${when}`,
    receivedOn: (when: string) => `Ontvangen en terugbetaald op ${when}`,
    markReceived: 'Retour ontvangen en terugbetalen',
    received: 'Retour ontvangen; het bedrag is terugbetaald en de klant krijgt de creditfactuur.',
    alreadyReceived: 'Deze retour is al ontvangen en terugbetaald.',
    notFound: 'Deze retour bestaat niet.',
    openReturn: 'Open retour',
    refundNote: 'Retour ontvangen',
  },
} as const;
