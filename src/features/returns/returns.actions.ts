import { api, settle } from '~/lib/http';
import type { ReturnView } from './returns';

/** Browser-side calls of returns: the customer's request (account or mailed link) and the staff panel. */

type ReturnLines = { line_id: number; quantity: number }[];

/** POST /api/orders/{id}/returns (logged in): answers the text to show. */
export const requestReturn = (orderId: string, lines: ReturnLines) =>
  api
    .post(`/api/orders/${orderId}/returns`, { json: { lines } })
    .json<{ status: string }>()
    .then((body) => body.status);

/** POST /api/returns/by-link: the same from the mailed link (the token instead of a login), settled. */
export const requestReturnByLink = (token: string, lines: ReturnLines) =>
  settle(
    api
      .post('/api/returns/by-link', { json: { token, lines } })
      .json<{ status: string }>()
      .then((body) => body.status),
  );

export const fetchOrderReturns = (orderNumber: string) =>
  api
    .get(`/api/admin/orders/${orderNumber}/returns`)
    .json<{ returns: ReturnView[] }>()
    .then((body) => body.returns);

/** Marks a return received: the server refunds its packs once and answers the order's returns. */
export const markReturnReceived = (orderNumber: string, id: number) =>
  api
    .post(`/api/admin/orders/${orderNumber}/returns/${id}/received`)
    .json<{ returns: ReturnView[] }>()
    .then((body) => body.returns);
