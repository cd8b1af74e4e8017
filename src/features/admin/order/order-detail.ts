/** One order on the staff order page: what its API answers and the actions it offers. */

import type { StockItem } from '~/features/admin/stock';
import type { PickupPointSnapshot } from '~/features/delivery/delivery';
import type { InvoiceSummary } from '~/features/invoices/invoice';
import { canTransition, type OrderStatus, REFUNDABLE_STATUSES } from '~/features/orders/orders';
import type { Refundable } from '~/features/payments/refund';
import type { RecipientAddress } from '~/features/recipients/recipients';
import type { PostalAddressInCountry } from '~/lib/postal-address';

/** The actions the order page offers for a status. */
export function availableActions(status: OrderStatus): {
  ship: boolean;
  deliver: boolean;
  cancel: boolean;
  refund: boolean;
} {
  return {
    ship: canTransition(status, 'shipped', 'staff'),
    deliver: canTransition(status, 'delivered', 'staff'),
    cancel: canTransition(status, 'cancelled', 'staff'),
    refund: REFUNDABLE_STATUSES.includes(status),
  };
}

export interface OrderDetail {
  number: string;
  publicId: string;
  status: OrderStatus;
  createdAt: string;
  paidAt: string | null;
  shippedAt: string | null;
  trackAndTrace: string | null;
  /** PostNL's tracking page of the parcel (barcode + postcode), when the code is a PostNL barcode. */
  trackingUrl: string | null;
  deliveryMethod: string;
  pickupPoint: PickupPointSnapshot | null;
  customer: { firstName: string; lastName: string; email: string; hasAccount: boolean };
  /** A business buyer ("Zakelijk bestellen", decision 030); null for a consumer. */
  company: { name: string; kvk: string; vatId: string | null; poReference: string | null } | null;
  /** Ordered for someone else (decision 024): where the parcel goes; `address` stays the buyer's. */
  recipient: RecipientAddress | null;
  address: PostalAddressInCountry;
  isSubscription: boolean;
  subscriptionIntervalWeeks: number | null;
  paymentMethod: string | null;
  subtotalCents: number;
  /** The discount code used and what it took off (0 without one). */
  discountCode: string | null;
  discountCents: number;
  shippingCents: number;
  vatCents: number;
  totalCents: number;
  refundedCents: number;
  lines: {
    id: number;
    productName: string;
    variationName: string | null;
    quantity: number;
    unitPriceCents: number;
    lineTotalCents: number;
    /** The line's part of the discount (what a refund of its packs keeps back). */
    discountCents: number;
    vatRateBasisPoints: number;
    /** Packs of this line given back so far, and what they refunded. */
    refunded: { packs: number; cents: number };
    /** The product or variation now, to check and correct stock from the order. */
    stockItem: StockItem | null;
  }[];
  /** The shipping cost given back so far. */
  shippingRefundedCents: number;
  /**
   * The customer's withdrawal: asked through the mailed link (not confirmed yet) or confirmed
   * (ISO times); null without one. Staff see it and are asked before they ship.
   */
  withdrawal: { requestedAt: string; confirmedAt: string | null } | null;
  /** Returns asked for and not received yet. */
  openReturns: number;
  /** What the refund form can still offer: packs per line, the shipping, what is left per VAT rate. */
  refundable: Refundable;
  payments: {
    id: number;
    provider: string;
    providerPaymentId: string;
    method: string | null;
    status: string;
    amountCents: number;
    refundedCents: number;
    createdAt: string;
    paidAt: string | null;
    refunds: { id: number; amountCents: number; status: string; createdAt: string; actor: string | null }[];
  }[];
  invoices: InvoiceSummary[];
  history: {
    id: number;
    fromStatus: OrderStatus | null;
    toStatus: OrderStatus;
    actor: string;
    actorName: string | null;
    note: string | null;
    createdAt: string;
  }[];
  actions: ReturnType<typeof availableActions>;
}
