import { phoneProducts } from '~/features/phone-orders/phone-orders.server';
import { endpoint } from '~/server/http/endpoint';

/** The products on sale with sizes, prices and stock, for the phone order form. */
export const GET = endpoint({ auth: 'order_handler' }, async () => ({ products: await phoneProducts() }));
