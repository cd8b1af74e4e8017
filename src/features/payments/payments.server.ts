import { env } from '~/server/env';
import { mollieProviderFromEnv } from './mollie.server';
import { testPaymentProvider } from './test-provider.server';
import type { PaymentMethod, PaymentProvider } from './types';

/** The configured payment provider (PAYMENT_PROVIDER): the built-in test provider by default. */
export function paymentProvider(): PaymentProvider {
  const configured = env().PAYMENT_PROVIDER;
  return configured === 'mollie' ? mollieProviderFromEnv() : testPaymentProvider;
}

/** The provider's methods, asked at most once an hour per process: every page's footer shows them. */
const OFFERED_FOR_MS = 60 * 60 * 1000;
let offered: { provider: PaymentProvider; until: number; methods: Promise<PaymentMethod[]> } | undefined;

/**
 * The payment methods on offer, for the marks in the footer: the same list the checkout
 * gets from GET /api/payment-methods. A failed question is not kept: the next page asks again.
 */
export function methodsOnOffer(now = Date.now()): Promise<PaymentMethod[]> {
  const provider = paymentProvider();
  if (offered && offered.provider === provider && offered.until > now) return offered.methods;
  const methods = provider.listMethods();
  const entry = { provider, until: now + OFFERED_FOR_MS, methods };
  offered = entry;
  methods.catch(() => {
    if (offered === entry) offered = undefined;
  });
  return methods;
}
