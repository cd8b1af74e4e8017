import { z } from 'zod';
import { savedAddressSchema } from '~/features/account/account';
import { deliveryChoiceSchema } from '~/features/delivery/delivery';
import { discountCodeField } from '~/features/discounts/discounts';
import { checkoutRecipientSchema } from '~/features/recipients/recipients';
import * as checkoutTexts from '~/lib/messages/checkout';
import * as phoneTexts from '~/lib/messages/phone-orders';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { phoneOrders: phoneTexts.phoneOrders, check: checkoutTexts.checkout.check };
const text = messages.phoneOrders;

/** A database row id (PostgreSQL integer). */
const rowId = z.number().int().positive().max(2_147_483_647);

/** GET /api/admin/phone-orders/customers?q=: an e-mail address, a name, or postcode and house number. */
export const customerSearchSchema = z.object({
  q: z.string().trim().min(2, text.queryTooShort).max(100),
});

/** The account staff create for a caller who has none: no password until she chooses one. */
export const newPhoneCustomerSchema = z.object({
  email: z.email(text.emailInvalid).max(200),
  first_name: z.string().trim().min(1, text.firstNameRequired).max(100),
  last_name: z.string().trim().min(1, text.lastNameRequired).max(100),
});

/** The lines staff choose: a product and, for a product that comes in sizes, its size. */
const phoneLineSchema = z.object({
  product_id: rowId,
  product_variation_id: rowId.nullish(),
  quantity: z.number().int().min(1, messages.check.quantityMin).max(100, messages.check.quantityMax),
});

/** What both the summary and the order are priced from (the one price calculation, quoteOrder). */
export const phoneQuoteSchema = z.object({
  customer_id: rowId.nullish(),
  lines: z.array(phoneLineSchema).min(1, text.linesRequired).max(50),
  delivery: deliveryChoiceSchema.nullish(),
  discount_code: discountCodeField,
});

/**
 * POST /api/admin/phone-orders: an existing customer (customer_id) or a new one (new_customer),
 * her address (the invoice's, and the parcel's without a recipient), the lines, delivery, an
 * optional recipient (one of hers, or a new one) and discount code. Prices are never sent.
 */
export const phoneOrderSchema = phoneQuoteSchema
  .extend({
    new_customer: newPhoneCustomerSchema.nullish(),
    address: savedAddressSchema,
    recipient_id: rowId.nullish(),
    recipient: checkoutRecipientSchema.nullish(),
  })
  .refine((order) => Boolean(order.customer_id) !== Boolean(order.new_customer), {
    message: text.customerOrNew,
    path: ['customer_id'],
  });

export type PhoneQuoteRequest = z.infer<typeof phoneQuoteSchema>;
export type PhoneOrderRequest = z.input<typeof phoneOrderSchema>;

/** A customer as the staff search lists her. */
export interface PhoneCustomer {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  /** Her saved address, else the address of her last order; null when she has neither. */
  address: z.infer<typeof savedAddressSchema> | null;
  recipients: {
    id: number;
    label: string;
    first_name: string;
    last_name: string;
    postcode: string;
    house_number: string;
    city: string;
  }[];
}

/** A product staff can order, with its sizes; prices and stock as the database has them now. */
export interface PhoneProduct {
  id: number;
  name: string;
  price_cents: number;
  stock: number;
  variations: { id: number; name: string; price_cents: number; stock: number }[];
}

/** The answer to a placed phone order. */
export interface PlacedPhoneOrder {
  number: string;
  email: string;
  total_cents: number;
}

/**
 * Postcode and house number in a search ("1234 AB 12", "1234ab12"), or null when the query is
 * not one: then it is searched as an e-mail address or a name.
 */
export function postcodeQueryOf(query: string): { postcode: string; houseNumber: string } | null {
  const match = query
    .trim()
    .toUpperCase()
    .match(/^([1-9][0-9]{3})\s*([A-Z]{2})[\s,-]*([1-9][0-9]{0,4})\b/);
  return match ? { postcode: `${match[1]} ${match[2]}`, houseNumber: match[3]! } : null;
}
