import { api, apiErrorBody } from '~/lib/http';
import { messages } from '~/lib/messages';
import type { AccountSubscription, SubscriptionActionResult } from './subscriptions';

export type SubscriptionAction = 'pause' | 'resume' | 'skip' | 'unskip' | 'interval' | 'lines' | 'address';

/** What an action answered: the subscription as it is now and the message, or the server's error. */
export type ActionOutcome =
  | ({ ok: true } & SubscriptionActionResult)
  | { ok: false; message: string; errors: Record<string, string[]> };

/** Calls POST /api/subscriptions/{id}/{action}; the server decides and answers what to tell. */
export async function runSubscriptionAction(
  id: string,
  action: SubscriptionAction,
  body?: unknown,
): Promise<ActionOutcome> {
  try {
    const result = await api
      .post(`/api/subscriptions/${id}/${action}`, body === undefined ? {} : { json: body })
      .json<SubscriptionActionResult>();
    return { ok: true, ...result };
  } catch (error) {
    const answer = await apiErrorBody(error);
    return {
      ok: false,
      message: answer?.message ?? messages.subscriptions.control.failed,
      errors: answer?.errors ?? {},
    };
  }
}

/** GET /api/subscriptions: the account's subscriptions. */
export const fetchSubscriptions = () =>
  api
    .get('/api/subscriptions')
    .json<{ subscriptions: AccountSubscription[] }>()
    .then((body) => body.subscriptions);

/** POST /api/subscriptions/{id}/cancel: no further renewals. */
export const cancelSubscription = (id: string) => api.post(`/api/subscriptions/${id}/cancel`);
