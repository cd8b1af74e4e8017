/** Texts of the delivery choice at checkout, pickup points and tracking (src/features/delivery). */
export const deliveryChoice = {
  legend: 'Bezorging',
  methods: {
    home: 'Thuisbezorgd',
    letterbox: 'Brievenbuspakje',
    pickup: 'Afhaalpunt',
  } as Record<string, string>,
  hints: {
    home: 'Bij je thuis bezorgd, discreet verpakt.',
    letterbox: 'Past door de brievenbus: je hoeft niet thuis te zijn.',
    pickup: 'Ophalen bij een PostNL-punt bij jou in de buurt.',
  } as Record<string, string>,
  free: 'Gratis',
  letterboxSuggested: (letterbox: string, home: string) =>
    `We kozen een brievenbuspakje voor je: je bestelling past door de brievenbus, het kost ${letterbox} in plaats van ${home} en je hoeft niet thuis te zijn. Liever een andere manier? Kies hieronder.`,
  /** The invoice's and mail's shipping line, named by the method. */
  shippingLine: (method: string) => `Verzendkosten (${method.toLowerCase()})`,
  letterboxTooMany: (max: number) =>
    `Een brievenbuspakje past maximaal ${max} artikelen. Kies thuisbezorgd of een afhaalpunt.`,
  letterboxDoesNotFit: (names: string) =>
    `Niet alles past door de brievenbus (${names}). Kies thuisbezorgd of een afhaalpunt.`,
  letterboxNotAvailable: 'Een brievenbuspakje is niet mogelijk voor deze bestelling.',
  unknownMethod: 'Kies thuisbezorgd, een brievenbuspakje of een afhaalpunt.',
  choosePickupPoint: 'Kies een afhaalpunt.',
  unknownPickupPoint: 'Dit afhaalpunt bestaat niet (meer). Kies een ander afhaalpunt.',
  pickupPostcode: 'Postcode voor afhaalpunten',
  pickupPostcodeHint: 'We tonen de afhaalpunten het dichtst bij deze postcode.',
  findPickupPoints: 'Zoek afhaalpunten',
  pickupLegend: 'Kies je afhaalpunt',
  pickupSearching: 'Afhaalpunten zoeken...',
  pickupNoneFound: 'We vonden geen afhaalpunten bij deze postcode. Probeer een andere postcode.',
  pickupFailed: 'De afhaalpunten konden niet worden opgehaald. Probeer het opnieuw.',
  invalidPostcode: 'Vul een geldige postcode in, bijvoorbeeld 1012 JS.',
  openingHours: 'Openingstijden',
  pickupAt: 'Afhaalpunt',
  method: 'Bezorging',
  trackingLink: 'Volg je pakket',
  trackingIntro: 'Met de knop of link hieronder volg je je pakket bij PostNL.',
  trackAndTrace: 'Track-en-tracecode',
  invalidBarcode: 'Dit is geen geldige PostNL-barcode (bijvoorbeeld 3SZORG123456789).',
} as const;
