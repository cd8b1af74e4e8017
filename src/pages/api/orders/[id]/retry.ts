import { z } from 'zod';
import { retryPayment } from '~/features/checkout/payment.server';
import { endpoint } from '~/server/http/endpoint';

/** A new payment for an order whose payment failed, was cancelled or expired. */
export const POST = endpoint({ params: z.object({ id: z.uuid() }) }, async ({ params }) => ({
  redirectUrl: await retryPayment(params.id),
}));
