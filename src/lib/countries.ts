/**
 * The countries the shop knows, by the Dutch name an address stores (the checkout delivers in the
 * Netherlands only: `country: 'Nederland'`), with their ISO 3166-1 alpha-2 code, which documents
 * such as the e-invoice state. The one place a country name becomes a code.
 */
export const COUNTRY_CODES: Readonly<Record<string, string>> = {
  Nederland: 'NL',
  België: 'BE',
  Duitsland: 'DE',
};

/** 'Nederland' -> 'NL'. A name the shop does not know is refused: an address never guesses its country. */
export function countryCode(name: string): string {
  const code = COUNTRY_CODES[name.trim()];
  if (!code) throw new Error(`Unknown country: ${name}`);
  return code;
}
