import { z } from 'zod';
import { shipping } from '~/config/shop';
import { pickupPoints } from '~/features/delivery/pickup-points.server';
import { messages } from '~/lib/messages';
import { postcodeSchema } from '~/lib/postcode';
import { clientAddressOf } from '~/server/http/client-address';
import { endpoint } from '~/server/http/endpoint';
import { enforceLimits } from '~/server/rate-limit';

const query = z.object({
  postcode: postcodeSchema(messages.deliveryChoice.invalidPostcode),
});

/** The pickup points nearest to a Dutch postcode (the checkout's "Afhaalpunt" choice). */
export const GET = endpoint({ query }, async ({ query, context }) => {
  await enforceLimits([['pickup-points:ip', clientAddressOf(context)]]);
  const points = await pickupPoints().nearby(query.postcode, shipping.pickupPointsShown);
  return { postcode: query.postcode, points };
});
