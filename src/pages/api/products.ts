import { listProducts } from '~/features/catalog/catalog.server';
import { endpoint } from '~/server/http/endpoint';

export const GET = endpoint({}, () => listProducts());
