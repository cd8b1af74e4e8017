/** One refund as the customer sees it on the order page and in the account. */
export interface RefundView {
  /** ISO 8601. */
  refundedAt: string;
  amountCents: number;
  /** The credit invoice issued with it (none for orders paid before invoices existed). */
  creditInvoice: { number: number; label: string } | null;
}
