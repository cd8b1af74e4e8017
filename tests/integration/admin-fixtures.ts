import type { OrderStatus } from '~/features/orders/orders';
import type { Database } from '~/server/db';
import { orderLines, orders, payments, testProviderPayments } from '~/server/db/schema';

export { userWithToken } from '../helpers/users';

/** Instant of a Dutch wall-clock time, e.g. amsterdam('2026-02-28 23:30') (winter time: UTC+1). */
export const amsterdam = (local: string) => new Date(`${local.replace(' ', 'T')}:00+01:00`);

let sequence = 0;

export interface OrderFixture {
  email: string;
  status: OrderStatus;
  createdAt: Date;
  lines: {
    productId: number | null;
    variationId?: number | null;
    name: string;
    quantity: number;
    unitPriceCents: number;
  }[];
  shippingCents?: number;
  vatCents?: number;
  paymentMethod?: string;
  firstName?: string;
  lastName?: string;
  userId?: number | null;
  subscriptionId?: number | null;
  isSubscription?: boolean;
  /** Adds a paid payment at the built-in test provider, so the order can be refunded. */
  paid?: boolean;
  stockTaken?: boolean;
}

/** Inserts an order with known figures, straight into the tables (no checkout, no provider). */
export async function insertOrder(database: Database, fixture: OrderFixture) {
  sequence += 1;
  const subtotal = fixture.lines.reduce((total, line) => total + line.unitPriceCents * line.quantity, 0);
  const shipping = fixture.shippingCents ?? 0;
  const total = subtotal + shipping;
  const vat = fixture.vatCents ?? Math.round((total * 9) / 109);
  const [order] = await database.db
    .insert(orders)
    .values({
      number: `ZZ-${900000 + sequence}`,
      userId: fixture.userId ?? null,
      subscriptionId: fixture.subscriptionId ?? null,
      status: fixture.status,
      email: fixture.email,
      firstName: fixture.firstName ?? 'Klant',
      lastName: fixture.lastName ?? `Nummer ${sequence}`,
      street: 'Dam',
      streetNumber: '1',
      postcode: '1012 JS',
      city: 'Amsterdam',
      subtotalCents: subtotal,
      shippingCents: shipping,
      vatCents: vat,
      totalCents: total,
      paymentMethod: fixture.paymentMethod ?? 'ideal',
      isSubscription: fixture.isSubscription ?? false,
      subscriptionIntervalWeeks: fixture.isSubscription ? 4 : null,
      createdAt: fixture.createdAt,
      updatedAt: fixture.createdAt,
      paidAt: ['paid', 'shipped', 'delivered', 'refunded'].includes(fixture.status)
        ? fixture.createdAt
        : null,
      stockDecrementedAt: fixture.stockTaken ? fixture.createdAt : null,
    })
    .returning();
  await database.db.insert(orderLines).values(
    fixture.lines.map((line) => ({
      orderId: order!.id,
      productId: line.productId,
      variationId: line.variationId ?? null,
      productName: line.name,
      unitPriceCents: line.unitPriceCents,
      quantity: line.quantity,
      vatRateBasisPoints: 900,
      lineTotalCents: line.unitPriceCents * line.quantity,
      vatCents: Math.round((line.unitPriceCents * line.quantity * 9) / 109),
    })),
  );
  if (fixture.paid) {
    const providerPaymentId = `tr_test_fixture${sequence}`;
    await database.db.insert(testProviderPayments).values({
      id: providerPaymentId,
      amountCents: total,
      description: `Zorgzaam bestelling ${order!.number}`,
      method: fixture.paymentMethod ?? 'ideal',
      status: 'paid',
      redirectUrl: 'http://shop.test/bestelling/x',
      webhookUrl: 'http://shop.test/api/payments/webhook',
    });
    await database.db.insert(payments).values({
      orderId: order!.id,
      provider: 'test',
      providerPaymentId,
      method: fixture.paymentMethod ?? 'ideal',
      amountCents: total,
      status: 'paid',
      paidAt: fixture.createdAt,
    });
  }
  return order!;
}
