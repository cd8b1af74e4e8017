import { env } from '~/server/env';
import { mollieProviderFromEnv } from './mollie.server';
import { testPaymentProvider } from './test-provider.server';
import type { PaymentProvider } from './types';

/** The configured payment provider (PAYMENT_PROVIDER): the built-in test provider by default. */
export function paymentProvider(): PaymentProvider {
  const configured = env().PAYMENT_PROVIDER;
  return configured === 'mollie' ? mollieProviderFromEnv() : testPaymentProvider;
}
