import { z } from 'zod';
import { updateComplaint } from '~/features/product-safety/complaints.server';
import { complaintUpdateSchema } from '~/features/product-safety/product-safety';
import { endpoint } from '~/server/http/endpoint';

const params = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** PATCH: status, outcome and whether it went to the manufacturer. */
export const PATCH = endpoint(
  { auth: 'editor', params, body: complaintUpdateSchema },
  async ({ params, body }) => ({
    complaint: await updateComplaint(params.id, body),
  }),
);
