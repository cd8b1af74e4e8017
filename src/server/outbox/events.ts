import type { FeatureTypes } from '../feature-types';

/**
 * Every domain event the shop records (transactional outbox). Payloads carry ids and small facts,
 * never whole content: a handler reads the current rows it needs. Add a member here for a new event.
 */
export interface DomainEvents {
  /** Payment received: invoice issued in the same transaction; confirmation mail with the invoice. */
  /**
   * A checkout order that asked for more than the order: its address remembered on the account, a
   * typed recipient kept under a label, a refill reminder. Recorded with the order, done after the
   * commit by the features' handlers, each retried on its own: none of them can fail the order.
   */
  'order.placed': {
    orderId: number;
    rememberAddress: boolean;
    saveRecipientAs: string | null;
    refillPerDay: number | null;
  };
  'order.paid': { orderId: number };
  /**
   * Staff took an order by phone (decision 037): the customer is mailed its payment link, and, when
   * staff made her account for it, a link to choose her password (handlers make the tokens).
   */
  'phone_order.placed': { orderId: number; newAccountId: number | null };
  /** Staff shipped it (optionally with a PostNL barcode). */
  'order.shipped': { orderId: number };
  /** Staff marked it delivered: the buyer is invited to review what they bought (decision 023). */
  'order.delivered': { orderId: number };
  /** Money back; the credit invoice (when one was issued) travels with the mail. */
  'order.refunded': { orderId: number; amountCents: number; creditInvoiceId: number | null };
  /** Stock of these products changed (order placed, paid, released, staff count, import). */
  'stock.changed': { productIds: number[] };
  /** Products' data changed (saved, taken off sale, imported); their slugs old and new. */
  'product.saved': { productIds: number[]; slugs: string[] };
  /** A content page or article saved or deleted (its id); the slugs it had before and has now. */
  'page.saved': { kind: 'page' | 'article'; id: number; slugs: string[] };
  /** Staff saved the shop's main menu, which the header of every page shows (decision 038). */
  'menu.saved': { items: number };
  /** A customer withdrew (part of) an order: receipt with the return steps. */
  'withdrawal.received': { withdrawalId: number };
  /**
   * A paid order was withdrawn before it shipped: the handler refunds everything (goods and
   * shipping, key `withdrawal:{id}`), cancels the order and gives its stock back.
   */
  'withdrawal.cancel_unshipped': { withdrawalId: number; orderId: number };
  /** A return of unopened packs was asked for (one row per line): receipt with address and steps. */
  'return.requested': { orderId: number; returnIds: number[] };
  /** A new account asked to verify its e-mail address: the handler makes the single-use token. */
  'email_verification.requested': { userId: number };
  /**
   * The link to withdraw without an account was asked for a matching order. Secrets stay out of
   * the outbox: the mail's handler makes the single-use token when it sends (a retry makes a new one).
   */
  'withdrawal.link_requested': { orderId: number };
  /** Password reset asked for a known account (the handler makes the token, as above). */
  'password_reset.requested': { userId: number };
  /** Newsletter sign-up waiting for its double opt-in (the handler makes the token, as above). */
  'newsletter.opt_in_requested': { subscriberId: number };
  /** First payment of a subscription made it active: the "subscription started" mail. */
  'subscription.started': { subscriptionId: number; orderId: number };
  /** What a subscription's customer is told: renewal reminder, payment failed, paused, no stock... */
  'subscription.notice': { subscriptionId: number; notice: FeatureTypes['subscriptionNotice'] };
  /** A free trial pack was asked for: the double opt-in mail's handler makes its confirmation link. */
  'trial.requested': { requestId: number };
  /** Staff sent a trial pack: the requester is told it is on its way. */
  'trial.shipped': { requestId: number };
  /** A week after shipping, with consent: the one follow-up mail. */
  'trial.follow_up_due': { requestId: number };
  /** A complaint about a delivered product was filed: the customer gets a receipt. */
  'complaint.filed': { complaintId: number };
  /** A one-off order is estimated to run out soon and its buyer asked to be reminded. */
  'refill.reminder_due': { reminderId: number };
}

export type DomainEventType = keyof DomainEvents;

/** One stored event as handlers receive it. */
export interface DomainEvent<T extends DomainEventType = DomainEventType> {
  id: number;
  type: T;
  payload: DomainEvents[T];
  createdAt: Date;
}
