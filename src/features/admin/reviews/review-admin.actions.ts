import type { PendingReview } from '~/features/reviews/reviews';
import { api } from '~/lib/http';

/** Browser-side calls of /admin/reviews (bearer token via the shared client). */
export const fetchPendingReviews = () => api.get('/api/admin/reviews').json<{ reviews: PendingReview[] }>();

export const decideReview = (id: number, decision: 'approved' | 'rejected') =>
  api.post(`/api/admin/reviews/${id}`, { json: { decision } }).json<{ id: number; status: string }>();
