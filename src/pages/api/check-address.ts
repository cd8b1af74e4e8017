import { z } from 'zod';
import { addressProvider } from '~/features/checkout/address.server';
import { messages } from '~/lib/messages';
import { houseNumberSchema, postcodeSchema } from '~/lib/postcode';
import { endpoint } from '~/server/http/endpoint';
import { notFound } from '~/server/http/errors';

const body = z.object({
  postcode: postcodeSchema(messages.orderEndpoints.postcodeInvalid),
  house_number: houseNumberSchema().transform(Number),
  addition: z.string().trim().max(10).nullish(),
});

/** Postcode + house number -> { street, city }; 404 when unknown (the shopper then types them). */
export const POST = endpoint({ body }, async ({ body }) => {
  const found = await addressProvider()({
    postcode: body.postcode,
    houseNumber: body.house_number,
    addition: body.addition ?? null,
  });
  if (!found) throw notFound(messages.orderEndpoints.addressNotFound);
  return { street: found.street, city: found.city, postcode: body.postcode };
});
