import { listComplaints } from '~/features/product-safety/complaints.server';
import { endpoint } from '~/server/http/endpoint';

/** GET: the complaints register, open complaints first. */
export const GET = endpoint({ auth: 'editor' }, async () => ({ complaints: await listComplaints() }));
