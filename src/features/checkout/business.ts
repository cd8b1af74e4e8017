import { messages } from '~/lib/messages';

/*
 * "Zakelijk bestellen" (decision 030): the shape of a business buyer's details, without zod, so
 * the checkout's island checks them with the same rules the server's schema (checkout.ts) uses.
 */

const text = messages.business;

/** A KvK number as typed ('1234 5678', '1234.5678') to its 8 digits. */
export const normalizeKvk = (value: string) => value.replace(/[\s.]/g, '');
/** A btw-id as typed ('nl 1234.56789 b01') to its printed form. */
export const normalizeVatId = (value: string) => value.replace(/[\s.]/g, '').toUpperCase();

export const KVK_PATTERN = /^\d{8}$/;
/** A Dutch btw-id (NL + 9 digits + B + 2 digits) or another EU country's VAT number. */
export const VAT_ID_PATTERN = /^(NL\d{9}B\d{2}|[A-Z]{2}[0-9A-Z+*]{2,12})$/;
export const COMPANY_NAME_MAX = 120;
export const PO_REFERENCE_MAX = 35;

export interface BusinessFieldsInput {
  company_name: string;
  kvk: string;
  vat_id: string;
  po_reference: string;
}

/** What is wrong with the typed details, per field; {} when they can be sent. */
export function businessProblems(
  fields: BusinessFieldsInput,
): Partial<Record<keyof BusinessFieldsInput, string>> {
  const problems: Partial<Record<keyof BusinessFieldsInput, string>> = {};
  const name = fields.company_name.trim();
  if (!name || name.length > COMPANY_NAME_MAX) problems.company_name = text.companyNameRequired;
  if (!KVK_PATTERN.test(normalizeKvk(fields.kvk))) problems.kvk = text.kvkInvalid;
  if (fields.vat_id.trim() && !VAT_ID_PATTERN.test(normalizeVatId(fields.vat_id)))
    problems.vat_id = text.vatIdInvalid;
  if (fields.po_reference.trim().length > PO_REFERENCE_MAX) problems.po_reference = text.poReferenceTooLong;
  return problems;
}
