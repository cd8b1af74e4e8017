/** A payment's status as the provider reports it (Mollie's vocabulary). */
export type PaymentStatus = 'open' | 'pending' | 'authorized' | 'paid' | 'failed' | 'canceled' | 'expired';

/** One entry of the methods object the browser reads (spec section 3, as Mollie returns it). */
export interface PaymentMethod {
  id: string;
  description: string;
  image: { size1x: string; size2x: string; svg: string };
}

/**
 * Subscriptions (Mollie's model): the first payment of a customer sets up a mandate; later
 * payments are 'recurring' on that mandate and need no shopper.
 */
export type PaymentSequence =
  | { type: 'first'; customerId: string }
  | { type: 'recurring'; customerId: string; mandateId: string };

export interface CreatePaymentInput {
  amountCents: number;
  description: string;
  method: string;
  redirectUrl: string;
  webhookUrl: string;
  metadata: Record<string, string>;
  /** Absent for a one-off payment. */
  sequence?: PaymentSequence;
}

export interface ProviderPayment {
  id: string;
  status: PaymentStatus;
  method: string | null;
  amountCents: number;
  /** Where the shopper pays; null once the payment is final (and for recurring payments). */
  checkoutUrl: string | null;
  /** The mandate a paid first payment created (subscriptions). */
  mandateId: string | null;
}

/** What the shop needs from a payment service; Mollie and the built-in test provider implement it. */
export interface PaymentProvider {
  readonly name: string;
  listMethods(): Promise<PaymentMethod[]>;
  /** A customer at the provider, owner of the mandates of a subscription. */
  createCustomer(input: { name: string; email: string }): Promise<{ id: string }>;
  createPayment(input: CreatePaymentInput): Promise<ProviderPayment>;
  getPayment(id: string): Promise<ProviderPayment>;
  refund(paymentId: string, amountCents: number): Promise<{ id: string; status: string }>;
}
