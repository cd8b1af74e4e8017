import { api, apiErrorBody } from '~/lib/http';
import { messages } from '~/lib/messages';
import type { User } from './account';
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
