import { orderNumberParamsSchema } from '~/features/admin/admin.schemas.server';
import { batchesOfOrder, recordBatches } from '~/features/product-safety/batches.server';
import { orderBatchesSchema } from '~/features/product-safety/product-safety';
import { endpoint } from '~/server/http/endpoint';

/** GET: the batch/lot recorded per line of the order. */
export const GET = endpoint({ auth: 'editor', params: orderNumberParamsSchema }, async ({ params }) => ({
  batches: await batchesOfOrder(params.number),
}));

/** PUT: staff record the batch/lot of each line they packed (an empty code clears it). */
export const PUT = endpoint(
  { auth: 'editor', params: orderNumberParamsSchema, body: orderBatchesSchema },
  async ({ params, body, user }) => {
    await recordBatches(params.number, body.lines, user.id);
    return { batches: await batchesOfOrder(params.number) };
  },
);
