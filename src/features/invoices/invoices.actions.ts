import { saveResponseAsFile } from '~/lib/download';
import { api } from '~/lib/http';
import type { InvoiceSummary } from './invoice';

/**
 * One invoice as a file: the PDF, or (staff) the UBL e-invoice. The download needs the bearer
 * token, which a plain link cannot send, so it is fetched and handed to the browser.
 * `endpoint` is '/api/account/invoices' for customers, '/api/admin/invoices' for staff.
 */
export async function downloadInvoice(
  endpoint: '/api/account/invoices' | '/api/admin/invoices',
  invoice: InvoiceSummary,
  format: 'pdf' | 'ubl',
): Promise<void> {
  const credit = invoice.kind === 'credit';
  const [path, name] =
    format === 'ubl'
      ? [`${endpoint}/${invoice.number}/ubl`, `${credit ? 'creditnota' : 'factuur'}-${invoice.label}.xml`]
      : [`${endpoint}/${invoice.number}`, `${credit ? 'creditfactuur' : 'factuur'}-${invoice.label}.pdf`];
  await saveResponseAsFile(await api.get(path), name);
}
