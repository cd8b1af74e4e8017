/**
 * Every domain event the shop records (transactional outbox). Payloads carry ids and small facts,
 * never whole content: a handler reads the current rows it needs. Add a member here for a new event.
 */
export interface DomainEvents {
  /** Payment received: invoice issued in the same transaction; confirmation mail with the invoice. */
  'order.paid': { orderId: number };
  /** Staff shipped it (optionally with a PostNL barcode). */
  'order.shipped': { orderId: number };
  /** Money back; the credit invoice (when one was issued) travels with the mail. */
  'order.refunded': { orderId: number; amountCents: number; creditInvoiceId: number | null };
  /** Stock of these products changed (order placed, paid, released, staff count, import). */
  'stock.changed': { productIds: number[] };
  /** A product's data changed (texts, prices, images, on sale or not); slugs old and new. */
  'product.saved': { productId: number; slugs: string[] };
  /** A content page or article saved or deleted; the slugs it had before and has now. */
  'page.saved': { kind: 'page' | 'article'; slugs: string[] };
  /** A customer withdrew (part of) an order: receipt with the return steps. */
  'withdrawal.received': { withdrawalId: number };
  /** The link to withdraw without an account was asked for (sent only for a matching order). */
  'withdrawal.link_requested': { orderId: number; token: string };
  /** Password reset asked for a known account: the mail carries the single-use link. */
  'password_reset.requested': { userId: number; token: string };
  /** Newsletter sign-up waiting for its double opt-in. */
  'newsletter.opt_in_requested': { subscriberId: number; token: string };
  /** First payment of a subscription made it active: the "subscription started" mail. */
  'subscription.started': { subscriptionId: number; orderId: number };
  /** Three days before a renewal: amount and date. */
  'subscription.renewal_announced': { subscriptionId: number; dueDate: string };
  /** A renewal's recurring payment failed; the customer is told when it is tried again. */
  'subscription.payment_failed': { subscriptionId: number; orderId: number };
}

export type DomainEventType = keyof DomainEvents;

/** One stored event as handlers receive it. */
export interface DomainEvent<T extends DomainEventType = DomainEventType> {
  id: number;
  type: T;
  payload: DomainEvents[T];
  createdAt: Date;
}
