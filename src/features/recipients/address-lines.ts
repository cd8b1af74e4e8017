// Light helpers an island uses, without the schemas beside them in their home module: zod must
// not reach the browser through a label or a normaliser (decision 033). Server code imports them here too.

/** ['Dorpsstraat 1 A', '1234 AB Ergens'] */
export function addressLines(address: {
  street: string;
  streetNumber: string;
  streetAddition: string | null;
  postcode: string;
  city: string;
}): [string, string] {
  const house = [address.streetNumber, address.streetAddition].filter(Boolean).join(' ');
  return [`${address.street} ${house}`, `${address.postcode} ${address.city}`];
}
