import { z } from 'zod';
import { changeLines } from '~/features/subscriptions/customer-actions.server';
import { linesChangeSchema } from '~/features/subscriptions/subscriptions';
import { endpoint } from '~/server/http/endpoint';

/** The subscription's products and quantities, all at once (at least one line; prices are never sent). */
export const POST = endpoint(
  { auth: 'customer', params: z.object({ id: z.uuid() }), body: linesChangeSchema },
  ({ params, user, body }) => changeLines(params.id, user.id, body),
);
