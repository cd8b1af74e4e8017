import { saveResponseAsFile } from '~/lib/download';
import { api } from '~/lib/http';
import type { VatOverview } from './accounting';

export const fetchVatOverview = (period: string) =>
  api.get('/api/admin/accounting/vat-overview', { searchParams: { period } }).json<VatOverview>();

/** The accountant's files of a period: the whole export (zip) and the VAT overview alone (CSV). */
const FILES = {
  export: { path: '/api/admin/accounting/export', name: (period: string) => `boekhouding-${period}.zip` },
  vatOverview: {
    path: '/api/admin/accounting/vat-overview',
    name: (period: string) => `btw-overzicht-${period}.csv`,
  },
} as const;

/** A download that needs the bearer token: fetched, then handed to the browser under the server's name. */
export async function downloadAccountingFile(file: keyof typeof FILES, period: string): Promise<void> {
  const response = await api.get(FILES[file].path, { searchParams: { period, format: 'csv' } });
  await saveResponseAsFile(response, FILES[file].name(period));
}
