import { saveResponseAsFile } from '~/lib/download';
import { api, apiErrorBody } from '~/lib/http';
import { messages } from '~/lib/messages';
import type { AccountOrder, ReorderAnswer, SavedAddress, User } from './account';
import { $user } from './auth.store';

/** What a form shows after a call: the server's status text, or its field errors and message. */
export type FormOutcome =
  | { ok: true; status: string }
  | { ok: false; message: string; errors: Record<string, string[]> };

async function failure(error: unknown): Promise<FormOutcome> {
  const body = await apiErrorBody(error);
  if (!body) console.warn('account call failed', error);
  return { ok: false, message: body?.message ?? messages.account.failure, errors: body?.errors ?? {} };
}

/** PATCH /api/account/profile; the header and dashboard show the new name at once. */
export async function saveProfile(input: { first_name: string; last_name: string }): Promise<FormOutcome> {
  try {
    $user.set(await api.patch('/api/account/profile', { json: input }).json<User>());
    return { ok: true, status: messages.account.profileSaved };
  } catch (error) {
    return failure(error);
  }
}

/** POST /api/account/password: other devices are logged out; this one stays logged in. */
export async function changePassword(input: {
  current_password: string;
  password: string;
  password_confirmation: string;
}): Promise<FormOutcome> {
  try {
    const { status } = await api.post('/api/account/password', { json: input }).json<{ status: string }>();
    return { ok: true, status };
  } catch (error) {
    return failure(error);
  }
}

/** POST /api/get-user-orders: the caller's orders, newest first (spec section 3). */
export const fetchAccountOrders = () =>
  api
    .post('/api/get-user-orders')
    .json<{ orders: AccountOrder[] }>()
    .then((body) => body.orders);

/** POST /api/orders/{id}/reorder: the order's lines at today's prices, and what cannot be had. */
export const reorderLines = (orderId: string) =>
  api.post(`/api/orders/${orderId}/reorder`).json<ReorderAnswer>();

/** GET /api/account/address: the saved delivery address, or null. */
export const fetchSavedAddress = () =>
  api
    .get('/api/account/address')
    .json<{ address: SavedAddress | null }>()
    .then((body) => body.address);

/** PUT /api/account/address: answers the address as stored. */
export const saveAddress = (input: Record<string, string>) =>
  api
    .put('/api/account/address', { json: input })
    .json<{ address: SavedAddress }>()
    .then((body) => body.address);

/** GET /api/account/export: everything the shop holds on the customer, saved as a JSON file. */
export async function downloadAccountData(): Promise<void> {
  await saveResponseAsFile(await api.get('/api/account/export'), 'zorgzaam-mijn-gegevens.json');
}

/** DELETE /api/account, confirmed with the password. */
export const deleteAccount = (password: string) => api.delete('/api/account', { json: { password } });

/** POST /api/forgot-password or /api/reset-password with the form's fields: the server's status text. */
export const sendPasswordForm = (kind: 'forgot' | 'reset', fields: Record<string, unknown>) =>
  api
    .post(kind === 'forgot' ? '/api/forgot-password' : '/api/reset-password', { json: fields })
    .json<{ status: string }>()
    .then((body) => body.status);

/** POST /api/account/verify-email: the mailed link confirmed while logged in to its account. */
export async function confirmEmailAddress(token: string): Promise<FormOutcome> {
  try {
    const { status } = await api
      .post('/api/account/verify-email', { json: { token } })
      .json<{ status: string }>();
    return { ok: true, status };
  } catch (error) {
    return failure(error);
  }
}
