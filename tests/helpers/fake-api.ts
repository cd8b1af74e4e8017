import { vi } from 'vitest';

/** One request an island sent: method, path with query, and the JSON body when there was one. */
export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
  headers: Headers;
}

type Answer = { status?: number; json?: unknown; text?: string; headers?: Record<string, string> };
type Route = Answer | ((request: SentRequest) => Answer | Promise<Answer>);

/**
 * The network for islands that still call `~/lib/http` themselves rather than through a
 * `*.actions.ts` module: `fetch` answers from a table keyed `'METHOD /path'` (the query left out)
 * and keeps every request, so a test asserts what was sent. An unlisted call answers 404 and is
 * kept too, so a test sees it.
 */
export function fakeApi(routes: Record<string, Route>) {
  const sent: SentRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request =
        input instanceof Request
          ? input.clone()
          : new Request(new URL(String(input), document.baseURI), init);
      const url = new URL(request.url);
      const raw = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text();
      let body: unknown = raw;
      try {
        body = raw ? JSON.parse(raw) : undefined;
      } catch {
        // not JSON (a file upload or CSV): kept as text
      }
      const entry = {
        method: request.method,
        path: url.pathname + url.search,
        body,
        headers: request.headers,
      };
      sent.push(entry);
      const route = routes[`${request.method} ${url.pathname}`];
      const answer: Answer = route
        ? typeof route === 'function'
          ? await route(entry)
          : route
        : { status: 404, json: { message: 'Niet gevonden' } };
      const headers = new Headers(answer.headers);
      if (answer.json !== undefined) headers.set('Content-Type', 'application/json');
      const payload = answer.json !== undefined ? JSON.stringify(answer.json) : (answer.text ?? null);
      return new Response(payload, { status: answer.status ?? 200, headers });
    }),
  );
  return { sent, calls: (key: string) => sent.filter((r) => `${r.method} ${r.path.split('?')[0]}` === key) };
}
