import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail } from '~/features/admin/order/order-detail';
import { messages } from '~/lib/messages';
import { formatEuro } from '~/lib/money';
import { POST as cancel } from '~/pages/api/admin/orders/[number]/cancel';
import { POST as deliver } from '~/pages/api/admin/orders/[number]/deliver';
import { GET as detail } from '~/pages/api/admin/orders/[number]/index';
import { POST as refund } from '~/pages/api/admin/orders/[number]/refund';
import { POST as ship } from '~/pages/api/admin/orders/[number]/ship';
import { auditLog, products, testProviderPayments } from '~/server/db/schema';
import { drainOutbox } from '~/server/outbox';
import { call } from '../helpers/api';
import { setupTestDatabase } from '../helpers/db';
import { amsterdam, insertOrder } from './admin-fixtures';
import {
  type AdminOrdersShop,
  orderByNumber,
  productLine,
  seedAdminOrdersShop,
} from './admin-orders-fixtures';

const database = setupTestDatabase({ seed: true });

let editor: AdminOrdersShop['editor'];
let orderHandler: AdminOrdersShop['orderHandler'];
let product: AdminOrdersShop['product'];

const line = (quantity: number) => productLine(product, quantity);
const order = (number: string) => orderByNumber(database(), number);

beforeAll(async () => {
  ({ editor, orderHandler, product } = await seedAdminOrdersShop(database()));
});

