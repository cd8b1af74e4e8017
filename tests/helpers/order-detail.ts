import { availableActions, type OrderDetail } from '~/features/admin/order/order-detail';
import type { OrderStatus } from '~/features/orders/orders';

/** An order as GET /api/admin/orders/{number} answers it, for the staff order page and its panels. */
export function orderDetail(status: OrderStatus = 'paid', overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    number: 'ZZ-000042',
    publicId: 'pub-42',
    status,
    createdAt: '2026-11-20T10:00:00Z',
    paidAt: '2026-11-20T10:01:00Z',
    shippedAt: null,
    trackAndTrace: null,
    trackingUrl: null,
    deliveryMethod: 'home',
    pickupPoint: null,
    customer: { firstName: 'Anna', lastName: 'de Vries', email: 'anna@example.nl', hasAccount: true },
    recipient: null,
    address: {
      street: 'Dam',
      streetNumber: '1',
      streetAddition: null,
      postcode: '1012 JS',
      city: 'Amsterdam',
      country: 'Nederland',
    },
    isSubscription: false,
    subscriptionIntervalWeeks: null,
    paymentMethod: 'ideal',
    subtotalCents: 2590,
    discountCode: null,
    discountCents: 0,
    shippingCents: 500,
    vatCents: 256,
    totalCents: 3090,
    refundedCents: 0,
    lines: [orderLine()],
    shippingRefundedCents: 0,
    withdrawal: null,
    company: null,
    openReturns: 0,
    refundable: {
      lines: [{ id: 1, packs: 2 }],
      shippingCents: 500,
      perRate: [{ rateBasisPoints: 900, cents: 3090 }],
    },
    payments: [],
    invoices: [],
    history: [],
    actions: availableActions(status),
    ...overrides,
  };
}

/** One line of such an order: two packs at 9% VAT, nothing refunded yet. */
export function orderLine(
  overrides: Partial<OrderDetail['lines'][number]> = {},
): OrderDetail['lines'][number] {
  return {
    id: 1,
    productName: 'Comfort Broekje',
    variationName: 'M',
    quantity: 2,
    unitPriceCents: 1295,
    lineTotalCents: 2590,
    discountCents: 0,
    vatRateBasisPoints: 900,
    refunded: { packs: 0, cents: 0 },
    stockItem: null,
    ...overrides,
  };
}
