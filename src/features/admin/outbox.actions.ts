import { api } from '~/lib/http';
import type { OutboxEntry } from './outbox';

/** Browser-side calls of the outbox screen and the order page's panel (bearer token). */
/** `round` only makes a new loader after a retry (the list is loaded again). */
export const fetchOutbox = (order?: string, _round = 0) =>
  api
    .get('/api/admin/outbox', { searchParams: order ? { order } : {} })
    .json<{ events: OutboxEntry[] }>()
    .then((body) => body.events);

export const retryOutbox = (id: number) =>
  api.post(`/api/admin/outbox/${id}/retry`).json<{ message: string }>();
