import { buyersOfBatch } from '~/features/product-safety/batches.server';
import { recallQuery } from '~/features/product-safety/product-safety';
import { endpoint } from '~/server/http/endpoint';

/** GET ?batch=: every line packed from that batch, its buyer and where it went (recall). */
export const GET = endpoint({ auth: 'editor', query: recallQuery }, async ({ query }) => ({
  rows: await buyersOfBatch(query.batch),
}));
