import type { PickupPoint } from './delivery';
import { LOCAL_PICKUP_POINTS } from './pickup-points.data';

/**
 * Where pickup points come from. The checkout asks for the points near a postcode; placing an
 * order asks for the chosen point by id (an unknown id is refused), and stores what it answered.
 */
export interface PickupPointProvider {
  name: string;
  /** The points nearest to a normalised Dutch postcode ('1012 JS'), nearest first. */
  nearby(postcode: string, limit: number): Promise<PickupPoint[]>;
  /** One point by the id nearby() gave; null when there is no such point (any more). */
  byId(id: string): Promise<PickupPoint | null>;
}

const postcodeNumber = (postcode: string) => Number.parseInt(postcode.slice(0, 4), 10);

/**
 * The default provider: a fixed list, nearest by postcode number. Dutch postcode numbers run
 * by region (10xx Amsterdam, 35xx Utrecht, 97xx Groningen), so the closest numbers are a fair
 * stand-in for the closest places without a map.
 */
export function createLocalPickupPoints(points: PickupPoint[] = LOCAL_PICKUP_POINTS): PickupPointProvider {
  return {
    name: 'local',
    async nearby(postcode, limit) {
      const target = postcodeNumber(postcode);
      return points
        .map((point, index) => ({ point, index, gap: Math.abs(postcodeNumber(point.postcode) - target) }))
        .sort((a, b) => a.gap - b.gap || a.index - b.index)
        .slice(0, limit)
        .map(({ point }) => ({ ...point, distanceMeters: null }));
    },
    async byId(id) {
      return points.find((point) => point.id === id) ?? null;
    },
  };
}
