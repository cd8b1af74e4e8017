import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { type FuzzRequest, generateFieldRequests, generateRequests } from './fuzz/generate';
import { pageFiles, shopRoutes } from './fuzz/routes';
import { ADMIN } from './helpers';

/**
 * Thousands of bad requests (NUL bytes, lone surrogates, malformed percent-encoding,
 * impossible dates, wrong types, oversized and malformed bodies, unknown methods) over every
 * route in src/pages, through the real server (dist/main.mjs): none may answer 5xx or stop
 * the process, and the catalogue must be the same afterwards. The server is its own, on its
 * own database, so the fuzz cannot use up the rate limits of the other journeys.
 */
const SEED = 20261123;
const PER_METHOD = 24;
/** Requests per route, method and input name the route reads (fuzz/routes.ts: Route.fields). */
const PER_FIELD = 2;
const CONCURRENCY = 4;
const port = Number(process.env.E2E_PORT ?? 4399) + 1;
const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

let server: ChildProcess | undefined;

test.describe.configure({ timeout: 240_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = spawn(process.execPath, [path.join(process.env.ASTRO_OUT_DIR ?? 'dist', 'main.mjs')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'zorgzaam-fuzz-')),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  server.stderr?.on('data', (chunk: Buffer) => serverErrors.push(chunk.toString()));
  await expect
    .poll(
      async () =>
        (
          await send({ method: 'GET', path: '/healthz', headers: {}, authed: false }).catch(() => ({
            status: 0,
          }))
        ).status,
      {
        timeout: 110_000,
        intervals: [500],
      },
    )
    .toBe(200);
});

test.afterAll(() => {
  server?.kill('SIGTERM');
  agent.destroy();
});

const serverErrors: string[] = [];

test('no bad request answers 5xx or stops the server, and the catalogue stays intact', {
  tag: '@api',
}, async () => {
  const login = await send({
    method: 'POST',
    path: '/api/login',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
    authed: false,
  });
  const token = (JSON.parse(login.body) as { token: string }).token;
  const catalogueBefore = await catalogue();

  const routes = shopRoutes();
  // Every file under src/pages is fuzzed (one exporting no method it knows would drop out here).
  expect(routes.length).toBe(pageFiles().length);
  expect(routes.length).toBeGreaterThan(60);
  const requests = [
    ...fixedAttacks(),
    ...issue21Attacks(routes, await testPaymentPath()),
    ...generateRequests(routes, SEED, PER_METHOD),
    ...generateFieldRequests(routes, SEED + 1, PER_FIELD),
  ];
  const statuses = new Map<number, number>();
  const failures: string[] = [];
  let index = 0;
  const worker = async () => {
    while (index < requests.length) {
      const request = requests[index++]!;
      // The token must stay valid: logging out is not fuzzed with it.
      const authed = request.authed && !request.path.startsWith('/api/logout');
      const headers = authed ? { ...request.headers, authorization: `Bearer ${token}` } : request.headers;
      const answer = await send({ ...request, headers }).catch((error: Error) => ({
        status: 0,
        body: error.message,
      }));
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      if (answer.status === 0 || answer.status >= 500)
        failures.push(
          `${request.method} ${request.path.slice(0, 120)} -> ${answer.status} ${answer.body.slice(0, 200)}`,
        );
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));

  // The closing figures of the run (the issue asks for them).
  console.info(
    `fuzz: ${requests.length} requests over ${routes.length} routes; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`,
  );
  expect(failures).toEqual([]);
  expect(requests.length).toBeGreaterThan(2000);
  expect(await catalogue()).toEqual(catalogueBefore);
  // A JSON body over 1 MB that declares no length is counted as it streams in.
  const streamed = await send({
    method: 'POST',
    path: '/api/register',
    headers: { 'content-type': 'application/json' },
    body: `"${'x'.repeat(1024 * 1024 + 100)}"`,
    chunked: true,
    authed: false,
  });
  expect(streamed.status).toBe(413);
  expect(serverErrors.join('')).not.toContain('uncaught exception');
});

