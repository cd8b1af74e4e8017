import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '~/lib/messages';
import { GET as orderList } from '~/pages/api/admin/orders/index';
import { GET as stats } from '~/pages/api/admin/stats';
import { POST as createOrder } from '~/pages/api/create-order';
import { POST as webhook } from '~/pages/api/payments/webhook';
import { GET as product } from '~/pages/api/product/[slug]';
import { POST as register } from '~/pages/api/register';
import { POST as uploadImage } from '~/pages/api/upload-image';
import { call } from '../helpers/api';
import { setupTestDatabase } from '../helpers/db';
import { userWithToken } from './admin-fixtures';

/**
 * Input the database cannot store (NUL bytes, lone surrogates, year zero) once reached
 * PostgreSQL and came back as a 500; bodies had no size limit; image uploads were decoded
 * whatever their declared size. Each answers 4xx with the usual JSON error now.
 */
const database = setupTestDatabase({ seed: true });

let admin = '';
let editor = '';
beforeAll(async () => {
  admin = (await userWithToken(database(), 'admin', 'beheer@zorgzaam.test')).token;
  editor = (await userWithToken(database(), 'editor', 'redactie@zorgzaam.test')).token;
});

const invalidText = { message: messages.api.invalidText };

describe('text the database cannot store', () => {
  it('refuses a NUL byte or a lone surrogate in a path parameter', async () => {
    for (const slug of ['pants\u0000', '\ud800']) {
      const answer = await call(product, { path: '/api/product/x', params: { slug } });
      expect(answer.status).toBe(422);
      expect(answer.body).toMatchObject({ ...invalidText, errors: { slug: [messages.api.invalidText] } });
    }
  });

  it('refuses them in JSON bodies, nested fields included', async () => {
    const nul = await call(register, {
      body: { email: 'a@b.nl', password: 'x\u0000yyyyyyyyyyyy', name: 'Jan' },
    });
    expect(nul.status).toBe(422);
    expect(nul.body).toMatchObject({ errors: { password: [messages.api.invalidText] } });
    const order = await call(createOrder, {
      body: { payment_method: 'ideal\u0000', items: [{ product_id: 1, quantity: 1, name: '\udc00' }] },
    });
    expect(order.status).toBe(422);
  });

  it('refuses them in the payment webhook id and the admin search', async () => {
    const hook = await call(webhook, {
      method: 'POST',
      path: '/api/payments/webhook',
      rawBody: 'id=tr_%00',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(hook.status).toBe(422);
    const search = await call(orderList, { path: '/api/admin/orders?q=ZZ%00', token: admin });
    expect(search.status).toBe(422);
    expect(search.body).toMatchObject({ errors: { q: [messages.api.invalidText] } });
  });

  it('refuses dates the database cannot store, such as year zero', async () => {
    const list = await call(orderList, { path: '/api/admin/orders?from=0000-01-01', token: admin });
    expect(list.status).toBe(422);
    const period = await call(stats, {
      path: '/api/admin/stats?from=0000-01-01&to=0000-01-02',
      token: admin,
    });
    expect(period.status).toBe(422);
    expect(period.body).toMatchObject({ errors: { from: ['Kies een geldige datum.'] } });
  });
});

describe('request bodies', () => {
  it('answers 413 for JSON over 1 MB, also when it streams in without a length', async () => {
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ === 20) controller.close();
        else controller.enqueue(new TextEncoder().encode(`"${'x'.repeat(64 * 1024)}",`));
      },
    });
    const request = new Request('http://shop.test/api/register', {
      method: 'POST',
      body: stream,
      headers: { 'content-type': 'application/json' },
      duplex: 'half',
    } as RequestInit);
    const response = await register({
      request,
      url: new URL(request.url),
      params: {},
      clientAddress: '127.0.0.1',
    } as never);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: messages.api.bodyTooLarge(1) });
  });
});

describe('image uploads', () => {
  /** A small PNG whose header declares 16000 x 16000 pixels, as a decompression bomb does. */
  async function hugePng(): Promise<Uint8Array<ArrayBuffer>> {
    const png = Buffer.from(
      await sharp({ create: { width: 16, height: 16, channels: 3, background: '#17675f' } })
        .png()
        .toBuffer(),
    );
    png.writeUInt32BE(16_000, 16);
    png.writeUInt32BE(16_000, 20);
    png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
    return new Uint8Array(png.buffer.slice(png.byteOffset, png.byteOffset + png.byteLength));
  }

  it('refuses more pixels than the limit before decoding, with a Dutch message', async () => {
    const form = new FormData();
    form.set('image', new Blob([await hugePng()]), 'bom.png');
    const request = new Request('http://shop.test/api/upload-image', { method: 'POST', body: form });
    const answer = await call(uploadImage, {
      method: 'POST',
      path: '/api/upload-image',
      token: editor,
      headers: Object.fromEntries(request.headers),
      rawBody: new Uint8Array(await request.arrayBuffer()),
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({ message: messages.editor.uploadDimensions(10_000, 40) });
  });
});
