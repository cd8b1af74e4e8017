import { z } from 'zod';
import { accountingPeriodSchema } from '~/features/accounting/accounting';
import { periodVatOverview, periodVatOverviewCsv } from '~/features/accounting/accounting.server';
import { endpoint } from '~/server/http/endpoint';

const query = accountingPeriodSchema.extend({ format: z.enum(['json', 'csv']).default('json') });

/** The VAT overview of a month or quarter (admin only): JSON for the screen, CSV for the accountant. */
export const GET = endpoint({ auth: 'admin', query }, async ({ query }) => {
  if (query.format === 'json') return periodVatOverview(query.period);
  return new Response(await periodVatOverviewCsv(query.period), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="btw-overzicht-${query.period}.csv"`,
      'Cache-Control': 'private, no-store',
    },
  });
});
