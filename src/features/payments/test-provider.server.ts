import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { messages } from '~/lib/messages';
import { testPaymentPath } from '~/lib/routes';
import { db } from '~/server/db';
import { testProviderPayments } from '~/server/db/schema';
import { env, publicUrl } from '~/server/env';
import { HttpError, notFound } from '~/server/http/errors';
import { log } from '~/server/log';
import type { PaymentMethod, PaymentProvider, PaymentStatus, ProviderPayment } from './types';

const METHODS: [id: string, description: string][] = [
  ['ideal', 'iDEAL'],
  ['creditcard', 'Creditcard'],
  ['bancontact', 'Bancontact'],
  ['paypal', 'PayPal'],
];

/** The outcomes the test payment page offers, exactly like Mollie's test mode. */
export const TEST_OUTCOMES: { status: PaymentStatus; label: string }[] = (
  ['paid', 'failed', 'canceled', 'expired'] as const
).map((status) => ({ status, label: messages.testPayment.outcomes[status] }));

type Row = typeof testProviderPayments.$inferSelect;

function toPayment(row: Row): ProviderPayment {
  const metadata = (row.metadata ?? {}) as Record<string, string>;
  return {
    id: row.id,
    status: row.status as PaymentStatus,
    method: row.method,
    amountCents: row.amountCents,
    checkoutUrl: row.status === 'open' ? `${publicUrl()}${testPaymentPath(row.id)}` : null,
    // Like Mollie: a paid first payment leaves a mandate; a recurring one names the mandate it used.
    mandateId:
      metadata.sequenceType === 'first' && row.status === 'paid'
        ? `mdt_test_${row.id.replace(/^tr_test_/, '')}`
        : (metadata.mandateId ?? null),
  };
}

/**
 * Built-in payment provider for development and tests: no account, no network.
 * Its payment page (/betaling/test/{id}) lets the shopper choose the outcome and
 * then calls our webhook with only the payment id, the way Mollie does.
 */
export const testPaymentProvider: PaymentProvider = {
  name: 'test',

  async listMethods(): Promise<PaymentMethod[]> {
    return METHODS.map(([id, description]) => {
      const url = `${publicUrl()}/images/payment-methods/${id}.svg`;
      return { id, description, image: { size1x: url, size2x: url, svg: url } };
    });
  },

  async createCustomer() {
    return { id: `cst_test_${randomBytes(6).toString('hex')}` };
  },

  async createPayment(input) {
    if (!METHODS.some(([id]) => id === input.method)) {
      throw new HttpError(422, 'Deze betaalmethode bestaat niet.', {
        payment_method: ['Deze betaalmethode bestaat niet.'],
      });
    }
    const [row] = await (await db())
      .insert(testProviderPayments)
      .values({
        id: `tr_test_${randomBytes(8).toString('hex')}`,
        amountCents: input.amountCents,
        description: input.description,
        method: input.method,
        redirectUrl: input.redirectUrl,
        webhookUrl: input.webhookUrl,
        metadata: {
          ...input.metadata,
          ...(input.sequence
            ? { sequenceType: input.sequence.type, customerId: input.sequence.customerId }
            : {}),
          ...(input.sequence?.type === 'recurring' ? { mandateId: input.sequence.mandateId } : {}),
        },
        // A recurring payment is a direct debit on the mandate: no shopper, it simply succeeds, or
        // fails when TEST_PROVIDER_RECURRING_STATUS=failed (to try the retry schedule).
        ...(input.sequence?.type === 'recurring' ? { status: env().TEST_PROVIDER_RECURRING_STATUS } : {}),
      })
      .returning();
    return toPayment(row!);
  },

  async getPayment(id) {
    const [row] = await (await db())
      .select()
      .from(testProviderPayments)
      .where(eq(testProviderPayments.id, id));
    if (!row) throw notFound('Onbekende betaling.');
    return toPayment(row);
  },

  async refund(paymentId, amountCents) {
    const [row] = await (await db())
      .update(testProviderPayments)
      .set({
        refundedCents: sql`${testProviderPayments.refundedCents} + ${amountCents}`,
        updatedAt: new Date(),
      })
      .where(eq(testProviderPayments.id, paymentId))
      .returning();
    if (!row) throw notFound('Onbekende betaling.');
    return { id: `re_test_${randomBytes(6).toString('hex')}`, status: 'refunded' };
  },
};

/**
 * The shopper chose an outcome on the test payment page: record it (only an open
 * payment can change), then notify the shop's webhook as Mollie would. Answers
 * where the shopper goes next.
 */
export async function completeTestPayment(id: string, status: PaymentStatus): Promise<string> {
  const database = await db();
  const [row] = await database.select().from(testProviderPayments).where(eq(testProviderPayments.id, id));
  if (!row) throw notFound('Onbekende betaling.');
  if (row.status === 'open') {
    await database
      .update(testProviderPayments)
      .set({ status, updatedAt: new Date() })
      .where(eq(testProviderPayments.id, id));
  }
  try {
    const response = await fetch(row.webhookUrl, {
      method: 'POST',
      body: new URLSearchParams({ id }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) log.warn('test provider: webhook answered an error', { id, status: response.status });
  } catch (error) {
    // Like Mollie: a failed webhook call does not stop the shopper; the return page polls.
    log.warn('test provider: webhook call failed', { id, error });
  }
  return row.redirectUrl;
}
