import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OutboxEntry } from '~/features/admin/outbox';
import { POST as refund } from '~/pages/api/admin/orders/[number]/refund';
import { GET as outboxList } from '~/pages/api/admin/outbox';
import { POST as retryEvent } from '~/pages/api/admin/outbox/[id]/retry';
import { POST as createOrder } from '~/pages/api/create-order';
import ThankYouPage from '~/pages/bestelling/[id].astro';
import { orders, payments, products } from '~/server/db/schema';
import { resetEnvForTests } from '~/server/env';
import { resetMailerForTests } from '~/server/mail';
import { drainOutbox } from '~/server/outbox';
import { call } from '../helpers/api';
import { setupTestDatabase } from '../helpers/db';
import { orderSubmission } from '../helpers/orders';
import { decodeMail, setupSmtpServer } from '../helpers/smtp';
import { activeSubscription, completePayment, subscriptionProduct } from '../helpers/subscriptions';
import { userWithToken } from '../helpers/users';

const database = setupTestDatabase();
const { inbox } = setupSmtpServer();
const minutesLater = (minutes: number) => new Date(Date.now() + minutes * 60_000);

let admin: string;
let editor: string;
let productId: number;

beforeAll(async () => {
  admin = (await userWithToken(database(), 'admin', 'baas@example.nl')).token;
  editor = (await userWithToken(database(), 'editor', 'redactie@example.nl')).token;
  productId = (await subscriptionProduct(database(), 'outbox-broekje', 2500, 100)).id;
});

/** A guest's order, paid through the test provider's webhook. */
async function paidGuestOrder(email: string) {
  const created = await call(createOrder, {
    body: orderSubmission([{ id: productId, quantity: 2 }], {
      customer: { email, first_name: 'Gijs', last_name: 'Gast' },
    }),
  });
  const paymentId = (created.body as { redirectUrl: string }).redirectUrl.split('/').at(-1)!;
  await completePayment(database(), paymentId);
  const [payment] = await database()
    .db.select()
    .from(payments)
    .where(eq(payments.providerPaymentId, paymentId));
  const [order] = await database().db.select().from(orders).where(eq(orders.id, payment!.orderId));
  return order!;
}

const mailsTo = (to: string, subject: string) =>
  inbox
    .map((mail) => ({ ...mail, text: decodeMail(mail.raw) }))
    .filter((mail) => mail.to.includes(to) && mail.text.includes(`Subject: ${subject}`));

/** SMTP pointed at a port nobody listens on, then back at the test server. */
async function whileSmtpIsRefused(work: () => Promise<void>) {
  const working = process.env.SMTP_URL;
  process.env.SMTP_URL = 'smtp://127.0.0.1:1';
  resetEnvForTests();
  resetMailerForTests();
  try {
    await work();
  } finally {
    process.env.SMTP_URL = working;
    resetEnvForTests();
    resetMailerForTests();
  }
}

describe('mails through the outbox', () => {
  it('SMTP refused while an order is paid, then back: exactly one confirmation with its invoice', async () => {
    const email = 'smtp-weg@example.nl';
    let order: Awaited<ReturnType<typeof paidGuestOrder>> | undefined;
    await whileSmtpIsRefused(async () => {
      order = await paidGuestOrder(email);
      await drainOutbox();
      await drainOutbox({ now: minutesLater(1) });
    });
    expect(mailsTo(email, 'Bevestiging van je bestelling')).toHaveLength(0);

    // Staff see the mail that keeps failing, on the order's own list too.
    const listed = await call(outboxList, {
      path: `/api/admin/outbox?order=${order!.number}`,
      token: editor,
    });
    const events = (listed.body as { events: OutboxEntry[] }).events;
    expect(events).toEqual([
      expect.objectContaining({ type: 'order.paid', orderNumber: order!.number, failed: false }),
    ]);
    expect(events[0]!.attempts).toBeGreaterThanOrEqual(1);
    expect(events[0]!.lastError).toMatch(/ECONNREFUSED/);

    // SMTP is back: the next tries send it, once, however often the outbox runs.
    await drainOutbox({ now: minutesLater(10) });
    await drainOutbox({ now: minutesLater(60) });
    await drainOutbox({ now: minutesLater(24 * 60) });
    const confirmations = mailsTo(email, `Bevestiging van je bestelling ${order!.number}`);
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]!.text).toContain('binnen 2 werkdagen');
    expect(confirmations[0]!.text).toMatch(/Content-Type: application\/pdf;\s*name=factuur-F-\d+\.pdf/);
    const after = await call(outboxList, { path: `/api/admin/outbox?order=${order!.number}`, token: editor });
    expect((after.body as { events: OutboxEntry[] }).events).toEqual([]);
  });

  it('lets an admin try a mail again now; an editor may look but not retry', async () => {
    const email = 'nog-eens@example.nl';
    await whileSmtpIsRefused(async () => {
      await paidGuestOrder(email);
      await drainOutbox();
    });
    const listed = await call(outboxList, { path: '/api/admin/outbox', token: editor });
    const [event] = (listed.body as { events: OutboxEntry[] }).events;
    expect(
      (await call(retryEvent, { method: 'POST', params: { id: String(event!.id) }, token: editor })).status,
    ).toBe(403);
    const retried = await call(retryEvent, {
      method: 'POST',
      params: { id: String(event!.id) },
      token: admin,
    });
    expect(retried.status).toBe(200);
    await drainOutbox();
    expect(mailsTo(email, 'Bevestiging van je bestelling')).toHaveLength(1);
    expect((await call(retryEvent, { method: 'POST', params: { id: '999999' }, token: admin })).status).toBe(
      404,
    );
  });

  it("sends a guest's refund with the credit invoice", async () => {
    const email = 'terug@example.nl';
    const order = await paidGuestOrder(email);
    const refunded = await call(refund, {
      method: 'POST',
      params: { number: order.number },
      body: { amount_cents: 1000 },
      token: admin,
    });
    expect(refunded.status).toBe(200);
    await drainOutbox();
    const [mail] = mailsTo(email, `Terugbetaling voor bestelling ${order.number}`);
    expect(mail?.text).toContain('10,00');
    expect(mail?.text).toMatch(/Content-Type: application\/pdf;\s*name=creditfactuur-F-\d+\.pdf/);
  });

  it('confirms a subscription start on the thank-you page and in its own mail: interval, next date and amount, how to change it', async () => {
    const customer = await userWithToken(database(), 'customer', 'abonnee@example.nl');
    const subscription = await activeSubscription(database(), {
      token: customer.token,
      email: 'abonnee@example.nl',
      productId,
      interval: 8,
    });
    await drainOutbox();
    const [mail] = mailsTo('abonnee@example.nl', 'Je abonnement is gestart');
    expect(mail?.text).toContain('8 weken');
    expect(mail?.text).toContain('Volgende levering');
    expect(mail?.text).toContain('50,00');
    expect(mail?.text).toContain('opzeggen');
    // The thank-you page says it too.
    const [first] = await database()
      .db.select()
      .from(orders)
      .where(eq(orders.subscriptionId, subscription.id));
    const container = await AstroContainer.create();
    const page = await container.renderToString(ThankYouPage, { params: { id: first!.publicId } });
    expect(page).toContain('Je abonnement is gestart: we sturen je producten elke 8 weken.');
    expect(page).toContain('Je volgende levering staat gepland op');
    const [stock] = await database()
      .db.select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, productId));
    expect(stock!.stock).toBeLessThan(100);
  });
});
