import type { PaymentMethod } from '~/features/payments/types';
import { api } from '~/lib/http';
import type { CheckoutQuote } from './pricing';

/** Browser-side calls of the checkout (spec section 7's call table). */

/** POST /api/checkout/quote: the cart priced by the server; `request` is the JSON the quote reads. */
export const fetchQuote = (request: string, signal: AbortSignal) =>
  api
    .post('/api/checkout/quote', { body: request, headers: { 'Content-Type': 'application/json' }, signal })
    .json<CheckoutQuote>();

export const fetchPaymentMethods = () =>
  api
    .get('/api/payment-methods')
    .json<{ _embedded: { methods: PaymentMethod[] } }>()
    .then((body) => body._embedded.methods);

/** POST /api/check-address: street and city of a postcode and house number; a 404/422 is thrown. */
export const checkAddress = (postcode: string, houseNumber: string, addition: string) =>
  api
    .post('/api/check-address', {
      json: { postcode, house_number: houseNumber, addition: addition.trim() || null },
    })
    .json<{ street: string; city: string; postcode: string }>();

/**
 * POST /api/create-order or /api/create-subscription, once per attempt (the key makes a double
 * click one order): answers where to pay, if anywhere.
 */
export const placeOrder = (
  kind: 'order' | 'subscription',
  order: Record<string, unknown>,
  idempotencyKey: string,
) =>
  api
    .post(kind === 'subscription' ? '/api/create-subscription' : '/api/create-order', {
      headers: { 'Idempotency-Key': idempotencyKey },
      json: order,
    })
    .json<{ redirectUrl?: string }>();
