import type { Route } from './routes';

/** One generated request, sent as it is (raw path, any method, any body). */
export interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** Send the body in pieces without a Content-Length (Transfer-Encoding: chunked). */
  chunked?: boolean;
  /** Send the admin's token with it. */
  authed: boolean;
}

/** Deterministic PRNG (mulberry32): the same seed gives the same requests on every run. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Path segments and query values, already percent-encoded (some deliberately malformed). */
const BAD_SEGMENTS = [
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%',
  '%ZZ',
  '%E0%A4%A',
  '%C0%AE%C0%AE',
  '..%2F..%2Fetc%2Fpasswd',
  '0000-01-01',
  '0000-01',
  '0000-Q1',
  '-1',
  '99999999999999999999999',
  'ZZ-0',
  'ZZ-999999999999',
  '%27%20OR%201%3D1--',
  '%3Cscript%3E',
  'x'.repeat(3000),
  '%F0%9F%98%80',
  'tr_%00',
  'null',
];

/** Values for JSON fields: text the database cannot take, edge numbers, wrong types. None is a valid input. */
const BAD_TEXT = [
  'a\u0000b',
  '\u0000',
  '\ud800',
  'x\udc00y',
  '0000-01-01',
  '0000-01',
  '2024-02-30',
  '-0001-01-01',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  'a'.repeat(20_000),
  '😀'.repeat(300),
  'ZZ-0',
  'tr_\u0000',
  ' \t\n',
  'NaN',
];
const deep = (depth: number): unknown => (depth === 0 ? 'x\u0000' : [deep(depth - 1)]);
const BAD_VALUES: unknown[] = [
  ...BAD_TEXT,
  null,
  true,
  -1,
  1.5,
  1e308,
  2 ** 53,
  -(2 ** 31),
  [],
  {},
  [null],
  { '\u0000': 'x' },
  deep(60),
  Array.from({ length: 500 }, () => '\ud800'),
];

const FIELDS = [
  'email',
  'password',
  'current_password',
  'new_password',
  'name',
  'first_name',
  'last_name',
  'phone',
  'street',
  'house_number',
  'postcode',
  'city',
  'country',
  'items',
  'product_id',
  'variation_id',
  'quantity',
  'payment_method',
  'interval',
  'id',
  'slug',
  'title',
  'blocks',
  'message',
  'subject',
  'token',
  'note',
  'amount_cents',
  'track_and_trace',
  'stock',
  'target',
  'address',
  'reason',
  'status',
  'from',
  'to',
  'document',
  'idempotency_key',
  'order_number',
  'newsletter',
  'date',
];
const QUERY_NAMES = [
  'q',
  'page',
  'from',
  'to',
  'status',
  'subscription',
  'limit',
  'sort',
  'category',
  'token',
  'email',
  'id',
  'slug',
  'size',
];
const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/octet-stream',
];
const EXTRA_METHODS = ['PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD', 'TRACE', 'PROPFIND'];

export function generateRequests(routes: Route[], seed: number, perMethod: number): FuzzRequest[] {
  const next = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const requests: FuzzRequest[] = [];

  const pathOf = (route: Route) =>
    route.pattern
      .replace(/:\w+/g, () => pick(BAD_SEGMENTS))
      .replace(/\*\w+/g, () =>
        Array.from({ length: 1 + Math.floor(next() * 3) }, () => pick(BAD_SEGMENTS)).join('/'),
      );
  const query = () => {
    const count = Math.floor(next() * 4);
    if (count === 0) return '';
    return `?${Array.from({ length: count }, () => `${pick(QUERY_NAMES)}=${pick(BAD_SEGMENTS)}`).join('&')}`;
  };
  const jsonObject = (): Record<string, unknown> => {
    const body: Record<string, unknown> = {};
    const count = 1 + Math.floor(next() * 4);
    for (let i = 0; i < count; i++) {
      const field = pick(FIELDS);
      body[field] =
        field === 'items' ? [{ product_id: pick(BAD_VALUES), quantity: pick(BAD_VALUES) }] : pick(BAD_VALUES);
    }
    return body;
  };
  const body = (): Pick<FuzzRequest, 'body' | 'headers'> => {
    const kind = next();
    if (kind < 0.55)
      return { body: JSON.stringify(jsonObject()), headers: { 'content-type': 'application/json' } };
    if (kind < 0.65)
      return { body: JSON.stringify(pick(BAD_VALUES)), headers: { 'content-type': 'application/json' } };
    if (kind < 0.72)
      return {
        body: pick(['{', '{"a":', '[[[[', '\u0000', '"\\ud800"', '{"a":1}{']),
        headers: { 'content-type': 'application/json' },
      };
    if (kind < 0.8)
      return {
        body: `id=${pick(BAD_SEGMENTS)}&email=${pick(BAD_SEGMENTS)}`,
        headers: { 'content-type': pick(CONTENT_TYPES) },
      };
    if (kind < 0.88) return { body: JSON.stringify(jsonObject()), headers: {} };
    if (kind < 0.9)
      return { body: 'x'.repeat(1024 * 1024 + 10), headers: { 'content-type': 'application/json' } };
    return { headers: {} };
  };

  for (const route of routes) {
    for (const method of route.methods) {
      for (let i = 0; i < perMethod; i++) {
        const sendsBody = method !== 'GET' && method !== 'HEAD';
        const parts = sendsBody ? body() : { headers: {} };
        requests.push({ method, path: pathOf(route) + query(), ...parts, authed: next() < 0.5 });
      }
    }
    // Methods the route does not declare.
    requests.push({ method: pick(EXTRA_METHODS), path: pathOf(route), headers: {}, authed: false });
  }
  return requests;
}

/**
 * Each input name a route reads (Route.fields), on its own with a bad value: in the query for GET
 * and HEAD, in a JSON body (and the query) for the others, so no field of any route is left out
 * by the random picks above. `perField` requests per route, method and name.
 */
export function generateFieldRequests(routes: Route[], seed: number, perField: number): FuzzRequest[] {
  const next = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const requests: FuzzRequest[] = [];
  const fill = (pattern: string) =>
    pattern.replace(/:\w+/g, () => pick(BAD_SEGMENTS)).replace(/\*\w+/g, () => pick(BAD_SEGMENTS));
  for (const route of routes) {
    for (const method of route.methods) {
      for (const field of route.fields) {
        for (let i = 0; i < perField; i++) {
          const query = `?${encodeURIComponent(field)}=${pick(BAD_SEGMENTS)}`;
          if (method === 'GET' || method === 'HEAD') {
            requests.push({ method, path: fill(route.pattern) + query, headers: {}, authed: next() < 0.7 });
            continue;
          }
          const value =
            field === 'items' || field === 'lineItems'
              ? [{ id: pick(BAD_VALUES), product_id: pick(BAD_VALUES), quantity: pick(BAD_VALUES) }]
              : pick(BAD_VALUES);
          requests.push({
            method,
            path: fill(route.pattern) + (next() < 0.3 ? query : ''),
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ [field]: value }),
            authed: next() < 0.7,
          });
        }
      }
    }
  }
  return requests;
}
