/**
 * Every text the shop shows or answers, in one place. Texts quoted by the
 * specification are kept exactly (including the English ones it prescribes).
 */
export const messages = {
  api: {
    badRequest: 'Het verzoek kon niet worden verwerkt.',
    malformedJson: 'Het verzoek bevat geen geldige JSON.',
    invalid: 'De gegevens zijn niet geldig.',
    unauthorized: 'Je bent niet ingelogd.',
    forbidden: 'Je hebt geen toegang tot deze pagina.',
    notFound: 'Niet gevonden.',
    productNotFound: 'Dit product bestaat niet (meer).',
    tooManyRequests: 'Te veel pogingen. Wacht even en probeer het opnieuw.',
    serverError: 'Er ging iets mis aan onze kant. Probeer het later opnieuw.',
  },
  newsletter: {
    emptyEmail: 'Vul alsjeblieft e-mailadres in',
    failure: 'Er ging iets mis, probeer het opnieuw.',
    success: 'Hartelijk dank voor je aanmelding!',
    invalidEmail: 'Vul een geldig e-mailadres in.',
  },
  login: {
    failure: 'Login failed. Please check your credentials and try again.',
  },
  checkout: {
    missingPaymentMethod: 'Please select a payment method',
    orderFailure: 'Er is een fout opgetreden bij het verwerken van je bestelling. Probeer het opnieuw.',
    noPaymentMethods: 'Geen betaalmethoden beschikbaar.',
    unnamedProduct: 'Unnamed Product',
    shippingFree: 'Gratis',
    shippingPaid: '€ 5,-',
    addressNotFound: 'We konden dit adres niet vinden. Vul straat en plaats zelf in.',
    addressLookingUp: 'Adres zoeken...',
    emptyCart: 'Je winkelmand is leeg.',
  },
  passwordReset: {
    failure: 'Er is een fout opgetreden. Probeer het opnieuw.',
  },
  search: {
    failure: 'Er is een fout opgetreden bij het ophalen van de zoekresultaten.',
    noResults: 'Geen resultaten gevonden',
    noResultsHint: 'Probeer andere zoektermen of pas je zoekopdracht aan.',
    heading: (query: string) => `Zoekresultaten voor "${query}"`,
    count: (n: number) => `${n} resultaten gevonden`,
    placeholder: 'Zoeken...',
  },
  account: {
    noOrders: 'No orders found.',
  },
  content: {
    pageLoading: 'Pagina wordt geladen...',
  },
  media: {
    missingImage: 'Geen afbeelding beschikbaar',
  },
  editor: {
    maxItems: (n: number) => `Maximum ${n} items can be selected`,
  },
} as const;
