import { z } from 'zod';
import { handlePaymentWebhook } from '~/features/checkout/payment-webhook.server';
import { endpoint, fieldErrors } from '~/server/http/endpoint';
import { unprocessable } from '~/server/http/errors';

const body = z.object({ id: z.string().trim().min(1).max(100) });

/**
 * The payment provider's webhook. Mollie posts only `id=tr_...` form-encoded; the
 * status is fetched from the provider (never trusted from the request).
 */
export const POST = endpoint({}, async ({ context }) => {
  const type = context.request.headers.get('content-type') ?? '';
  const raw = type.includes('application/json')
    ? await context.request.json().catch(() => ({}))
    : Object.fromEntries(await context.request.formData().catch(() => new FormData()));
  const parsed = body.safeParse(raw);
  if (!parsed.success) throw unprocessable(fieldErrors(parsed.error));
  const { stockChanged } = await handlePaymentWebhook(parsed.data.id);
  // Availability on cached catalogue pages follows the stock at once (this instance; others expire).
  if (stockChanged && context.cache?.enabled) await context.cache.invalidate({ tags: ['catalog'] });
  return new Response(null, { status: 200 });
});
