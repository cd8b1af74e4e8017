import type { CheckoutQuote } from '~/features/checkout/pricing';
import { type ApiErrorBody, api, apiErrorBody } from '~/lib/http';
import type { PhoneCustomer, PhoneOrderRequest, PhoneProduct, PlacedPhoneOrder } from './phone-orders';

/** Browser-side calls of the phone order screen (decision 037), through the shared client. */

export const findPhoneCustomers = (q: string) =>
  api
    .get('/api/admin/phone-orders/customers', { searchParams: { q } })
    .json<{ customers: PhoneCustomer[] }>();

export const fetchPhoneProducts = () =>
  api.get('/api/admin/phone-orders/products').json<{ products: PhoneProduct[] }>();

export const quotePhoneOrder = (request: Omit<PhoneOrderRequest, 'address'>) =>
  api.post('/api/admin/phone-orders/quote', { json: request }).json<CheckoutQuote>();

export const placePhoneOrder = (request: PhoneOrderRequest) =>
  api.post('/api/admin/phone-orders', { json: request }).json<PlacedPhoneOrder>();

/** The server's message and field errors of a refused call (none on a network failure). */
export const refusalOf = (error: unknown): Promise<ApiErrorBody | undefined> => apiErrorBody(error);
