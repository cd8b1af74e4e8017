import type { APIContext, APIRoute } from 'astro';

/**
 * Calls an endpoint module's handler the way Astro would, with a real Request.
 * `path` is the URL path (with query); `params` are the route parameters.
 */
export async function call(
  route: APIRoute,
  options: {
    method?: string;
    path?: string;
    params?: Record<string, string | undefined>;
    body?: unknown;
    /** A body sent as it is (form posts, multipart uploads); `headers` should name its content type. */
    rawBody?: string | Uint8Array<ArrayBuffer>;
    token?: string;
    headers?: Record<string, string>;
    /** Stands in for Astro's route cache (context.cache). */
    cache?: unknown;
    /** The caller's IP address (default 127.0.0.1), for per-address limits. */
    clientAddress?: string;
  } = {},
): Promise<{ status: number; body: unknown; headers: Headers }> {
  const url = new URL(options.path ?? '/', 'http://shop.test');
  const headers = new Headers(options.headers);
  if (options.body !== undefined) headers.set('content-type', 'application/json');
  if (options.token) headers.set('authorization', `Bearer ${options.token}`);
  const request = new Request(url, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers,
    body: options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
  const context = {
    request,
    url,
    params: options.params ?? {},
    locals: {},
    cookies: undefined,
    clientAddress: options.clientAddress ?? '127.0.0.1',
    cache: options.cache,
  } as unknown as APIContext;
  const response = await route(context);
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body, headers: response.headers };
}
