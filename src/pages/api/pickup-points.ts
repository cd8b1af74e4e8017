import { z } from 'zod';
import { shipping } from '~/config/shop';
import { normalizePostcode } from '~/features/checkout/checkout';
import { pickupPoints } from '~/features/delivery/pickup-points.server';
import { messages } from '~/lib/messages';
import { clientAddressOf } from '~/server/http/client-address';
import { endpoint } from '~/server/http/endpoint';
import { enforceLimits } from '~/server/rate-limit';

const query = z.object({
  postcode: z
    .string(messages.deliveryChoice.invalidPostcode)
    .max(10, messages.deliveryChoice.invalidPostcode)
    .transform((value, context) => {
      const normalized = normalizePostcode(value);
      if (!normalized) context.addIssue({ code: 'custom', message: messages.deliveryChoice.invalidPostcode });
      return normalized ?? z.NEVER;
    }),
});

/** The pickup points nearest to a Dutch postcode (the checkout's "Afhaalpunt" choice). */
export const GET = endpoint({ query }, async ({ query, context }) => {
  await enforceLimits([['pickup-points:ip', clientAddressOf(context)]]);
  const points = await pickupPoints().nearby(query.postcode, shipping.pickupPointsShown);
  return { postcode: query.postcode, points };
});
