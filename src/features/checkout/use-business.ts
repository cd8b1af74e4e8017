import { type ChangeEvent, useState } from 'react';
import { businessProblems } from './business';

/** The business buyer's fields as typed. */
const EMPTY = { company_name: '', kvk: '', vat_id: '', po_reference: '' };
export type BusinessField = keyof typeof EMPTY;

/**
 * "Zakelijk bestellen" at checkout (decision 030): off by default; when on, the company name and a
 * KvK number of 8 digits are asked, the btw-id and PO reference are optional. Checked with the
 * rules the server's schema uses (business.ts); the server checks again.
 */
export function useBusiness() {
  const [open, setOpen] = useState(false);
  const [fields, setFields] = useState(EMPTY);
  const set = (name: BusinessField) => (event: ChangeEvent<HTMLInputElement>) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));
  /** Problems per form field name (`business_kvk`...), none when it is off or right. */
  const problems = (): Record<string, string> => {
    if (!open) return {};
    return Object.fromEntries(
      Object.entries(businessProblems(fields)).map(([name, message]) => [`business_${name}`, message]),
    );
  };
  /** What the order submission carries: the business buyer, or nothing for a consumer. */
  const submission = () =>
    open
      ? {
          business: {
            company_name: fields.company_name,
            kvk: fields.kvk,
            vat_id: fields.vat_id.trim() || null,
            po_reference: fields.po_reference.trim() || null,
          },
        }
      : {};
  /** The company saved on the account from the last business order: on, and filled in. */
  const prefill = (saved: { company_name: string; kvk: string; vat_id: string | null }) => {
    setOpen(true);
    setFields((current) =>
      current.company_name || current.kvk
        ? current
        : { ...current, company_name: saved.company_name, kvk: saved.kvk, vat_id: saved.vat_id ?? '' },
    );
  };
  return { open, setOpen, fields, set, problems, submission, prefill };
}
