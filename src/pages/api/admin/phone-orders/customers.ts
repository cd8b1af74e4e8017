import { customerSearchSchema } from '~/features/phone-orders/phone-orders';
import { searchCustomers } from '~/features/phone-orders/phone-orders.server';
import { endpoint } from '~/server/http/endpoint';

/** Staff find the caller by e-mail address, name, or postcode and house number. */
export const GET = endpoint({ auth: 'order_handler', query: customerSearchSchema }, async ({ query }) => ({
  customers: await searchCustomers(query.q),
}));
