import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';

/**
 * A local stand-in for Mollie's REST API (v2) answering the documented HAL shapes the shop uses:
 * GET /v2/methods, POST /v2/payments, GET /v2/payments/{id}, POST /v2/payments/{id}/refunds.
 * Tests set a payment's outcome with `setStatus`, as a shopper would on Mollie's checkout page.
 * The official client only speaks HTTPS, so the fake serves HTTPS with a throwaway self-signed
 * certificate (made with openssl) and the test process accepts it while the fake runs.
 */
export interface FakeMollie {
  /** The apiEndpoint for the client, e.g. http://127.0.0.1:1234/v2/ */
  url: string;
  requests: { method: string; path: string; body: unknown; authorization: string | undefined }[];
  payments: Map<string, Record<string, unknown>>;
  setStatus(id: string, status: 'paid' | 'failed' | 'canceled' | 'expired'): void;
}

const link = (href: string, type = 'application/hal+json') => ({ href, type });
const documentation = link('https://docs.mollie.com/reference/v2/payments-api/get-payment', 'text/html');

const METHODS = [
  ['ideal', 'iDEAL'],
  ['creditcard', 'Creditcard'],
  ['bancontact', 'Bancontact'],
].map(([id, description]) => ({
  resource: 'method',
  id,
  description,
  minimumAmount: { value: '0.01', currency: 'EUR' },
  maximumAmount: { value: '50000.00', currency: 'EUR' },
  image: {
    size1x: `https://www.mollie.com/external/icons/payment-methods/${id}.png`,
    size2x: `https://www.mollie.com/external/icons/payment-methods/${id}%402x.png`,
    svg: `https://www.mollie.com/external/icons/payment-methods/${id}.svg`,
  },
  status: 'activated',
  _links: { self: link(`https://api.mollie.com/v2/methods/${id}`) },
}));

export function setupFakeMollie(): FakeMollie {
  const fake: FakeMollie = {
    url: '',
    requests: [],
    payments: new Map(),
    setStatus(id, status) {
      const payment = fake.payments.get(id);
      if (!payment) throw new Error(`fake Mollie: unknown payment ${id}`);
      payment.status = status;
      if (status === 'paid') payment.paidAt = new Date().toISOString();
      // A paid first payment of a customer leaves a mandate for recurring payments.
      if (status === 'paid' && payment.sequenceType === 'first')
        payment.mandateId = `mdt_${randomBytes(5).toString('hex')}`;
      delete (payment._links as Record<string, unknown>).checkout;
    },
  };
  let server: Server;

  let previousTlsSetting: string | undefined;

  beforeAll(async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'fake-mollie-'));
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    previousTlsSetting = process.env.NODE_TLS_REJECT_UNAUTHORIZED;
    process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
    const tls = {
      key: readFileSync(path.join(dir, 'key.pem')),
      cert: readFileSync(path.join(dir, 'cert.pem')),
    };
    server = createServer(tls, async (request, response) => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const text = Buffer.concat(chunks).toString('utf8');
      const body = text ? JSON.parse(text) : undefined;
      const path = new URL(request.url ?? '/', 'http://fake').pathname;
      fake.requests.push({
        method: request.method ?? 'GET',
        path,
        body,
        authorization: request.headers.authorization,
      });
      const send = (status: number, data: unknown) => {
        response.writeHead(status, { 'Content-Type': 'application/hal+json' });
        response.end(JSON.stringify(data));
      };
      if (!request.headers.authorization?.startsWith('Bearer test_')) {
        send(401, {
          status: 401,
          title: 'Unauthorized Request',
          detail: 'Missing authentication, or failed to authenticate',
        });
        return;
      }

      if (request.method === 'GET' && path === '/v2/methods') {
        send(200, {
          count: METHODS.length,
          _embedded: { methods: METHODS },
          _links: { self: link(`${fake.url}methods`), documentation },
        });
        return;
      }
      if (request.method === 'POST' && path === '/v2/customers') {
        const id = `cst_${randomBytes(5).toString('hex')}`;
        send(201, {
          resource: 'customer',
          id,
          mode: 'test',
          name: body?.name ?? null,
          email: body?.email ?? null,
          locale: null,
          metadata: null,
          createdAt: new Date().toISOString(),
          _links: { self: link(`${fake.url}customers/${id}`), documentation },
        });
        return;
      }
      if (request.method === 'POST' && path === '/v2/payments') {
        if (!/^\d+\.\d{2}$/.test(body?.amount?.value ?? '')) {
          send(422, {
            status: 422,
            title: 'Unprocessable Entity',
            detail: 'The amount is invalid',
            field: 'amount.value',
          });
          return;
        }
        const id = `tr_${randomBytes(5).toString('hex')}`;
        const payment = {
          resource: 'payment',
          id,
          mode: 'test',
          createdAt: new Date().toISOString(),
          amount: body.amount,
          description: body.description,
          method: body.method ?? null,
          metadata: body.metadata ?? null,
          status: 'open',
          isCancelable: false,
          expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
          profileId: 'pfl_fake',
          sequenceType: body.sequenceType ?? 'oneoff',
          customerId: body.customerId ?? null,
          mandateId: body.mandateId ?? null,
          // Recurring payments need no shopper: no checkout link, and they are pending at first.
          ...(body.sequenceType === 'recurring' ? { status: 'pending' } : {}),
          redirectUrl: body.redirectUrl,
          webhookUrl: body.webhookUrl,
          _links: {
            self: link(`${fake.url}payments/${id}`),
            ...(body.sequenceType === 'recurring'
              ? {}
              : { checkout: link(`https://www.mollie.com/checkout/select-method/${id}`, 'text/html') }),
            documentation,
          },
        };
        fake.payments.set(id, payment);
        send(201, payment);
        return;
      }
      const paymentMatch = /^\/v2\/payments\/(tr_\w+)(\/refunds)?$/.exec(path);
      const payment = paymentMatch ? fake.payments.get(paymentMatch[1]!) : undefined;
      if (!payment) {
        send(404, { status: 404, title: 'Not Found', detail: 'No payment exists with token' });
        return;
      }
      if (request.method === 'GET' && !paymentMatch![2]) {
        send(200, payment);
        return;
      }
      if (request.method === 'POST' && paymentMatch![2]) {
        send(201, {
          resource: 'refund',
          id: `re_${randomBytes(5).toString('hex')}`,
          amount: body.amount,
          status: 'pending',
          createdAt: new Date().toISOString(),
          description: body.description ?? '',
          paymentId: payment.id,
          _links: {
            self: link(`${fake.url}payments/${payment.id}/refunds`),
            payment: link(`${fake.url}payments/${payment.id}`),
          },
        });
        return;
      }
      send(405, { status: 405, title: 'Method Not Allowed' });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    fake.url = `https://127.0.0.1:${(server.address() as AddressInfo).port}/v2/`;
  });
  afterAll(async () => {
    if (previousTlsSetting === undefined) delete process.env.NODE_TLS_REJECT_UNAUTHORIZED;
    else process.env.NODE_TLS_REJECT_UNAUTHORIZED = previousTlsSetting;
    await new Promise((resolve) => server.close(resolve));
  });
  return fake;
}
