import { HTTPError } from '~/lib/http';

/**
 * What a mocked `*.actions.ts` call rejects with when the server refused: the client's HTTPError
 * with the server's `{ message, errors }` body read into `data`, as ky leaves it.
 */
export function serverError(
  status: number,
  body: { message?: string; errors?: Record<string, string[]> } = {},
): HTTPError {
  const error = new HTTPError(
    new Response(null, { status }),
    new Request('http://localhost/api/mocked'),
    {} as ConstructorParameters<typeof HTTPError>[2],
  );
  error.data = body;
  return error;
}