describe('order detail and actions', () => {
  it('shows lines with current stock, address, payments and history', async () => {
    const created = await insertOrder(database(), {
      email: 'detail@example.nl',
      status: 'paid',
      createdAt: amsterdam('2025-05-01 10:00'),
      lines: [line(2)],
      paid: true,
    });
    const response = await call(detail, { params: { number: created.number }, token: editor.token });
    expect(response.status).toBe(200);
    const body = response.body as OrderDetail;
    expect(body).toMatchObject({
      number: created.number,
      status: 'paid',
      address: { street: 'Dam', streetNumber: '1', postcode: '1012 JS', city: 'Amsterdam' },
      totalCents: 2500,
      actions: { ship: true, cancel: true, refund: true, deliver: false },
    });
    expect(body.lines).toEqual([
      expect.objectContaining({
        productName: 'Beheer Pants',
        quantity: 2,
        stockItem: { target: 'product', id: product.id, name: 'Beheer Pants', stock: expect.any(Number) },
      }),
    ]);
    expect(body.payments).toEqual([
      expect.objectContaining({ provider: 'test', status: 'paid', amountCents: 2500 }),
    ]);
    expect((await call(detail, { params: { number: 'ZZ-1' }, token: editor.token })).status).toBe(404);
    expect((await call(detail, { params: { number: 'ZZ-1 or 1=1' }, token: editor.token })).status).toBe(422);
  });

  it('marks an order shipped with a track-and-trace code and sends a discreet e-mail', async () => {
    const created = await insertOrder(database(), {
      email: 'verzend@example.nl',
      firstName: 'Greet',
      status: 'paid',
      createdAt: amsterdam('2025-05-02 10:00'),
      lines: [line(1)],
    });
    const response = await call(ship, {
      params: { number: created.number },
      body: { track_and_trace: '3SABCD1234567' },
      token: editor.token,
    });
    expect(response.status).toBe(200);
    const body = response.body as OrderDetail;
    expect(body.status).toBe('shipped');
    expect(body.trackAndTrace).toBe('3SABCD1234567');
    expect(body.history.at(-1)).toMatchObject({
      fromStatus: 'paid',
      toStatus: 'shipped',
      actor: 'staff',
      actorName: 'editor Test',
      note: 'Track-en-tracecode: 3SABCD1234567',
    });
    const [audit] = await database()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, created.number), eq(auditLog.action, 'order.shipped')));
    expect(audit).toMatchObject({ actorUserId: editor.id, entity: 'order' });

    await drainOutbox();
    const outbox = path.join(process.env.DATA_DIR!, 'outbox');
    const mail = readdirSync(outbox)
      .map((file) => readFileSync(path.join(outbox, file), 'utf8'))
      .find((text) => text.includes('To: verzend@example.nl'));
    expect(mail).toBeDefined();
    expect(mail).toContain(`Subject: Je bestelling ${created.number} is onderweg`);
    expect(mail).toContain('3SABCD1234567');
    expect(mail).not.toContain('Beheer Pants');

    // Shipping twice is refused: the order moved on.
    const again = await call(ship, { params: { number: created.number }, body: {}, token: editor.token });
    expect(again.status).toBe(409);
    const delivered = await call(deliver, {
      params: { number: created.number },
      body: {},
      token: editor.token,
    });
    expect((delivered.body as OrderDetail).status).toBe('delivered');
  });

  it('refuses a track-and-trace code with odd characters', async () => {
    const response = await call(ship, {
      params: { number: 'ZZ-1' },
      body: { track_and_trace: '<script>' },
      token: editor.token,
    });
    expect(response.status).toBe(422);
  });

  it('cancels an unpaid order without touching money or stock', async () => {
    const created = await insertOrder(database(), {
      email: 'open@example.nl',
      status: 'pending',
      createdAt: amsterdam('2025-05-03 10:00'),
      lines: [line(1)],
    });
    const stockBefore = (await database().db.select().from(products).where(eq(products.id, product.id)))[0]!
      .stock;
    const response = await call(cancel, {
      params: { number: created.number },
      body: { note: 'Klant belde: dubbel besteld' },
      token: editor.token,
    });
    expect(response.status).toBe(200);
    expect((response.body as OrderDetail).status).toBe('cancelled');
    expect((await order(created.number)).cancelledAt).not.toBeNull();
    const stockAfter = (await database().db.select().from(products).where(eq(products.id, product.id)))[0]!
      .stock;
    expect(stockAfter).toBe(stockBefore);
    // Cancelled is final.
    expect(
      (await call(ship, { params: { number: created.number }, body: {}, token: editor.token })).status,
    ).toBe(409);
  });

  it('lets an editor move no money: refund and cancelling a paid order are refused, nothing changes', async () => {
    const created = await insertOrder(database(), {
      email: 'redactie-geld@example.nl',
      status: 'paid',
      createdAt: amsterdam('2025-05-04 11:00'),
      lines: [line(1)],
      paid: true,
      stockTaken: true,
    });
    const refunded = await call(refund, {
      params: { number: created.number },
      body: {},
      token: editor.token,
    });
    expect(refunded.status).toBe(403);
    const cancelled = await call(cancel, {
      params: { number: created.number },
      body: {},
      token: editor.token,
    });
    expect(cancelled.status).toBe(403);
    expect((cancelled.body as { message: string }).message).toBe(messages.admin.moneyNeedsRole);
    const after = (await call(detail, { params: { number: created.number }, token: editor.token }))
      .body as OrderDetail;
    expect(after.status).toBe('paid');
    expect(after.refundedCents).toBe(0);
  });

  it('cancels a paid order: the money goes back through the provider and the stock returns', async () => {
    const created = await insertOrder(database(), {
      email: 'spijt@example.nl',
      status: 'paid',
      createdAt: amsterdam('2025-05-04 10:00'),
      lines: [line(3)],
      paid: true,
      stockTaken: true,
    });
    const stockBefore = (await database().db.select().from(products).where(eq(products.id, product.id)))[0]!
      .stock;
    const response = await call(cancel, {
      params: { number: created.number },
      body: {},
      token: orderHandler.token,
    });
    expect(response.status).toBe(200);
    const body = response.body as OrderDetail;
    expect(body.status).toBe('cancelled');
    expect(body.refundedCents).toBe(3750);
    expect(body.payments[0]!.refunds).toEqual([
      expect.objectContaining({ amountCents: 3750, actor: 'orders@winkel.test' }),
    ]);
    const [atProvider] = await database()
      .db.select()
      .from(testProviderPayments)
      .where(eq(testProviderPayments.id, body.payments[0]!.providerPaymentId));
    expect(atProvider!.refundedCents).toBe(3750);
    const stockAfter = (await database().db.select().from(products).where(eq(products.id, product.id)))[0]!
      .stock;
    expect(stockAfter).toBe(stockBefore + 3);
  });

  it('refunds part, then the rest, through the payment provider', async () => {
    const created = await insertOrder(database(), {
      email: 'retour@example.nl',
      status: 'shipped',
      createdAt: amsterdam('2025-05-05 10:00'),
      lines: [line(4)],
      paid: true,
    });
    const tooMuch = await call(refund, {
      params: { number: created.number },
      body: { amount_cents: 6000 },
      token: orderHandler.token,
    });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body).toMatchObject({
      errors: { amount_cents: [messages.admin.refundTooHigh(formatEuro(5000))] },
    });

    const part = await call(refund, {
      params: { number: created.number },
      body: { amount_cents: 1250, note: 'Een pak retour' },
      token: orderHandler.token,
    });
    expect(part.status).toBe(200);
    const afterPart = part.body as OrderDetail;
    expect(afterPart.status).toBe('shipped');
    expect(afterPart.refundedCents).toBe(1250);
    expect(afterPart.history.at(-1)).toMatchObject({
      fromStatus: 'shipped',
      toStatus: 'shipped',
      note: `Deels terugbetaald: ${formatEuro(1250)}. Een pak retour`,
    });

    const rest = await call(refund, {
      params: { number: created.number },
      body: {},
      token: orderHandler.token,
    });
    const afterRest = rest.body as OrderDetail;
    expect(afterRest.status).toBe('refunded');
    expect(afterRest.refundedCents).toBe(5000);
    expect(afterRest.actions).toEqual({ ship: false, deliver: false, cancel: false, refund: false });
    const nothingLeft = await call(refund, {
      params: { number: created.number },
      body: {},
      token: orderHandler.token,
    });
    expect(nothingLeft.status).toBe(409);
  });

  it('refuses a refund when nothing was paid', async () => {
    const created = await insertOrder(database(), {
      email: 'onbetaald@example.nl',
      status: 'pending',
      createdAt: amsterdam('2025-05-06 10:00'),
      lines: [line(1)],
    });
    const response = await call(refund, {
      params: { number: created.number },
      body: {},
      token: orderHandler.token,
    });
    expect(response.status).toBe(409);
  });
});
