import type { ReorderAnswer } from '~/features/account/account';
import { api } from '~/lib/http';

/** POST /api/refill-reminders/{token}/cart: the reminded order's lines at today's prices (no login: the token). */
export const reorderFromReminder = (token: string) =>
  api.post(`/api/refill-reminders/${encodeURIComponent(token)}/cart`).json<ReorderAnswer>();
