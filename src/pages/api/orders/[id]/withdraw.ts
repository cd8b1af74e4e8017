import { z } from 'zod';
import { withdrawOrder } from '~/features/withdrawal/withdrawal.server';
import { endpoint } from '~/server/http/endpoint';

/**
 * The withdrawal function (herroepingsfunctie) for the logged-in owner of an order. The two
 * steps are in the account page: 'Overeenkomst herroepen', then 'Herroeping bevestigen'.
 */
export const POST = endpoint(
  { auth: 'customer', params: z.object({ id: z.uuid() }) },
  async ({ params, user }) => {
    const { withdrawnAt } = await withdrawOrder({ orderId: params.id, userId: user.id });
    return { status: 'withdrawn', withdrawn_at: withdrawnAt.toISOString() };
  },
);
