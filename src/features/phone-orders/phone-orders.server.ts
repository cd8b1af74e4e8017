import { and, asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { lineRefsOf } from '~/features/checkout/checkout';
import { createOrder, staffName } from '~/features/checkout/place-order.server';
import type { CheckoutQuote } from '~/features/checkout/pricing';
import { checkoutQuoteOf, quoteOrder } from '~/features/checkout/quote.server';
import { deliveryChoiceOf } from '~/features/delivery/delivery';
import { recipientOfSubmission } from '~/features/recipients/recipients.server';
import { messages } from '~/lib/messages';
import { recordAudit } from '~/server/audit.server';
import type { SessionUser } from '~/server/auth/session.server';
import { db, type Tx } from '~/server/db';
import { orders, products, savedRecipients, users } from '~/server/db/schema';
import { conflict, unprocessable } from '~/server/http/errors';
import { recordEvent } from '~/server/outbox';
import { openPaymentLink } from './payment-link.server';
import {
  type PhoneCustomer,
  type PhoneProduct,
  type PhoneQuoteRequest,
  type PlacedPhoneOrder,
  type phoneOrderSchema,
  postcodeQueryOf,
} from './phone-orders';

const text = messages.phoneOrders;
const SEARCH_LIMIT = 20;

/** A pattern for ILIKE that takes the query literally (its % and _ are no wildcards). */
const containing = (query: string) => `%${query.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * Customers (accounts with the customer role) by e-mail address or name, or by postcode and house
 * number of their saved address or of an order of theirs. Staff accounts are never listed.
 */
export async function searchCustomers(query: string): Promise<PhoneCustomer[]> {
  const database = await db();
  const place = postcodeQueryOf(query);
  const match = place
    ? or(
        sql`${users.savedAddress}->>'postcode' = ${place.postcode} and ${users.savedAddress}->>'house_number' = ${place.houseNumber}`,
        // Written out: inside a subquery drizzle names a column without its table.
        sql`exists (select 1 from orders o where o.user_id = users.id
              and o.postcode = ${place.postcode} and o.street_number = ${place.houseNumber})`,
      )
    : or(
        ilike(users.email, containing(query)),
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, containing(query)),
      );
  const rows = await database
    .select()
    .from(users)
    .where(and(eq(users.role, 'customer'), match))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
    .limit(SEARCH_LIMIT);
  return Promise.all(rows.map((row) => customerOf(row)));
}

/** One customer as the staff screen shows her: her address and the recipients she keeps. */
async function customerOf(user: typeof users.$inferSelect): Promise<PhoneCustomer> {
  const database = await db();
  const [lastOrder] = user.savedAddress
    ? []
    : await database
        .select()
        .from(orders)
        .where(eq(orders.userId, user.id))
        .orderBy(desc(orders.createdAt))
        .limit(1);
  const saved = user.savedAddress;
  const address = saved
    ? {
        postcode: saved.postcode,
        house_number: saved.house_number,
        addition: saved.addition,
        street: saved.street,
        city: saved.city,
      }
    : lastOrder
      ? {
          postcode: lastOrder.postcode,
          house_number: lastOrder.streetNumber,
          addition: lastOrder.streetAddition,
          street: lastOrder.street,
          city: lastOrder.city,
        }
      : null;
  const recipients = await database
    .select()
    .from(savedRecipients)
    .where(eq(savedRecipients.userId, user.id))
    .orderBy(asc(savedRecipients.id));
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    address,
    recipients: recipients.map((recipient) => ({
      id: recipient.id,
      label: recipient.label,
      first_name: recipient.firstName,
      last_name: recipient.lastName,
      postcode: recipient.postcode,
      house_number: recipient.streetNumber,
      city: recipient.city,
    })),
  };
}

/** The products on sale with their sizes, prices and stock from the database, by name. */
export async function phoneProducts(): Promise<PhoneProduct[]> {
  const rows = await (await db())
    .select({
      id: products.id,
      name: products.name,
      price_cents: products.priceCents,
      stock: products.stock,
      // Written out: inside a subquery drizzle names a column without its table.
      variations: sql<PhoneProduct['variations']>`coalesce((
        select json_agg(json_build_object('id', v.id, 'name', v.name, 'price_cents', v.price_cents, 'stock', v.stock)
          order by v.position, v.id)
        from product_variations v where v.product_id = products.id), '[]'::json)`,
    })
    .from(products)
    .where(eq(products.isActive, true))
    .orderBy(sql`${products.name} collate "und-x-icu"`);
  return rows;
}

/** The customer an order or a quote is for: an account with the customer role, else 422. */
async function customerAccount(database: Awaited<ReturnType<typeof db>> | Tx, id: number) {
  const [user] = await database
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'customer')));
  if (!user) throw unprocessable({ customer_id: [text.customerNotFound] }, text.customerNotFound);
  return user;
}

/** The summary staff read out before placing: the same calculation the order makes (quoteOrder). */
export async function quotePhoneOrder(request: PhoneQuoteRequest): Promise<CheckoutQuote> {
  const database = await db();
  const customer = request.customer_id ? await customerAccount(database, request.customer_id) : null;
  return checkoutQuoteOf(
    await quoteOrder(database, {
      lines: lineRefsOf(linesOf(request)),
      delivery: deliveryChoiceOf(request.delivery),
      discountCode: request.discount_code,
      customerKey: customer ? `user:${customer.id}` : null,
    }),
  );
}

function linesOf(request: PhoneQuoteRequest) {
  return request.lines.map((line) => ({
    id: line.product_variation_id ?? line.product_id,
    product_id: line.product_id,
    product_variation_id: line.product_variation_id ?? null,
    quantity: line.quantity,
  }));
}

/**
 * Places an order for a caller (decision 037). The order belongs to her account from the start,
 * since staff checked who called: an existing customer's, or a new account made now without a
 * password (she chooses one from the mail, which proves the address is hers). A new account is
 * never made for an address that has one, and nothing else (guest orders of that address) joins
 * it: that still takes her own proof (decision 028). Priced, reserved and recorded by the
 * checkout's createOrder; the customer is mailed a payment link (phone_order.placed).
 */
export async function placePhoneOrder(
  staff: SessionUser,
  request: z.infer<typeof phoneOrderSchema>,
): Promise<PlacedPhoneOrder> {
  const database = await db();
  const customer = request.customer_id
    ? await customerAccount(database, request.customer_id)
    : await createCustomerAccount(request.new_customer!);
  const newAccount = !request.customer_id;
  try {
    return await placeFor(staff, customer, newAccount, request);
  } catch (error) {
    // No order came of it (sold out, a code refused): the account made for it goes again, so a
    // second try is not told the address already has one.
    if (newAccount) await removeUnusedAccount(customer.id);
    throw error;
  }
}

async function placeFor(
  staff: SessionUser,
  customer: typeof users.$inferSelect,
  newAccount: boolean,
  request: z.infer<typeof phoneOrderSchema>,
): Promise<PlacedPhoneOrder> {
  const database = await db();
  const owner: SessionUser = {
    id: customer.id,
    email: customer.email,
    firstName: customer.firstName,
    lastName: customer.lastName,
    role: 'customer',
  };
  // A saved recipient only when it is hers; a typed one as typed.
  const recipient = await recipientOfSubmission(owner, request);
  const address = request.address;
  const placed = await createOrder(
    {
      customer: { email: customer.email, firstName: customer.firstName, lastName: customer.lastName },
      address: {
        street: address.street,
        streetNumber: address.house_number,
        streetAddition: address.addition,
        postcode: address.postcode,
        city: address.city,
        country: 'Nederland',
      },
      // The customer chooses how she pays on the link's page; iDEAL until then.
      paymentMethod: 'ideal',
      lines: lineRefsOf(linesOf(request)),
      delivery: deliveryChoiceOf(request.delivery),
      discountCode: request.discount_code,
      recipient,
    },
    {
      user: owner,
      idempotencyKey: null,
      placedBy: staff,
      followUp: {
        rememberAddress: !customer.savedAddress,
        saveRecipientAs: request.recipient?.save_as ?? null,
        refillPerDay: null,
      },
      inTransaction: async (tx, order) => {
        await openPaymentLink(tx, order.id);
        await recordAudit(tx, {
          actorUserId: staff.id,
          action: 'order.phone_placed',
          entity: 'order',
          entityId: order.number,
          details: { note: text.takenBy(staffName(staff)), customerUserId: customer.id, newAccount },
        });
        await recordEvent(tx, 'phone_order.placed', {
          orderId: order.id,
          newAccountId: newAccount ? customer.id : null,
        });
      },
    },
  );
  const [order] = await database.select().from(orders).where(eq(orders.number, placed.number));
  return { number: placed.number, email: customer.email, total_cents: order!.totalCents };
}

async function removeUnusedAccount(userId: number): Promise<void> {
  await (await db())
    .delete(users)
    .where(
      and(eq(users.id, userId), sql`not exists (select 1 from ${orders} where ${orders.userId} = ${userId})`),
    );
}

/**
 * The account of a caller who has none: no password (nothing logs in with an empty hash, see
 * verifyPassword) and not verified; the mailed link sets the password. 409 when the address has an
 * account: staff must find and choose her, never make a second one.
 */
async function createCustomerAccount(input: { email: string; first_name: string; last_name: string }) {
  const email = input.email.trim().toLowerCase();
  const [created] = await (await db())
    .insert(users)
    .values({ email, passwordHash: '', firstName: input.first_name, lastName: input.last_name })
    .onConflictDoNothing()
    .returning();
  if (!created) throw conflict(text.emailTaken);
  return created;
}
