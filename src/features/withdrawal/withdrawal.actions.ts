import { api, settle } from '~/lib/http';

/** Browser-side calls of the withdrawal: from the account, and from /herroepen without one. */

/** POST /api/orders/{id}/withdraw (logged in): answers when the withdrawal was registered. */
export const withdrawOrder = (orderId: string) =>
  api
    .post(`/api/orders/${orderId}/withdraw`)
    .json<{ withdrawn_at: string }>()
    .then((body) => body.withdrawn_at);

/** POST /api/withdrawal/request: order number and e-mail; a link goes by mail. Settled. */
export const requestWithdrawal = (fields: Record<string, string>) =>
  settle(
    api
      .post('/api/withdrawal/request', { json: fields })
      .json<{ status: string }>()
      .then((body) => body.status),
  );

/** POST /api/withdrawal/confirm: the mailed link's token confirms. Settled. */
export const confirmWithdrawal = (token: string) =>
  settle(
    api
      .post('/api/withdrawal/confirm', { json: { token } })
      .json<{ status: string }>()
      .then((body) => body.status),
  );
