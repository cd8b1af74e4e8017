import { z } from 'zod';
import { orderNumberParamsSchema } from '~/features/admin/admin.schemas.server';
import { markReturnReceived, returnsOfOrderNumber } from '~/features/returns/returns.server';
import { endpoint } from '~/server/http/endpoint';

/**
 * POST: staff received the packs; refunds them once (credit invoice, mail). Moves money, so order
 * handlers and admins only (decision 028). Answers the returns.
 */
export const POST = endpoint(
  {
    auth: 'order_handler',
    params: orderNumberParamsSchema.extend({ returnId: z.coerce.number().int().positive() }),
  },
  async ({ params, user }) => {
    await markReturnReceived(params.number, params.returnId, user);
    return { returns: await returnsOfOrderNumber(params.number) };
  },
);
