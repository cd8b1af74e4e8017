import type { AccountOrder } from '~/features/account/account';
import type { AccountSubscription } from '~/features/subscriptions/subscriptions';

/** A delivered order as GET /api/get-user-orders lists it (still within the withdrawal period). */
export function accountOrder(overrides: Partial<AccountOrder> = {}): AccountOrder {
  return {
    number: 'ZZ-1001',
    order_id: 'ord-1',
    order_date: '20-11-2026',
    datetime: '2026-11-20T10:00:00Z',
    status: 'delivered',
    total_price: 30.9,
    line_items: [
      {
        id: 1,
        amount: 2,
        product_name: 'Comfort Broekje',
        unit_price: 12.95,
        product: { short_description: 'Zacht en stil', slug: 'comfort-broekje', product_image: null },
      },
    ],
    withdrawable: true,
    withdrawable_until: '2026-12-08T22:59:59Z',
    returned_line_ids: [],
    invoices: [],
    refunds: [],
    delivery_method: 'home',
    delivery_label: 'Thuisbezorgd',
    pickup_point: null,
    track_and_trace: null,
    tracking_url: null,
    recipient_name: null,
    ...overrides,
  };
}

/** An active subscription as GET /api/subscriptions lists it: 2 Comfort Broekjes every 4 weeks to Dam 1. */
export function accountSubscription(overrides: Partial<AccountSubscription> = {}): AccountSubscription {
  return {
    id: 'sub-1',
    status: 'active',
    pause_reason: null,
    paused_until: null,
    interval_weeks: 4,
    next_delivery: '2026-12-10',
    amount: 30.9,
    lines: [{ product_id: 11, variation_id: null, name: 'Comfort Broekje', quantity: 2 }],
    address: {
      street: 'Dam',
      street_number: '1',
      street_addition: null,
      postcode: '1012 JS',
      city: 'Amsterdam',
    },
    recipient_name: null,
    pay_url: null,
    first_order_discount_code: null,
    skipped_delivery: null,
    ...overrides,
  };
}
