import { accountingPeriodSchema } from '~/features/accounting/accounting';
import { periodExport } from '~/features/accounting/accounting.server';
import { endpoint } from '~/server/http/endpoint';

/** A period's invoices and credit notes as UBL, the journal and the VAT overview, in one zip (admin only). */
export const GET = endpoint({ auth: 'admin', query: accountingPeriodSchema }, async ({ query }) => {
  const zip = await periodExport(query.period);
  return new Response(new Uint8Array(zip.bytes), {
    headers: {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="${zip.filename}"`,
      'Cache-Control': 'private, no-store',
    },
  });
});
