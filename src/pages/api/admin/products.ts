import { listStock } from '~/features/admin/stock.server';
import { endpoint } from '~/server/http/endpoint';

/** Products and variations with their stock, for the staff stock list. */
export const GET = endpoint({ auth: 'editor' }, async () => ({ products: await listStock() }));
