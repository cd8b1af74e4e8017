import { readFileSync } from 'node:fs';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, addAdmin, engineEnv, engines, type Instance, startInstance } from './instances';

/**
 * Every body is bounded before it is read, whatever the route and however it is sent
 * (decision 018): the test payment page's form, the staff CSV import, the payment webhook, JSON
 * nested without end. Printed: the server's memory while five 300 MB chunked bodies arrive at once.
 */
const PORTS = { pglite: 4511, postgres: 4515 } as const;
const MB = 1024 * 1024;

/**
 * Sends `total` bytes chunked (no declared length) over a plain socket and stops sending once the
 * server answers. Like curl or a browser it reads the answer while it writes: a server that
 * answers 413 and closes may cut the upload (EPIPE), and the status line that came first counts.
 */
function streamBody(
  port: number,
  path: string,
  total: number,
  headers: Record<string, string> = {},
): Promise<{ status: number; sentMb: number }> {
  return new Promise((resolve) => {
    let sent = 0;
    let answer = '';
    let done = false;
    const status = () => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);
    const finish = () => {
      if (done) return;
      done = true;
      socket.destroy();
      resolve({ status: status(), sentMb: Math.round(sent / MB) });
    };
    const socket = net.connect({ host: '127.0.0.1', port }, () => {
      const head = Object.entries({
        'content-type': 'application/x-www-form-urlencoded',
        ...headers,
        'transfer-encoding': 'chunked',
        connection: 'close',
      })
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('');
      socket.write(`POST ${path} HTTP/1.1\r\nhost: 127.0.0.1:${port}\r\n${head}\r\n`);
      pump();
    });
    socket.on('data', (data: Buffer) => {
      answer += data.toString('latin1');
      if (status() > 0) finish();
    });
    socket.on('error', () => {
      // A cut upload: the answer may still be in the socket's buffer; 'close' follows.
    });
    socket.on('close', finish);
    const chunk = Buffer.alloc(64 * 1024, 'a');
    const framed = Buffer.concat([
      Buffer.from(`${chunk.byteLength.toString(16)}\r\n`),
      chunk,
      Buffer.from('\r\n'),
    ]);
    const pump = () => {
      while (!done && sent < total) {
        sent += chunk.byteLength;
        if (!socket.write(framed)) {
          socket.once('drain', pump);
          return;
        }
      }
      if (!done) socket.write('0\r\n\r\n');
    };
  });
}

const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

