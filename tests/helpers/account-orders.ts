import type { AccountOrder } from '~/features/account/account';

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
