import { orderNumberParamsSchema } from '~/features/admin/admin.schemas.server';
import { packingSlipOf } from '~/features/recipients/packing-slip.server';
import { endpoint } from '~/server/http/endpoint';

/** GET: the packing slip of an order: recipient and lines, no prices (staff only). */
export const GET = endpoint({ auth: 'editor', params: orderNumberParamsSchema }, async ({ params }) =>
  packingSlipOf(params.number),
);
