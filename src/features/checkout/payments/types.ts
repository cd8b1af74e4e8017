/** A payment's status as the provider reports it (Mollie's vocabulary). */
export type PaymentStatus = 'open' | 'pending' | 'authorized' | 'paid' | 'failed' | 'canceled' | 'expired';

/** One entry of the methods object the browser reads (spec section 3, as Mollie returns it). */
export interface PaymentMethod {
  id: string;
  description: string;
  image: { size1x: string; size2x: string; svg: string };
}

export interface CreatePaymentInput {
  amountCents: number;
  description: string;
  method: string;
  redirectUrl: string;
  webhookUrl: string;
  metadata: Record<string, string>;
}

export interface ProviderPayment {
  id: string;
  status: PaymentStatus;
  method: string | null;
  amountCents: number;
  /** Where the shopper pays; null once the payment is final. */
  checkoutUrl: string | null;
}

/** What the shop needs from a payment service; Mollie and the built-in test provider implement it. */
export interface PaymentProvider {
  readonly name: string;
  listMethods(): Promise<PaymentMethod[]>;
  createPayment(input: CreatePaymentInput): Promise<ProviderPayment>;
  getPayment(id: string): Promise<ProviderPayment>;
  refund(paymentId: string, amountCents: number): Promise<{ id: string; status: string }>;
}

export const FINAL_STATUSES: PaymentStatus[] = ['paid', 'failed', 'canceled', 'expired'];
