import { and, desc, eq, ne } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runDailySubscriptions } from '~/features/subscriptions/renewals.server';
import { addDays } from '~/lib/dates';
import { POST as retry } from '~/pages/api/orders/[id]/retry';
import { orders, payments, products, subscriptions } from '~/server/db/schema';
import { resetEnvForTests } from '~/server/env';
import { drainOutbox } from '~/server/outbox';
import { call } from '../helpers/api';
import { setupTestDatabase } from '../helpers/db';
import { decodeMail, setupSmtpServer } from '../helpers/smtp';
import {
  activeSubscription,
  completePayment,
  onDay,
  subscriptionProduct,
  subscriptionRow,
} from '../helpers/subscriptions';
import { userWithToken } from '../helpers/users';

const database = setupTestDatabase({ seed: true });
const { inbox } = setupSmtpServer();

let product: { id: number };
const customer = { token: '', email: 'vernieuwing@example.nl' };
beforeAll(async () => {
  product = await subscriptionProduct(database(), 'vernieuwing-a', 2000, 50);
  customer.token = (await userWithToken(database(), 'customer', customer.email)).token;
});
afterEach(() => {
  delete process.env.TEST_PROVIDER_RECURRING_STATUS;
  resetEnvForTests();
});

/** One active subscription, the only one that runs (earlier tests' subscriptions are cancelled). */
async function onlySubscription(interval = 4) {
  await database().db.update(subscriptions).set({ status: 'cancelled' });
  return activeSubscription(database(), { ...customer, productId: product.id, interval });
}

const renewalOrders = async (subscriptionId: number) =>
  (
    await database()
      .db.select()
      .from(orders)
      .where(eq(orders.subscriptionId, subscriptionId))
      .orderBy(desc(orders.id))
  ).slice(0, -1); // all but the first order

const paymentsOf = (orderId: number) =>
  database().db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(payments.id);

/** Mails sent so far with this subject (the outbox sends what the changes recorded). */
const mailsWith = async (subject: string) => {
  await drainOutbox();
  return inbox.filter(
    (mail) => mail.to.includes(customer.email) && decodeMail(mail.raw).includes(`Subject: ${subject}`),
  );
};

const stockOf = async () =>
  (
    await database().db.select({ stock: products.stock }).from(products).where(eq(products.id, product.id))
  )[0]!.stock;

