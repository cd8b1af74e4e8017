import { z } from 'zod';
import { retryPayment } from '~/features/checkout/payment.server';
import { invalidateCatalog } from '~/server/cache-tags';
import { endpoint } from '~/server/http/endpoint';

/** A new payment for an order whose payment failed, was cancelled or expired. */
export const POST = endpoint({ params: z.object({ id: z.uuid() }) }, async ({ params, context }) => {
  const redirectUrl = await retryPayment(params.id);
  // A retry reserves the stock again: cached catalogue pages follow at once, on every instance.
  await invalidateCatalog(context);
  return { redirectUrl };
});
