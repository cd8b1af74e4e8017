/*
 * The one home of the postal address's shape. The database columns come from one helper
 * (server/db/schema/postal-address.ts) and read back as `PostalAddress`; forms and the API carry
 * the same address as `PostalAddressFields`. Light on purpose: islands import it, so no zod here
 * (decision 033).
 */

/** A Dutch postal address as an order, a recipient or a trial pack stores it. */
export interface PostalAddress {
  street: string;
  streetNumber: string;
  streetAddition: string | null;
  postcode: string;
  city: string;
}

/** A postal address with its country, as an order and a parcel's recipient keep it. */
export interface PostalAddressInCountry extends PostalAddress {
  country: string;
}

/** The same address as forms and the API carry it (the saved address, saved recipients). */
export interface PostalAddressFields {
  postcode: string;
  house_number: string;
  addition: string | null;
  street: string;
  city: string;
}

/** ['Dorpsstraat 1 A', '1234 AB Ergens'] */
export function addressLines(address: PostalAddress): [string, string] {
  const house = [address.streetNumber, address.streetAddition].filter(Boolean).join(' ');
  return [`${address.street} ${house}`, `${address.postcode} ${address.city}`];
}
