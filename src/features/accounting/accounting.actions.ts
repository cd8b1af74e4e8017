import { api } from '~/lib/http';
import type { VatOverview } from './accounting';

export const fetchVatOverview = (period: string) =>
  api.get('/api/admin/accounting/vat-overview', { searchParams: { period } }).json<VatOverview>();

/** A download that needs the bearer token: fetched, then handed to the browser under the server's name. */
export async function downloadAccountingFile(
  path: string,
  period: string,
  fallbackName: string,
): Promise<void> {
  const response = await api.get(path, { searchParams: { period, format: 'csv' } });
  const name = response.headers.get('content-disposition')?.match(/filename="([^"]+)"/)?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
