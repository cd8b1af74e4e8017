import { buyersOfBatch, recallCsv } from '~/features/product-safety/batches.server';
import { recallQuery } from '~/features/product-safety/product-safety';
import { todayInNetherlands } from '~/lib/dates';
import { endpoint } from '~/server/http/endpoint';

/** GET ?batch=: the recall list as a CSV file. */
export const GET = endpoint({ auth: 'editor', query: recallQuery }, async ({ query }) => {
  const csv = recallCsv(await buyersOfBatch(query.batch));
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="terugroepen-${query.batch.replace(/[^A-Z0-9-]/g, '')}-${todayInNetherlands()}.csv"`,
      'Cache-Control': 'no-store',
    },
  });
});
