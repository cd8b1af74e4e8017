import { orderNumberParamsSchema } from '~/features/admin/admin.schemas.server';
import { returnsOfOrderNumber } from '~/features/returns/returns.server';
import { endpoint } from '~/server/http/endpoint';

/** GET: the return requests of an order, with what each refunds and whether it was received. */
export const GET = endpoint({ auth: 'editor', params: orderNumberParamsSchema }, async ({ params }) => ({
  returns: await returnsOfOrderNumber(params.number),
}));
