import { z } from 'zod';
import { undoSkip } from '~/features/subscriptions/customer-actions.server';
import { endpoint } from '~/server/http/endpoint';

/** Undo a skip while the skipped delivery's order is not made yet (409 once it cannot be). */
export const POST = endpoint({ auth: 'customer', params: z.object({ id: z.uuid() }) }, ({ params, user }) =>
  undoSkip(params.id, user.id),
);
