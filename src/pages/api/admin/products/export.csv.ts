import { exportProductsCsv } from '~/features/admin/products/product-export.server';
import { todayInNetherlands } from '~/lib/dates';
import { endpoint } from '~/server/http/endpoint';

/** GET /api/admin/products/export.csv: every product and size with price and stock (the import's columns). */
export const GET = endpoint({ auth: 'editor' }, async () => {
  const csv = await exportProductsCsv();
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="producten-${todayInNetherlands()}.csv"`,
      'Cache-Control': 'no-store',
    },
  });
});