describe('the daily subscription run', () => {
  it('mails what will be charged and when, 3 days ahead, once per due date (also run twice)', async () => {
    const row = await onlySubscription();
    const due = row.nextPaymentDate!;
    expect((await runDailySubscriptions(onDay(addDays(due, -4)))).reminders).toBe(0);
    expect((await runDailySubscriptions(onDay(addDays(due, -3)))).reminders).toBe(1);
    expect((await runDailySubscriptions(onDay(addDays(due, -3)))).reminders).toBe(0);
    expect((await runDailySubscriptions(onDay(addDays(due, -1)))).reminders).toBe(0);
    const [mail] = await mailsWith('Je volgende abonnementslevering op');
    const text = decodeMail(mail!.raw);
    expect(text).toContain('45,00'); // 2 x 20,00 + 5,00 shipping, today's prices
    expect(text).toContain('Dam 1, 1012 JS Amsterdam');
    expect(text).not.toContain('Product vernieuwing-a');
    expect(await mailsWith('Je volgende abonnementslevering op')).toHaveLength(1);
  });

  it('run twice on the due day: one order, one charge, stock taken once', async () => {
    const row = await onlySubscription(8);
    const stockBefore = await stockOf();
    const day = onDay(row.nextPaymentDate!);
    await runDailySubscriptions(day);
    await runDailySubscriptions(day);
    const renewals = await renewalOrders(row.id);
    expect(renewals).toHaveLength(1);
    expect(renewals[0]!.status).toBe('paid');
    expect(await paymentsOf(renewals[0]!.id)).toHaveLength(1);
    expect(await stockOf()).toBe(stockBefore - 2);
    expect((await subscriptionRow(database(), row.id)).nextPaymentDate).toBe(
      addDays(row.nextPaymentDate!, 56),
    );
  });

  it('retries a failed recurring payment after 3 and 7 days, mails each time, then pauses (never cancels)', async () => {
    const row = await onlySubscription();
    const day0 = row.nextPaymentDate!;
    process.env.TEST_PROVIDER_RECURRING_STATUS = 'failed';
    resetEnvForTests();
    const stockBefore = await stockOf();

    await runDailySubscriptions(onDay(day0));
    await runDailySubscriptions(onDay(day0)); // twice the same day: nothing more
    const [renewal] = await renewalOrders(row.id);
    expect(renewal!.status).toBe('failed');
    expect(await paymentsOf(renewal!.id)).toHaveLength(1);
    expect(await stockOf()).toBe(stockBefore); // nothing paid, nothing held
    expect(await subscriptionRow(database(), row.id)).toMatchObject({
      status: 'active',
      retryAttempts: 1,
      nextRetryOn: addDays(day0, 3),
    });
    const firstMail = await mailsWith(`Betaling voor bestelling ${renewal!.number} niet gelukt`);
    expect(firstMail).toHaveLength(1);
    expect(decodeMail(firstMail[0]!.raw)).toContain(`/bestelling/${renewal!.publicId}`);

    await runDailySubscriptions(onDay(addDays(day0, 2)));
    expect(await paymentsOf(renewal!.id)).toHaveLength(1);
    await runDailySubscriptions(onDay(addDays(day0, 3)));
    await runDailySubscriptions(onDay(addDays(day0, 3)));
    expect(await paymentsOf(renewal!.id)).toHaveLength(2);
    expect(await subscriptionRow(database(), row.id)).toMatchObject({
      retryAttempts: 2,
      nextRetryOn: addDays(day0, 7),
    });
    expect(await mailsWith(`Betaling voor bestelling ${renewal!.number} niet gelukt`)).toHaveLength(2);

    await runDailySubscriptions(onDay(addDays(day0, 7)));
    await runDailySubscriptions(onDay(addDays(day0, 7)));
    const charges = await paymentsOf(renewal!.id);
    expect(charges.map((payment) => payment.status)).toEqual(['failed', 'failed', 'failed']);
    expect(await subscriptionRow(database(), row.id)).toMatchObject({
      status: 'paused',
      pauseReason: 'payment_failed',
      nextRetryOn: null,
    });
    expect(await mailsWith(`Abonnement gepauzeerd: bestelling ${renewal!.number} niet betaald`)).toHaveLength(
      1,
    );
    expect(await stockOf()).toBe(stockBefore);
    // Paused: no further tries and no new renewals.
    await runDailySubscriptions(onDay(addDays(day0, 40)));
    expect(await paymentsOf(renewal!.id)).toHaveLength(3);
    expect(await renewalOrders(row.id)).toHaveLength(1);

    // The pay link: the customer pays the renewal; the subscription runs again.
    const paid = await call(retry, {
      method: 'POST',
      path: `/api/orders/${renewal!.publicId}/retry`,
      params: { id: renewal!.publicId },
    });
    expect(paid.status).toBe(200);
    const paymentId = (paid.body as { redirectUrl: string }).redirectUrl.split('/').at(-1)!;
    expect(paymentId).toMatch(/^tr_test_/);
    await completePayment(database(), paymentId);
    const [after] = await database().db.select().from(orders).where(eq(orders.id, renewal!.id));
    expect(after!.status).toBe('paid');
    const resumed = await subscriptionRow(database(), row.id);
    expect(resumed).toMatchObject({
      status: 'active',
      pauseReason: null,
      retryOrderId: null,
      retryAttempts: 0,
    });
    expect(resumed.providerMandateId).toMatch(/^mdt_test_/);
    expect(await stockOf()).toBe(stockBefore - 2);
  });

  it('a pay-link payment before the next try ends the schedule without another charge', async () => {
    const row = await onlySubscription();
    const day0 = row.nextPaymentDate!;
    process.env.TEST_PROVIDER_RECURRING_STATUS = 'failed';
    resetEnvForTests();
    await runDailySubscriptions(onDay(day0));
    const [renewal] = await renewalOrders(row.id);
    const paid = await call(retry, {
      method: 'POST',
      path: `/api/orders/${renewal!.publicId}/retry`,
      params: { id: renewal!.publicId },
    });
    await completePayment(database(), (paid.body as { redirectUrl: string }).redirectUrl.split('/').at(-1)!);
    expect(await subscriptionRow(database(), row.id)).toMatchObject({
      status: 'active',
      retryOrderId: null,
      nextRetryOn: null,
      nextPaymentDate: addDays(day0, 28),
    });
    await runDailySubscriptions(onDay(addDays(day0, 3)));
    expect(await paymentsOf(renewal!.id)).toHaveLength(2);
  });

  it('out of stock: no order and no charge, the customer told once, tried again until it can ship', async () => {
    const row = await onlySubscription();
    const due = row.nextPaymentDate!;
    await database().db.update(products).set({ stock: 1 }).where(eq(products.id, product.id));
    const ordersBefore = (await database().db.select().from(orders).where(ne(orders.status, 'cancelled')))
      .length;

    const first = await runDailySubscriptions(onDay(due));
    await runDailySubscriptions(onDay(due));
    await runDailySubscriptions(onDay(addDays(due, 1)));
    expect(first.renewals.waitingForStock).toEqual([row.publicId]);
    expect(await renewalOrders(row.id)).toHaveLength(0);
    expect((await database().db.select().from(orders).where(ne(orders.status, 'cancelled'))).length).toBe(
      ordersBefore,
    );
    expect(await mailsWith('Je abonnementslevering is uitgesteld')).toHaveLength(1);
    expect((await subscriptionRow(database(), row.id)).nextPaymentDate).toBe(due);

    await database().db.update(products).set({ stock: 10 }).where(eq(products.id, product.id));
    const restocked = await runDailySubscriptions(onDay(addDays(due, 2)));
    expect(restocked.renewals.ordered).toHaveLength(1);
    const [renewal] = await renewalOrders(row.id);
    expect(renewal!.status).toBe('paid');
    // The next delivery counts from the day it was ordered.
    expect((await subscriptionRow(database(), row.id)).nextPaymentDate).toBe(addDays(due, 2 + 28));
    const [payment] = await database()
      .db.select()
      .from(payments)
      .where(and(eq(payments.orderId, renewal!.id), eq(payments.sequenceType, 'recurring')));
    expect(payment).toBeDefined();
  });
});
