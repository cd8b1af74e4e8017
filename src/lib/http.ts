import ky, { HTTPError } from 'ky';
import { $authToken } from '~/features/account/auth.store';

/**
 * The browser's one HTTP client: same origin, cookies sent (spec section 1), and the
 * bearer token once logged in. Only `*.actions.ts` modules call it: islands and page scripts call
 * their typed actions (tests/architecture/api-calls.test.ts).
 */
export const api = ky.create({
  credentials: 'include',
  timeout: 15_000,
  retry: 0,
  hooks: {
    beforeRequest: [
      ({ request }) => {
        const token = $authToken.get();
        if (token) request.headers.set('Authorization', `Bearer ${token}`);
      },
    ],
  },
});

/** The server's `{ message, errors }` body of a failed call, when it sent one. */
export interface ApiErrorBody {
  message?: string;
  errors?: Record<string, string[]>;
}

/**
 * ky 2 reads an error response's body into `error.data` (parsed JSON for JSON answers) and
 * consumes the response, so `data` is the only place to read it.
 */
export async function apiErrorBody(error: unknown): Promise<ApiErrorBody | undefined> {
  if (!(error instanceof HTTPError)) return undefined;
  return typeof error.data === 'object' && error.data !== null ? (error.data as ApiErrorBody) : undefined;
}

/** A call's end as a page script reads it: the answer, or the server's error body (none on a network failure). */
export type Settled<T> =
  | { ok: true; value: T }
  | { ok: false; body: ApiErrorBody | undefined; error: unknown };

/** Waits for a call and never throws: page scripts branch on `ok` instead of importing the error helpers. */
export async function settle<T>(call: Promise<T>): Promise<Settled<T>> {
  try {
    return { ok: true, value: await call };
  } catch (error) {
    return { ok: false, body: await apiErrorBody(error), error };
  }
}

export { HTTPError };

/** The HTTP status of a failed call (401, 403, 409...), or undefined for a network failure. */
export const failureStatus = (error: unknown) =>
  error instanceof HTTPError ? error.response.status : undefined;

/** The server's message for a failed action, or the given fallback. */
export async function failureMessage(error: unknown, fallback: string): Promise<string> {
  const body = await apiErrorBody(error);
  return body?.message ?? fallback;
}
