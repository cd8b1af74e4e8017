import { paymentProvider } from '~/features/payments/payments.server';
import { endpoint } from '~/server/http/endpoint';

/** The methods object as Mollie's API returns it: { count, _embedded: { methods: [...] } }. */
export const GET = endpoint({}, async () => {
  const methods = await paymentProvider().listMethods();
  return { count: methods.length, _embedded: { methods } };
});
