import { env } from '~/server/env';
import { tracedAdapter } from '~/server/tracing/spans';
import type { PickupPointSnapshot } from './delivery';
import { createLocalPickupPoints, type PickupPointProvider } from './pickup-points';
import { createPostnlPickupPoints } from './postnl-pickup-points.server';

declare module '~/server/feature-types' {
  interface FeatureTypes {
    /** The pickup point as the order keeps it (orders.pickup_point). */
    pickupPointSnapshot: PickupPointSnapshot;
  }
}

let provider: PickupPointProvider | undefined;
let providerFor: string | undefined;

/** The configured provider (PICKUP_POINT_PROVIDER): the local list by default, or PostNL. */
export function pickupPoints(): PickupPointProvider {
  const { PICKUP_POINT_PROVIDER, POSTNL_API_KEY, POSTNL_LOCATIONS_URL } = env();
  const key = `${PICKUP_POINT_PROVIDER}|${POSTNL_LOCATIONS_URL}`;
  if (!provider || providerFor !== key) {
    provider =
      PICKUP_POINT_PROVIDER === 'postnl'
        ? tracedAdapter(
            createPostnlPickupPoints({ apiKey: POSTNL_API_KEY ?? '', baseUrl: POSTNL_LOCATIONS_URL }),
            'postnl',
          )
        : createLocalPickupPoints();
    providerFor = key;
  }
  return provider;
}
