import { eq } from 'drizzle-orm';
import type { Database } from '~/server/db';
import { orders, products, productVariations } from '~/server/db/schema';
import { userWithToken } from './admin-fixtures';

/** Shared set-up of admin-orders.test.ts and admin-order-actions.test.ts. */
export interface AdminOrdersShop {
  editor: { id: number; token: string };
  /** Moves money (refunds, cancelling a paid order): the role the owner grants (decision 028). */
  orderHandler: { id: number; token: string };
  customerToken: string;
  product: { id: number; name: string; stock: number };
  variation: { id: number; productId: number; stock: number };
}

/** An editor, an order handler, a customer, a product of our own and one of the demo catalogue's variations. */
export async function seedAdminOrdersShop(db: Database): Promise<AdminOrdersShop> {
  const staff = await userWithToken(db, 'editor', 'redactie@winkel.test');
  const handler = await userWithToken(db, 'order_handler', 'orders@winkel.test');
  const customerToken = (await userWithToken(db, 'customer', 'klant@winkel.test')).token;
  const [created] = await db.db
    .insert(products)
    .values({ slug: 'beheer-pants', name: 'Beheer Pants', priceCents: 1250, stock: 20 })
    .returning();
  const [withVariations] = await db.db.select().from(productVariations).limit(1);
  return {
    editor: { id: staff.user.id, token: staff.token },
    orderHandler: { id: handler.user.id, token: handler.token },
    customerToken,
    product: created!,
    variation: withVariations!,
  };
}

/** An order line of the product at its price. */
export const productLine = (product: AdminOrdersShop['product'], quantity: number) => ({
  productId: product.id,
  name: product.name,
  quantity,
  unitPriceCents: 1250,
});

export const orderByNumber = (db: Database, number: string) =>
  db.db
    .select()
    .from(orders)
    .where(eq(orders.number, number))
    .then(([row]) => row!);
