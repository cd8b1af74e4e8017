import { z } from 'zod';
import { SUBSCRIPTION_INTERVALS } from '~/config/shop';
import { type DeliveryChoice, deliveryChoiceOf, deliveryChoiceSchema } from '~/features/delivery/delivery';
import { discountCodeField } from '~/features/discounts/discounts';
import { checkoutRecipientSchema, type RecipientAddress } from '~/features/recipients/recipients';
import { refillOptInSchema } from '~/features/refill/refill';
import * as checkoutTexts from '~/lib/messages/checkout';
import * as shopTexts from '~/lib/messages/shop';
import type { PostalAddressInCountry } from '~/lib/postal-address';
import { houseNumberSchema, postcodeSchema } from '~/lib/postcode';
import {
  COMPANY_NAME_MAX,
  KVK_PATTERN,
  normalizeKvk,
  normalizeVatId,
  PO_REFERENCE_MAX,
  VAT_ID_PATTERN,
} from './business';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { api: shopTexts.api, checkout: checkoutTexts.checkout, business: checkoutTexts.business };

// One postcode schema for the whole shop (lib/postcode).
const postcode = postcodeSchema();

const text = (message: string, max = 100) => z.string().trim().min(1, message).max(max);

/** A database row id (PostgreSQL integer): anything larger names no row and is bad input. */
const rowId = z.number().int().positive().max(2_147_483_647, messages.api.productNotFound);

/** A cart line as the browser sends it (spec section 3); only ids and quantity are used. */
const orderLineSchema = z.object({
  id: rowId,
  product_id: rowId.nullish(),
  product_variation_id: rowId.nullish(),
  quantity: z
    .number()
    .int()
    .min(1, messages.checkout.check.quantityMin)
    .max(100, messages.checkout.check.quantityMax),
  name: z.string().optional(),
  price: z.number().optional(),
  slug: z.string().optional(),
  image_urls: z.array(z.string()).optional(),
});

/** The cart of a submission or a quote: 1 to 50 lines. */
export const lineItemsSchema = z.array(orderLineSchema).min(1, messages.checkout.emptyCart).max(50);

/**
 * The order submission of spec section 3. Prices, names and shipping_cost the
 * browser sends are accepted for compatibility but never used: the server looks
 * every line up by id and computes everything itself.
 */
const businessText = messages.business;
const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => value || null);

/**
 * "Zakelijk bestellen": company name, KvK number (8 digits, spaces and dots allowed when typed),
 * an optional btw-id (NL + 9 digits + B + 2 digits, or another EU country's) and PO reference.
 */
export const businessBuyerSchema = z.object({
  company_name: z
    .string()
    .trim()
    .min(1, businessText.companyNameRequired)
    .max(COMPANY_NAME_MAX, businessText.companyNameRequired),
  kvk: z.string().transform(normalizeKvk).pipe(z.string().regex(KVK_PATTERN, businessText.kvkInvalid)),
  vat_id: z
    .string()
    .transform(normalizeVatId)
    .pipe(z.string().regex(VAT_ID_PATTERN, businessText.vatIdInvalid))
    .nullish()
    .or(z.literal('').transform(() => null))
    .transform((value) => value || null),
  po_reference: optionalText(PO_REFERENCE_MAX, businessText.poReferenceTooLong),
});

export const orderSubmissionSchema = z.object({
  customer: z.object({
    email: z.email(messages.checkout.check.email).max(200),
    first_name: text(messages.checkout.check.firstName),
    last_name: text(messages.checkout.check.lastName),
  }),
  address: z.object({
    label: z.literal('Shipping').optional(),
    first_name: z.string().optional(),
    last_name: z.string().optional(),
    street: text(messages.checkout.check.street, 120),
    street_number: houseNumberSchema(),
    street_addition: z
      .string()
      .trim()
      .max(10, messages.checkout.check.additionTooLong)
      .nullish()
      .transform((value) => value || null),
    postcode,
    city: text(messages.checkout.check.city, 80),
    country: z.literal('Nederland', messages.checkout.check.onlyNetherlands).default('Nederland'),
  }),
  payment_method: z.string().trim().min(1, messages.checkout.missingPaymentMethod).max(50),
  is_subscription: z.boolean().default(false),
  subscription_interval: z
    .number()
    .int()
    .refine(
      (weeks) => (SUBSCRIPTION_INTERVALS as readonly number[]).includes(weeks),
      messages.checkout.check.interval,
    )
    .nullish(),
  shipping_cost: z.number().optional(),
  /** How it is delivered (decision 013); home delivery when left out. */
  delivery: deliveryChoiceSchema.nullish(),
  lineItems: lineItemsSchema,
  /** Optional: a discount code the summary showed (refused with 422/409 when it no longer applies). */
  discount_code: discountCodeField,
  /** Ordering for someone else (decision 024): a recipient saved on the account, or one typed now. */
  recipient_id: z.number().int().positive().max(2_147_483_647).nullish(),
  recipient: checkoutRecipientSchema.nullish(),
  /** A one-off buyer's soft opt-in for one "bijna op?" reminder, with the pieces used a day. */
  refill_reminder: refillOptInSchema,
  /** "Zakelijk bestellen" (decision 030): the business buyer the invoice names. */
  business: businessBuyerSchema.nullish(),
});

