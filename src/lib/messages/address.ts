/** The labels of an address form, one set for checkout, subscriptions and wherever an address is typed. */
export const addressFields = {
  contactLegend: 'Contactgegevens',
  addressLegend: 'Bezorgadres',
  email: 'E-mailadres',
  firstName: 'Voornaam',
  lastName: 'Achternaam',
  postcode: 'Postcode',
  postcodePlaceholder: '1234 AB',
  houseNumber: 'Huisnummer',
  addition: 'Toevoeging',
  street: 'Straat',
  city: 'Plaats',
} as const;
