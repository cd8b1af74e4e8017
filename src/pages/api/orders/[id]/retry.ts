import { z } from 'zod';
import { retryPayment } from '~/features/payments/retry.server';
import { endpoint } from '~/server/http/endpoint';

/** A new payment for an order whose payment failed, was cancelled or expired. */
export const POST = endpoint({ params: z.object({ id: z.uuid() }) }, async ({ params }) => {
  // A retry reserves the stock again; cached pages follow through the outbox (stock.changed).
  return { redirectUrl: await retryPayment(params.id) };
});