export type OrderSubmission = z.infer<typeof orderSubmissionSchema>;

/** A business buyer as the domain reads it. */
export interface BusinessBuyer {
  companyName: string;
  kvk: string;
  vatId: string | null;
  poReference: string | null;
}

/**
 * A line as the caller names it. The spec's cart line has only `id` (the variation id
 * when it is a variation, else the product id) and `slug`; the shop's own browser also
 * sends product_id and product_variation_id. The server resolves it to a product or
 * variation and prices it itself.
 */
export interface OrderLineRef {
  id: number;
  slug?: string | null;
  productId?: number | null;
  variationId?: number | null;
  quantity: number;
  /** Only for messages about a line that cannot be ordered. */
  name?: string;
}

/** What placing an order needs, whoever places it (the checkout, a subscription renewal). */
export interface NewOrder {
  customer: { email: string; firstName: string; lastName: string };
  address: PostalAddressInCountry;
  paymentMethod: string;
  lines: OrderLineRef[];
  /** Home delivery when left out (a renewal of a subscription made before delivery choices). */
  delivery?: DeliveryChoice;
  /** A discount code (upper-case); a renewal never carries one. */
  discountCode?: string | null;
  /** The parcel goes to someone else; `address` and `customer` stay the buyer's (invoice, mails). */
  recipient?: RecipientAddress | null;
  /** A business buyer: its company, KvK number, btw-id and PO reference (null for a consumer). */
  business?: BusinessBuyer | null;
}

/** The browser's submission (spec section 3) as the domain reads it. */
/**
 * What a submission asks for besides the order, done after it commits (order.placed): a logged-in
 * buyer's address and typed recipient kept on the account, a one-off order's refill reminder.
 */
export function followUpOf(submission: OrderSubmission, loggedIn: boolean) {
  return {
    rememberAddress: loggedIn,
    saveRecipientAs: loggedIn ? (submission.recipient?.save_as ?? null) : null,
    refillPerDay: submission.is_subscription ? null : (submission.refill_reminder?.per_day ?? null),
  };
}

export function newOrderFromSubmission(submission: OrderSubmission): NewOrder {
  return {
    customer: {
      email: submission.customer.email,
      firstName: submission.customer.first_name,
      lastName: submission.customer.last_name,
    },
    address: {
      street: submission.address.street,
      streetNumber: submission.address.street_number,
      streetAddition: submission.address.street_addition,
      postcode: submission.address.postcode,
      city: submission.address.city,
      country: submission.address.country,
    },
    paymentMethod: submission.payment_method,
    lines: lineRefsOf(submission.lineItems),
    delivery: deliveryChoiceOf(submission.delivery),
    discountCode: submission.discount_code ?? null,
    business: submission.business
      ? {
          companyName: submission.business.company_name,
          kvk: submission.business.kvk,
          vatId: submission.business.vat_id,
          poReference: submission.business.po_reference,
        }
      : null,
  };
}

/** The browser's cart lines as the domain reads them. */
export function lineRefsOf(items: z.infer<typeof lineItemsSchema>): OrderLineRef[] {
  return items.map((item) => ({
    id: item.id,
    slug: item.slug || null,
    productId: item.product_id ?? null,
    variationId: item.product_variation_id ?? null,
    quantity: item.quantity,
    name: item.name,
  }));
}

/** A line resolved to what is sold: merged per product and variation before stock is checked. */
export interface ResolvedLineKey {
  productId: number;
  variationId: number | null;
  quantity: number;
}

/** Lines of the same product and variation become one (two lines of 3 are one line of 6). */
export function mergeLines<T extends ResolvedLineKey>(lines: T[]): T[] {
  const merged = new Map<string, T>();
  for (const line of lines) {
    const key = `${line.productId}:${line.variationId ?? ''}`;
    const existing = merged.get(key);
    merged.set(key, existing ? { ...existing, quantity: existing.quantity + line.quantity } : { ...line });
  }
  return [...merged.values()];
}

/** The same cart gives the same fingerprint, in any line order (idempotent replays compare it). */
export function cartFingerprint(lines: ResolvedLineKey[]): string {
  return mergeLines(lines)
    .map((line) => `${line.productId}:${line.variationId ?? ''}x${line.quantity}`)
    .sort()
    .join(',');
}

/** The checkout's quote request: the cart, as the order submission names it. */
export const quoteRequestSchema = z.object({
  lineItems: lineItemsSchema,
  delivery: deliveryChoiceSchema.nullish(),
  discount_code: discountCodeField,
  /** The shopper's e-mail address when typed: the per-customer limit of a guest (optional). */
  email: z.string().trim().max(200).optional(),
});
