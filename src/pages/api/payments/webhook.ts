import { z } from 'zod';
import { handlePaymentWebhook } from '~/features/payments/webhook.server';
import { subscriptionOutcomes } from '~/features/subscriptions/payment-outcomes.server';
import { MAX_JSON_BYTES, readLimitedForm } from '~/server/http/body';
import { endpoint, parseInput, readJson } from '~/server/http/endpoint';
import { HttpError } from '~/server/http/errors';

const body = z.object({ id: z.string().trim().min(1).max(100) });

/**
 * The payment provider's webhook. Mollie posts only `id=tr_...` form-encoded; the
 * status is fetched from the provider (never trusted from the request).
 */
export const POST = endpoint({}, async ({ context }) => {
  const { id } = parseInput(body, await readWebhookBody(context.request));
  // Mails and cached pages follow through the outbox (events recorded with the payment); what the
  // outcome means for a subscription, subscriptions say (payments load no subscription code).
  await handlePaymentWebhook(id, subscriptionOutcomes);
  return new Response(null, { status: 200 });
});

/** JSON or form body, bounded like every body (413 over 1 MB); a malformed one reads as {}. */
async function readWebhookBody(request: Request): Promise<unknown> {
  try {
    if ((request.headers.get('content-type') ?? '').includes('application/json'))
      return await readJson(request);
    return Object.fromEntries(await readLimitedForm(request, MAX_JSON_BYTES));
  } catch (error) {
    if (error instanceof HttpError && error.status === 413) throw error;
    return {};
  }
}
