import { z } from 'zod';
import { reorder } from '~/features/account/reorder.server';
import { endpoint } from '~/server/http/endpoint';

/** POST /api/orders/{id}/reorder: the caller's past order as cart lines at today's prices. */
export const POST = endpoint(
  { auth: 'customer', params: z.object({ id: z.uuid() }) },
  async ({ params, user }) => reorder(params.id, user.id),
);
