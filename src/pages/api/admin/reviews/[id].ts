import { z } from 'zod';
import { decideReview } from '~/features/reviews/review-admin.server';
import { reviewDecisionSchema } from '~/features/reviews/reviews';
import { endpoint } from '~/server/http/endpoint';

const params = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** POST /api/admin/reviews/{id}: approve or reject a waiting review; the product page shows it at once. */
export const POST = endpoint(
  { auth: 'editor', params, body: reviewDecisionSchema },
  async ({ params, body, user }) => {
    await decideReview(params.id, body.decision, user.id);
    return { id: params.id, status: body.decision };
  },
);
