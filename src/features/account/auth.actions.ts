import { api } from '~/lib/http';
import type { User } from './account';
import { $authToken, $user, clearSession, setSession } from './auth.store';

/** POST /api/login. On failure: logged and re-thrown (spec section 8); the login screen shows the alert. */
export async function login(email: string, password: string): Promise<User> {
  try {
    const { token, user } = await api
      .post('/api/login', { json: { email, password } })
      .json<{ token: string; user: User }>();
    setSession(token, user);
    return user;
  } catch (error) {
    console.warn('login failed', error);
    throw error;
  }
}

/** POST /api/register: a new customer account, logged in at once. Failures are thrown to the form. */
export async function register(fields: Record<string, unknown>): Promise<User> {
  const { token, user } = await api
    .post('/api/register', { json: fields })
    .json<{ token: string; user: User }>();
  setSession(token, user);
  return user;
}

/** GET /api/user: who the token belongs to; a failure (401, 403) is thrown to the caller. */
export const fetchCurrentUser = () => api.get('/api/user').json<User>();

/**
 * POST /api/logout. The spec has two readings for a failed call (keep the state, or
 * clear it regardless). We take the safer one: the local session is always cleared,
 * so a shared computer never stays logged in because the network hiccupped. The
 * server call only revokes the token; its failure is logged.
 */
export async function logout(): Promise<void> {
  try {
    if ($authToken.get()) await api.post('/api/logout');
  } catch (error) {
    console.warn('logout call failed; the local session is cleared anyway', error);
  } finally {
    clearSession();
  }
}

/** GET /api/user when a token exists (on start). A rejected token ends the session; other failures are only logged. */
export async function fetchUser(): Promise<User | null> {
  if (!$authToken.get()) return null;
  try {
    const user = await fetchCurrentUser();
    $user.set(user);
    return user;
  } catch (error) {
    const status = (error as { response?: Response }).response?.status;
    if (status === 401) clearSession();
    else console.warn('fetching the user failed', error);
    return null;
  }
}
