import { api } from '~/lib/http';
import type { PickupPoint } from './delivery';

/** GET /api/pickup-points: the pickup points near a postcode (already normalised). */
export const findPickupPoints = (postcode: string) =>
  api
    .get('/api/pickup-points', { searchParams: { postcode } })
    .json<{ points: PickupPoint[] }>()
    .then((body) => body.points);
