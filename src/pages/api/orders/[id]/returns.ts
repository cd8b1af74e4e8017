import { z } from 'zod';
import { returnLinesSchema } from '~/features/returns/returns';
import { requestReturnInAccount } from '~/features/returns/returns.server';
import { messages } from '~/lib/messages';
import { endpoint, json } from '~/server/http/endpoint';

/** The logged-in owner asks to return unopened packs, per line of the order. */
export const POST = endpoint(
  { auth: 'customer', params: z.object({ id: z.uuid() }), body: returnLinesSchema },
  async ({ params, body, user }) => {
    await requestReturnInAccount({ orderId: params.id, userId: user.id, lines: body.lines });
    return json({ status: messages.returns.requested }, { status: 201 });
  },
);
