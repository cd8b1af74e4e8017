import { createMollieClient, type MollieClient, type Payment } from '@mollie/api-client';
import { messages } from '~/lib/messages';
import { env } from '~/server/env';
import { HttpError } from '~/server/http/errors';
import { log } from '~/server/log';
import { tracedAdapter } from '~/server/tracing/spans';
import type { PaymentMethod, PaymentProvider, PaymentStatus, ProviderPayment } from './types';

/** Mollie's amounts are strings with two decimals in a currency object: { currency: 'EUR', value: '12.34' }. */
export const mollieAmount = (cents: number) => ({ currency: 'EUR', value: (cents / 100).toFixed(2) });
export const centsOf = (amount: { value: string }) => Math.round(Number.parseFloat(amount.value) * 100);

function toPayment(payment: Payment): ProviderPayment {
  return {
    id: payment.id,
    status: payment.status as PaymentStatus,
    method: payment.method ?? null,
    amountCents: centsOf(payment.amount),
    checkoutUrl: payment.getCheckoutUrl() ?? null,
    mandateId: payment.mandateId ?? null,
  };
}

/**
 * Mollie through its official client. The shop never trusts a webhook's body: Mollie sends only
 * the payment id, and the status is fetched here (see handlePaymentWebhook). MOLLIE_API_URL
 * points the client at another endpoint (the tests' local fake of Mollie's API).
 */
export function createMollieProvider(options: { apiKey: string; apiEndpoint?: string }): PaymentProvider {
  const client: MollieClient = createMollieClient({
    apiKey: options.apiKey,
    ...(options.apiEndpoint ? { apiEndpoint: options.apiEndpoint } : {}),
  });
  return {
    name: 'mollie',

    async listMethods(): Promise<PaymentMethod[]> {
      const methods = await client.methods.list({ locale: 'nl_NL' } as never);
      return methods.map((method) => ({
        id: method.id,
        description: method.description,
        image: { size1x: method.image.size1x, size2x: method.image.size2x, svg: method.image.svg },
      }));
    },

    async createCustomer(input) {
      const customer = await client.customers.create({ name: input.name, email: input.email });
      return { id: customer.id };
    },

    async createPayment(input) {
      try {
        const sequence = input.sequence
          ? {
              customerId: input.sequence.customerId,
              sequenceType: input.sequence.type as never,
              ...(input.sequence.type === 'recurring' ? { mandateId: input.sequence.mandateId } : {}),
            }
          : {};
        const payment = await client.payments.create({
          ...sequence,
          amount: mollieAmount(input.amountCents),
          description: input.description,
          redirectUrl: input.redirectUrl,
          webhookUrl: input.webhookUrl,
          // Recurring payments use the mandate's own method (direct debit or card).
          ...(input.sequence?.type === 'recurring' ? {} : { method: input.method as never }),
          locale: 'nl_NL' as never,
          metadata: input.metadata,
        });
        return toPayment(payment);
      } catch (error) {
        // Mollie refuses e.g. a method that is not enabled: the shopper can choose another.
        log.warn('mollie: payment not created', { error: String(error) });
        throw new HttpError(502, messages.checkout.paymentNotStarted);
      }
    },

    async getPayment(id) {
      return toPayment(await client.payments.get(id));
    },

    async refund(paymentId, amountCents) {
      const refund = await client.paymentRefunds.create({ paymentId, amount: mollieAmount(amountCents) });
      return { id: refund.id, status: refund.status };
    },
  };
}

let configured: { apiKey: string; apiEndpoint: string | undefined; provider: PaymentProvider } | undefined;

/**
 * The adapter for PAYMENT_PROVIDER=mollie, built from MOLLIE_API_KEY (and MOLLIE_API_URL) and kept
 * while they stay the same: settings read again (a test file's own fake Mollie) get a new client.
 */
export function mollieProviderFromEnv(): PaymentProvider {
  const { MOLLIE_API_KEY: apiKey, MOLLIE_API_URL: apiEndpoint } = env();
  if (!apiKey) throw new Error('PAYMENT_PROVIDER=mollie needs MOLLIE_API_KEY (test_... or live_...).');
  if (configured?.apiKey !== apiKey || configured.apiEndpoint !== apiEndpoint) {
    // Each call to Mollie a client span (`mollie createPayment`) when tracing is on.
    const provider = tracedAdapter(createMollieProvider({ apiKey, apiEndpoint }), 'mollie');
    configured = { apiKey, apiEndpoint, provider };
  }
  return configured.provider;
}
