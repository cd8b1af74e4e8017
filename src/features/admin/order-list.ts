/** The staff order list: its page, its filters and what its API answers. */
import type { OrderStatus } from '~/features/orders/orders';

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