/** The cases the issue names, sent as they are. */
function fixedAttacks(): FuzzRequest[] {
  const plain = (method: string, target: string): FuzzRequest => ({
    method,
    path: target,
    headers: {},
    authed: false,
  });
  return [
    ...['/build/%', '/build/%ZZ', '/build/%E0%A4%A', '/%', '/product/%ZZ', '/media/%'].flatMap((target) => [
      plain('GET', target),
      plain('HEAD', target),
    ]),
    plain('TRACE', '/'),
    plain('TRACE', '/api/products'),
    {
      method: 'POST',
      path: '/api/payments/webhook',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'id=tr_%00',
      authed: false,
    },
    ...['/api/register', '/api/pages', '/api/payments/webhook', '/voorbeeld'].map((target) => ({
      method: 'POST',
      path: target,
      headers: { 'content-type': 'application/json' },
      body: `"${'x'.repeat(1024 * 1024 + 100)}"`,
      chunked: true,
      authed: true,
    })),
    { method: 'GET', path: '/api/admin/orders?q=%00', headers: {}, authed: true },
    { method: 'GET', path: '/api/admin/orders?from=0000-01-01', headers: {}, authed: true },
    { method: 'GET', path: '/api/admin/stats?from=0000-01-01&to=0000-01-02', headers: {}, authed: true },
    // Year zero in an accounting period reached PostgreSQL and answered 500.
    ...['0000-01', '0000-Q1', '0000-13'].flatMap((period) =>
      ['/api/admin/accounting/vat-overview', '/api/admin/accounting/export'].map((route) => ({
        method: 'GET',
        path: `${route}?period=${period}&format=csv`,
        headers: {},
        authed: true,
      })),
    ),
  ];
}

/**
 * Hostile inputs that once answered 500 (decision 018): deeply nested JSON on every body-taking route,
 * the test payment page posted without a form, one address registered several times at once
 * (the workers send neighbours together), a discount day in year 0000.
 */
function issue21Attacks(routes: ReturnType<typeof shopRoutes>, paymentPath: string): FuzzRequest[] {
  const json = { 'content-type': 'application/json' };
  const deep = ['['.repeat(20_000), `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`];
  const deepNesting = routes
    .filter((route) => !route.pattern.includes(':') && !route.pattern.includes('*'))
    .flatMap((route) =>
      route.methods
        .filter((method) => ['POST', 'PUT', 'PATCH'].includes(method))
        .flatMap((method) =>
          deep.map((body) => ({ method, path: route.pattern, headers: json, body, authed: true })),
        ),
    );
  const registration = JSON.stringify({
    first_name: 'Twee',
    last_name: 'Tegelijk',
    email: 'fuzz-tegelijk@example.nl',
    password: 'Een lang genoeg wachtwoord 9',
    password_confirmation: 'Een lang genoeg wachtwoord 9',
  });
  return [
    ...deepNesting,
    ...Array.from({ length: 10 }, () => ({ method: 'POST', path: paymentPath, headers: {}, authed: false })),
    ...Array.from({ length: 5 }, () => ({
      method: 'POST',
      path: paymentPath,
      headers: json,
      body: '{}',
      authed: false,
    })),
    ...Array.from({ length: 4 }, () => ({
      method: 'POST',
      path: '/api/register',
      headers: json,
      body: registration,
      authed: false,
    })),
    {
      method: 'POST',
      path: '/api/admin/discounts',
      headers: json,
      body: JSON.stringify({
        code: 'JAARNUL',
        kind: 'fixed',
        value: 100,
        valid_from: '0000-01-01',
        valid_until: '0000-12-31',
      }),
      authed: true,
    },
  ];
}

/** The test provider's payment page of a fresh order (its form is fuzzed without a body). */
async function testPaymentPath(): Promise<string> {
  const list = JSON.parse(
    (await send({ method: 'GET', path: '/api/products', headers: {}, authed: false })).body,
  ) as {
    id: number;
  }[];
  const order = await send({
    method: 'POST',
    path: '/api/create-order',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      customer: { email: 'fuzz@example.nl', first_name: 'Fu', last_name: 'Zz' },
      address: { street: 'Dam', street_number: '1', postcode: '1012 JS', city: 'Amsterdam' },
      payment_method: 'ideal',
      lineItems: [{ id: list.at(-1)!.id, product_id: list.at(-1)!.id, quantity: 1 }],
    }),
    authed: false,
  });
  return new URL((JSON.parse(order.body) as { redirectUrl: string }).redirectUrl, 'http://winkel').pathname;
}

async function catalogue(): Promise<unknown> {
  const list = JSON.parse(
    (await send({ method: 'GET', path: '/api/products', headers: {}, authed: false })).body,
  ) as { slug: string }[];
  const first = await send({
    method: 'GET',
    path: `/api/product/${list[0]!.slug}`,
    headers: {},
    authed: false,
  });
  return { count: list.length, slugs: list.map((product) => product.slug), first: JSON.parse(first.body) };
}

function send(request: FuzzRequest): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: request.method,
        path: request.path,
        // Node's client frames a DELETE or OPTIONS body with no length at all (the server then
        // reads it as the next request); the fuzz means a body of that size, so it says so.
        headers:
          request.body !== undefined && !request.chunked
            ? { 'content-length': String(Buffer.byteLength(request.body)), ...request.headers }
            : request.headers,
        agent,
        timeout: 60_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', reject);
    if (request.chunked && request.body) {
      // Without a declared length the server must count the bytes as they arrive.
      const half = Math.floor(request.body.length / 2);
      req.write(request.body.slice(0, half));
      req.end(request.body.slice(half));
    } else req.end(request.body);
  });
}
