import { z } from 'zod';
import { shipTrialRequest } from '~/features/trial-packs/trial-staff.server';
import { endpoint } from '~/server/http/endpoint';

const params = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const body = z.object({
  track_and_trace: z
    .string()
    .trim()
    .max(40)
    .nullish()
    .transform((value) => value || null),
});

/** POST: staff sent a confirmed trial pack; its pieces leave the stock, the requester is mailed. */
export const POST = endpoint({ auth: 'editor', params, body }, async ({ params, body }) => {
  // Its pieces leave the stock: the stock.changed event it records refreshes the cached pages.
  await shipTrialRequest(params.id, body.track_and_trace);
  return { shipped: true };
});
