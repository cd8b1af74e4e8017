import type { InvoiceDocument } from './invoice';

/*
 * Small pieces of the UBL 2.1 e-invoice (ubl.ts): amounts, text escaping and the parties, in the
 * element order the OASIS schema demands.
 */

/** 1295 -> '12.95', -5 -> '-0.05': UBL amounts are decimals with a point. */
export function decimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export const amount = (tag: string, cents: number) =>
  `<cbc:${tag} currencyID="EUR">${decimal(cents)}</cbc:${tag}>`;

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** 900 -> '9', 2100 -> '21' (percent with at most two decimals). */
export const percent = (rateBasisPoints: number) => String(rateBasisPoints / 100);

const COUNTRY_CODES: Record<string, string> = { Nederland: 'NL', België: 'BE', Duitsland: 'DE' };

/** ['Keizersgracht 221', '1016 DV Amsterdam', 'Nederland'] as UBL's address fields. */
export function postalAddress(lines: string[]): string {
  const [street = '', place = '', country = 'Nederland'] = lines;
  const match = /^(\d{4}\s?[A-Z]{2})\s+(.+)$/.exec(place.trim());
  const postcode = match?.[1] ?? '';
  const city = match?.[2] ?? place;
  return [
    '<cac:PostalAddress>',
    `<cbc:StreetName>${escapeXml(street)}</cbc:StreetName>`,
    `<cbc:CityName>${escapeXml(city)}</cbc:CityName>`,
    postcode ? `<cbc:PostalZone>${escapeXml(postcode)}</cbc:PostalZone>` : '',
    `<cac:Country><cbc:IdentificationCode>${COUNTRY_CODES[country] ?? 'NL'}</cbc:IdentificationCode></cac:Country>`,
    '</cac:PostalAddress>',
  ].join('');
}

const VAT_SCHEME = '<cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme>';

/** A VAT category of the shop: standard-rated ('S'; the reduced 9 % is 'S' too in EN 16931). */
export const taxCategory = (tag: string, rateBasisPoints: number) =>
  `<cac:${tag}><cbc:ID>S</cbc:ID><cbc:Percent>${percent(rateBasisPoints)}</cbc:Percent>${VAT_SCHEME}</cac:${tag}>`;

/** The seller: KvK number as endpoint and legal id (NLCIUS: scheme 0106), VAT id, address, contact. */
export function supplierParty(seller: InvoiceDocument['seller']): string {
  return [
    '<cac:AccountingSupplierParty><cac:Party>',
    `<cbc:EndpointID schemeID="0106">${escapeXml(seller.kvk)}</cbc:EndpointID>`,
    `<cac:PartyName><cbc:Name>${escapeXml(seller.legalName)}</cbc:Name></cac:PartyName>`,
    postalAddress(seller.addressLines),
    `<cac:PartyTaxScheme><cbc:CompanyID>${escapeXml(seller.vatId)}</cbc:CompanyID>${VAT_SCHEME}</cac:PartyTaxScheme>`,
    '<cac:PartyLegalEntity>',
    `<cbc:RegistrationName>${escapeXml(seller.legalName)}</cbc:RegistrationName>`,
    `<cbc:CompanyID schemeID="0106">${escapeXml(seller.kvk)}</cbc:CompanyID>`,
    '</cac:PartyLegalEntity>',
    '<cac:Contact>',
    `<cbc:Telephone>${escapeXml(seller.phone)}</cbc:Telephone>`,
    `<cbc:ElectronicMail>${escapeXml(seller.email)}</cbc:ElectronicMail>`,
    '</cac:Contact>',
    '</cac:Party></cac:AccountingSupplierParty>',
  ].join('');
}

/** The buyer: a consumer, reached by e-mail (endpoint scheme EM). */
export function customerParty(buyer: InvoiceDocument['buyer']): string {
  return [
    '<cac:AccountingCustomerParty><cac:Party>',
    `<cbc:EndpointID schemeID="EM">${escapeXml(buyer.email)}</cbc:EndpointID>`,
    `<cac:PartyName><cbc:Name>${escapeXml(buyer.name)}</cbc:Name></cac:PartyName>`,
    postalAddress(buyer.addressLines),
    `<cac:PartyLegalEntity><cbc:RegistrationName>${escapeXml(buyer.name)}</cbc:RegistrationName></cac:PartyLegalEntity>`,
    `<cac:Contact><cbc:ElectronicMail>${escapeXml(buyer.email)}</cbc:ElectronicMail></cac:Contact>`,
    '</cac:Party></cac:AccountingCustomerParty>',
  ].join('');
}