describe.each(engines)('bodies against the built server (%s)', (engine) => {
  let shop: Instance;
  let drop: () => Promise<unknown>;
  let token: string;
  let testPaymentPath: string;

  const post = (target: string, body: string, headers: Record<string, string> = {}) =>
    fetch(`${shop.url}${target}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    });

  beforeAll(async () => {
    const database = await engineEnv(engine, 'zorgzaam_bodies');
    drop = database.drop;
    shop = await startInstance(`bodies-${engine}`, PORTS[engine], {
      ...database.env,
      SEED_DEMO_CONTENT: 'true',
      RATE_LIMIT_SCALE: '10',
    });
    await addAdmin(database.url);
    token = ((await (await post('/api/login', JSON.stringify(ADMIN))).json()) as { token: string }).token;
    const [listed] = (await (await fetch(`${shop.url}/api/products`)).json()) as {
      id: number;
      slug: string;
    }[];
    const product = (await (await fetch(`${shop.url}/api/product/${listed!.slug}`)).json()) as {
      id: number;
      product_variations: { id: number }[];
    };
    const variation = product.product_variations[0];
    const order = await post(
      '/api/create-order',
      JSON.stringify({
        customer: { email: 'body@example.nl', first_name: 'Bo', last_name: 'Dy' },
        address: { street: 'Dam', street_number: '1', postcode: '1012 JS', city: 'Amsterdam' },
        payment_method: 'ideal',
        lineItems: [
          {
            id: variation?.id ?? product.id,
            product_id: product.id,
            product_variation_id: variation?.id ?? null,
            quantity: 1,
          },
        ],
      }),
    );
    expect(order.status).toBe(201);
    testPaymentPath = new URL(((await order.json()) as { redirectUrl: string }).redirectUrl, shop.url)
      .pathname;
    expect(testPaymentPath).toMatch(/^\/betaling\/test\//);
  }, 200_000);

  afterAll(async () => {
    await shop?.stop();
    await drop?.();
  });

  it('answers the test payment page without a form body with a 4xx, and still takes the real form', async () => {
    const bare = await fetch(`${shop.url}${testPaymentPath}`, { method: 'POST' });
    expect(bare.status).toBe(400);
    const json = await post(testPaymentPath, '{"status":"paid"}');
    expect(json.status).toBe(400);
    const chunked = await streamBody(Number(new URL(shop.url).port), testPaymentPath, 3 * MB);
    expect(chunked.status).toBe(413);
    const paid = await fetch(`${shop.url}${testPaymentPath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'status=paid',
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
  });

  it('bounds the CSV import and the webhook as they stream in', async () => {
    const port = Number(new URL(shop.url).port);
    const csv = await streamBody(port, '/api/admin/products/import', 5 * MB, {
      authorization: `Bearer ${token}`,
      'content-type': 'text/csv',
    });
    expect(csv.status).toBe(413);
    expect((await streamBody(port, '/api/payments/webhook', 3 * MB)).status).toBe(413);
  });

  it('refuses deeply nested JSON with a 400', async () => {
    for (const target of ['/api/register', '/api/login', '/api/checkout/quote', '/api/contact']) {
      expect((await post(target, '['.repeat(20_000))).status, target).toBe(400);
      expect((await post(target, `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`)).status, target).toBe(400);
    }
  });

  it('answers concurrent registrations with one address: one account, the others 409', async () => {
    const body = JSON.stringify({
      first_name: 'Twee',
      last_name: 'Tegelijk',
      email: `tegelijk-${engine}@example.nl`,
      password: 'Een lang genoeg wachtwoord 9',
      password_confirmation: 'Een lang genoeg wachtwoord 9',
    });
    const statuses = (await Promise.all(Array.from({ length: 5 }, () => post('/api/register', body)))).map(
      (answer) => answer.status,
    );
    expect(statuses.sort()).toEqual([201, 409, 409, 409, 409]);
  });

  it('refuses a discount day in year 0000 with a 422', async () => {
    const answer = await post(
      '/api/admin/discounts',
      JSON.stringify({ code: 'JAARNUL', kind: 'percentage', value: 10, valid_from: '0000-01-01' }),
      { authorization: `Bearer ${token}` },
    );
    expect(answer.status).toBe(422);
  });

  it('keeps its memory while five 300 MB chunked bodies arrive at once (printed)', async () => {
    const port = Number(new URL(shop.url).port);
    const before = rssMb(shop.pid);
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMb(shop.pid));
    }, 25);
    const targets = [
      testPaymentPath,
      '/api/register',
      '/api/payments/webhook',
      testPaymentPath,
      '/api/contact',
    ];
    const answers = await Promise.all(targets.map((target) => streamBody(port, target, 300 * MB)));
    clearInterval(sampler);
    console.info(
      `bodies (${engine}): 5 parallel 300 MB chunked bodies: RSS ${before.toFixed(0)} MB before, ` +
        `peak ${peak.toFixed(0)} MB (+${(peak - before).toFixed(0)} MB); answers ` +
        `${answers.map((answer) => `${answer.status} after ${answer.sentMb} MB`).join(', ')}`,
    );
    for (const answer of answers) expect(answer.status).toBe(413);
    expect(peak - before).toBeLessThan(150);
    expect(shop.alive()).toBe(true);
  }, 120_000);
});
