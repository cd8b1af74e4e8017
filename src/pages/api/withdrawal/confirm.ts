import { z } from 'zod';
import { confirmWithdrawalByToken } from '~/features/withdrawal/withdrawal.server';
import { formatMoment } from '~/lib/dates';
import { messages } from '~/lib/messages';
import { endpoint } from '~/server/http/endpoint';

/** The second step of the mailed link: the withdrawal is carried out and the receipt mailed. */
export const POST = endpoint(
  { body: z.object({ token: z.string().trim().min(10).max(200) }) },
  async ({ body }) => {
    const { withdrawnAt, orderNumber } = await confirmWithdrawalByToken(body.token);
    return {
      status: messages.withdrawal.done(formatMoment(withdrawnAt)),
      order_number: orderNumber,
      withdrawn_at: withdrawnAt.toISOString(),
    };
  },
);
