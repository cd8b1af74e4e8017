import ky, { HTTPError } from 'ky';
import { $authToken } from '~/features/account/auth.store';

/**
 * The browser's one HTTP client: same origin, cookies sent (spec section 1), and the
 * bearer token once logged in. Islands import `api`, never fetch directly.
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

export { HTTPError };
