import type { InvoiceAddress, InvoiceDocument } from './invoice';

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

/** An address from its structured fields (decision 030): no printed line is parsed. */
export function postalAddress(address: InvoiceAddress): string {
  return [
    '<cac:PostalAddress>',
    `<cbc:StreetName>${escapeXml(address.street)}</cbc:StreetName>`,
    `<cbc:CityName>${escapeXml(address.city)}</cbc:CityName>`,
    `<cbc:PostalZone>${escapeXml(address.postcode)}</cbc:PostalZone>`,
    `<cac:Country><cbc:IdentificationCode>${escapeXml(address.countryCode)}</cbc:IdentificationCode></cac:Country>`,
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
    postalAddress(seller.address),
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

/**
 * The buyer. A consumer is reached by e-mail (endpoint scheme EM) and has no legal identifier; a
 * business buyer is identified by its KvK number (scheme 0106, as endpoint and legal id, which
 * SI-UBL 2.0 requires: BR-NL-10), with its VAT id when it gave one, and the person as contact.
 */
export function customerParty(buyer: InvoiceDocument['buyer']): string {
  const company = buyer.company ?? null;
  const name = company?.name ?? buyer.name;
  return [
    '<cac:AccountingCustomerParty><cac:Party>',
    company
      ? `<cbc:EndpointID schemeID="0106">${escapeXml(company.kvk)}</cbc:EndpointID>`
      : `<cbc:EndpointID schemeID="EM">${escapeXml(buyer.email)}</cbc:EndpointID>`,
    `<cac:PartyName><cbc:Name>${escapeXml(name)}</cbc:Name></cac:PartyName>`,
    postalAddress(buyer.address),
    company?.vatId
      ? `<cac:PartyTaxScheme><cbc:CompanyID>${escapeXml(company.vatId)}</cbc:CompanyID>${VAT_SCHEME}</cac:PartyTaxScheme>`
      : '',
    '<cac:PartyLegalEntity>',
    `<cbc:RegistrationName>${escapeXml(name)}</cbc:RegistrationName>`,
    company ? `<cbc:CompanyID schemeID="0106">${escapeXml(company.kvk)}</cbc:CompanyID>` : '',
    '</cac:PartyLegalEntity>',
    '<cac:Contact>',
    company ? `<cbc:Name>${escapeXml(buyer.name)}</cbc:Name>` : '',
    `<cbc:ElectronicMail>${escapeXml(buyer.email)}</cbc:ElectronicMail>`,
    '</cac:Contact>',
    '</cac:Party></cac:AccountingCustomerParty>',
  ].join('');
}
