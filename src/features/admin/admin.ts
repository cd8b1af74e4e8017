/**
 * Staff side of the shop: order statuses and the moves staff may make, the
 * statistics periods and the shapes the admin API answers. Isomorphic and free of
 * zod, so the staff islands stay small; the request schemas are in admin.schemas.server.ts.
 */

import type { PickupPointSnapshot } from '~/features/delivery/delivery';
import type { InvoiceSummary } from '~/features/invoices/invoice';
import {
  canTransition as canOrderTransition,
  type OrderStatus,
  REFUNDABLE_STATUSES,
} from '~/features/orders/orders';
import type { Refundable } from '~/features/payments/refund';
import type { RecipientAddress } from '~/features/recipients/recipients';
import { addDays } from '~/lib/dates';
import type { PostalAddressInCountry } from '~/lib/postal-address';

/** The moves staff may make (the order life cycle is in src/features/orders/orders.ts). */
export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return canOrderTransition(from, to, 'staff');
}

/** The actions the order page offers for a status. */
export function availableActions(status: OrderStatus): {
  ship: boolean;
  deliver: boolean;
  cancel: boolean;
  refund: boolean;
} {
  return {
    ship: canTransition(status, 'shipped'),
    deliver: canTransition(status, 'delivered'),
    cancel: canTransition(status, 'cancelled'),
    refund: REFUNDABLE_STATUSES.includes(status),
  };
}

/** Stock below this is highlighted on the stock list and the order page. */
export const LOW_STOCK_THRESHOLD = 10;

// ---------------------------------------------------------------------------
// Periods of the statistics page. Dates are calendar days in the Netherlands
// ('YYYY-MM-DD'), both ends included.

export type PeriodPreset = '7d' | '30d' | '12m';
export interface Period {
  from: string;
  to: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDate = (date: Date) => date.toISOString().slice(0, 10);
const parseDate = (value: string) => new Date(`${value}T00:00:00Z`);

/** Number of days in a period, both ends included. */
export function periodDays({ from, to }: Period): number {
  return Math.round((parseDate(to).getTime() - parseDate(from).getTime()) / DAY_MS) + 1;
}

/** 7 days and 30 days end today; 12 months are whole months, the current one included. */
export function presetPeriod(preset: PeriodPreset, today: string): Period {
  if (preset === '7d') return { from: addDays(today, -6), to: today };
  if (preset === '30d') return { from: addDays(today, -29), to: today };
  const date = parseDate(today);
  const first = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - 11, 1));
  return { from: isoDate(first), to: today };
}

/** The period of the same length directly before: what the figures are compared with. */
export function previousPeriod(period: Period): Period {
  const days = periodDays(period);
  return { from: addDays(period.from, -days), to: addDays(period.from, -1) };
}

/** Charts show days up to about three months, months beyond. */
export function bucketFor(period: Period): 'day' | 'month' {
  return periodDays(period) <= 92 ? 'day' : 'month';
}

/** Every bucket start of a period, so days without orders show as zero instead of disappearing. */
export function bucketStarts(period: Period, bucket: 'day' | 'month'): string[] {
  const starts: string[] = [];
  if (bucket === 'day') {
    for (let day = period.from; day <= period.to; day = addDays(day, 1)) starts.push(day);
    return starts;
  }
  const from = parseDate(period.from);
  let month = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), 1));
  while (isoDate(month) <= period.to) {
    starts.push(isoDate(month));
    month = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 1));
  }
  return starts;
}

/** Relative change for the comparison badges; null when there is nothing to compare with. */
export function change(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return (current - previous) / previous;
}

/** The longest period the statistics answer (about five years). */
export const MAX_STATS_DAYS = 1850;

export const ORDERS_PAGE_SIZE = 25;

/**
 * The order list counts matching orders exactly up to this many; above it, it says "meer dan
 * 10.000". An exact count reads every matching row: a million for the unfiltered list.
 */
export const ORDERS_COUNT_LIMIT = 10_000;

/**
 * Where a page of the order list starts (keyset pagination): the orders just older than `after`
 * or just newer than `before` (order numbers), newest first; neither: the newest orders.
 */
export interface OrderListPosition {
  after?: string;
  before?: string;
}

/** Filters of the order list (the query string of /admin/orders and its API). */
export interface OrderFilter {
  /** Order number, e-mail address or name (part of it). */
  q?: string;
  status?: OrderStatus;
  from?: string;
  to?: string;
  /** 'ja': only subscription orders; 'nee': only single purchases. */
  subscription?: 'ja' | 'nee';
}

export interface StockUpdate {
  target: 'product' | 'variation';
  id: number;
  stock: number;
}

// ---------------------------------------------------------------------------
// What the admin API answers.

export interface Comparison {
  current: number;
  previous: number;
}

export interface RankedItem {
  id: number | null;
  name: string;
  units: number;
  revenueCents: number;
}

export interface StatsResponse {
  period: Period;
  previous: Period;
  bucket: 'day' | 'month';
  figures: {
    revenueCents: Comparison;
    revenueExclVatCents: Comparison;
    orders: Comparison;
    averageOrderCents: Comparison;
    newCustomers: Comparison;
    /** Share (0-1) of the period's customers who had ordered before; null without customers. */
    repeatCustomerShare: { current: number | null; previous: number | null };
    activeSubscriptions: Comparison;
    subscriptionMrrCents: Comparison;
    cancelledSubscriptions: Comparison;
    newsletterSignups: Comparison;
  };
  series: {
    bucket: string;
    revenueCents: number;
    orders: number;
    previousRevenueCents: number;
    previousOrders: number;
  }[];
  topProducts: { byRevenue: RankedItem[]; byUnits: RankedItem[] };
  topCategories: { byRevenue: RankedItem[]; byUnits: RankedItem[] };
  paymentMethods: { method: string; orders: number; revenueCents: number }[];
  ordersByStatus: { status: OrderStatus; orders: number; previous: number }[];
}

export interface OrderListItem {
  number: string;
  createdAt: string;
  status: OrderStatus;
  customerName: string;
  email: string;
  city: string;
  totalCents: number;
  paymentMethod: string | null;
  isSubscription: boolean;
  /** A return request not yet marked received. */
  openReturn: boolean;
}

export interface OrderListResponse {
  orders: OrderListItem[];
  /** Orders matching the filter, counted up to ORDERS_COUNT_LIMIT. */
  total: number;
  /** False: more than `total` orders match (the count stopped at ORDERS_COUNT_LIMIT). */
  totalExact: boolean;
  /** Matching orders before this page (newer ones); null when more than ORDERS_COUNT_LIMIT. */
  offset: number | null;
  pageSize: number;
  /** The next (older) page, or null on the last one. */
  next: OrderListPosition | null;
  /** The previous (newer) page (`{}`: the first), or null on the first page. */
  previous: OrderListPosition | null;
}

export interface StockItem {
  target: 'product' | 'variation';
  id: number;
  name: string;
  stock: number;
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
  /** Ordered for someone else (issue #27): where the parcel goes; `address` stays the buyer's. */
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

export interface StockProduct {
  id: number;
  name: string;
  slug: string;
  isActive: boolean;
  /** Stock of a product without variations; null when stock is kept per variation. */
  stock: number | null;
  variations: { id: number; name: string; stock: number }[];
}

// ---------------------------------------------------------------------------
