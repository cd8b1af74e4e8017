import { orderFilterSchema } from '~/features/admin/admin.schemas.server';
import { exportOrdersCsv } from '~/features/admin/orders.server';
import { todayInNetherlands } from '~/lib/dates';
import { endpoint } from '~/server/http/endpoint';

/** The filtered orders as a CSV file for a spreadsheet. */
export const GET = endpoint({ auth: 'editor', query: orderFilterSchema }, async ({ query }) => {
  const csv = await exportOrdersCsv(query);
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="bestellingen-${todayInNetherlands()}.csv"`,
      'Cache-Control': 'no-store',
    },
  });
});
