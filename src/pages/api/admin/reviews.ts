import { pendingReviews } from '~/features/reviews/review-admin.server';
import { endpoint } from '~/server/http/endpoint';

/** GET /api/admin/reviews: the reviews waiting for a staff decision. */
export const GET = endpoint({ auth: 'editor' }, async () => pendingReviews());
