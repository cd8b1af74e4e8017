import { z } from 'zod';
import type { OrderFilter } from '~/features/admin/order-list';
import { MAX_STATS_DAYS, periodDays } from '~/features/admin/stats/stats';
import type { StockUpdate } from '~/features/admin/stock';
import { normalizeBarcode } from '~/features/delivery/delivery';
import { ORDER_STATUSES } from '~/features/orders/orders';
import type { RefundChoice } from '~/features/payments/refund';
import { messages } from '~/lib/messages';
import { calendarDate as validCalendarDate } from '~/server/http/fields';

/** Request schemas of the admin API (server side: the islands stay free of zod). */

const calendarDate = validCalendarDate(messages.statsPeriod.invalidDate);

export const statsQuerySchema = z
  .object({ from: calendarDate, to: calendarDate })
  .refine((period) => period.from <= period.to, {
    path: ['to'],
    message: messages.statsPeriod.endBeforeStart,
  })
  .refine((period) => periodDays(period) <= MAX_STATS_DAYS, {
    path: ['from'],
    message: messages.statsPeriod.tooLong,
  });

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

export const orderFilterSchema = z.object({
  /** Order number, e-mail address or name (part of it). */
  q: z.preprocess(emptyToUndefined, z.string().trim().max(100).optional()),
  status: z.preprocess(emptyToUndefined, z.enum(ORDER_STATUSES).optional()),
  from: z.preprocess(emptyToUndefined, calendarDate.optional()),
  to: z.preprocess(emptyToUndefined, calendarDate.optional()),
  /** 'ja': only subscription orders; 'nee': only single purchases. */
  subscription: z.preprocess(emptyToUndefined, z.enum(['ja', 'nee']).optional()),
});

const orderNumber = z.string().regex(/^ZZ-\d{1,12}$/, messages.admin.unknownOrderNumber);

/** The list pages by position (an order number), not by page number: see OrderListPosition. */
export const orderListQuerySchema = orderFilterSchema
  .extend({
    after: z.preprocess(emptyToUndefined, orderNumber.optional()),
    before: z.preprocess(emptyToUndefined, orderNumber.optional()),
    // Said out loud rather than ignored: a client asking for page 3 would get the first page again.
    page: z.undefined({ error: messages.admin.listPagesByPosition }).optional(),
  })
  .refine((query) => !(query.after && query.before), {
    path: ['before'],
    message: messages.admin.listOneDirection,
  });

export const orderNumberParamsSchema = z.object({ number: orderNumber });

export const shipOrderSchema = z.object({
  /** Track-and-trace code of the parcel service (optional). */
  track_and_trace: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .max(40)
      .regex(/^[A-Za-z0-9 -]+$/, messages.orderActions.trackAndTraceFormat)
      // A PostNL barcode (3S... or an international code): the shopper's tracking link is built from it.
      .transform((value, context) => {
        const barcode = normalizeBarcode(value);
        if (!barcode) context.addIssue({ code: 'custom', message: messages.deliveryChoice.invalidBarcode });
        return barcode ?? z.NEVER;
      })
      .optional(),
  ),
});

export const noteSchema = z.object({
  note: z.preprocess(emptyToUndefined, z.string().trim().max(500).optional()),
});

/**
 * A staff refund: packs of order lines, the shipping cost, free amounts per VAT rate, or (API only)
 * one amount split over the rates; nothing chosen refunds everything still open. The server
 * computes every amount from the order (src/features/payments/refund.ts): the browser sends no prices.
 */
export const refundOrderSchema = noteSchema
  .extend({
    lines: z
      .array(
        z.object({ line_id: z.number().int().positive(), quantity: z.number().int().min(0).max(10_000) }),
      )
      .max(200)
      .optional(),
    shipping: z.boolean().optional(),
    amounts: z
      .array(
        z.object({
          vat_rate_basis_points: z.number().int().min(0).max(10_000),
          amount_cents: z
            .number()
            .int()
            .positive(messages.orderActions.refundAmountPositive)
            .max(100_000_000),
        }),
      )
      .max(10)
      .optional(),
    /** One amount in cents, split over the VAT rates in proportion to what is left at each. */
    amount_cents: z.coerce
      .number()
      .int()
      .positive(messages.orderActions.refundAmountPositive)
      .max(100_000_000)
      .optional(),
    /** The refund form's key: the same request sent twice refunds once (the second answers 409). */
    idempotency_key: z.string().trim().min(8).max(100).optional(),
  })
  .refine(
    (body) =>
      body.amount_cents === undefined || (!body.lines?.length && !body.shipping && !body.amounts?.length),
    {
      path: ['amount_cents'],
      message: messages.refunds.amountOrParts,
    },
  )
  .transform(({ note, idempotency_key, ...choice }) => ({
    note,
    idempotencyKey: idempotency_key,
    choice: refundChoice(choice),
  }));

function refundChoice(body: {
  lines?: { line_id: number; quantity: number }[];
  shipping?: boolean;
  amounts?: { vat_rate_basis_points: number; amount_cents: number }[];
  amount_cents?: number;
}): RefundChoice {
  if (body.amount_cents !== undefined) return { kind: 'amount', cents: body.amount_cents };
  const lines = (body.lines ?? []).map((line) => ({ lineId: line.line_id, quantity: line.quantity }));
  const amounts = (body.amounts ?? []).map((part) => ({
    vatRateBasisPoints: part.vat_rate_basis_points,
    cents: part.amount_cents,
  }));
  if (lines.length === 0 && amounts.length === 0 && !body.shipping) return { kind: 'everything' };
  return { kind: 'parts', lines, shipping: body.shipping ?? false, amounts };
}

export const stockUpdateSchema = z.object({
  target: z.enum(['product', 'variation']),
  id: z.number().int().positive(),
  stock: z
    .number({ error: messages.stockEditor.missing })
    .int(messages.stockEditor.notWhole)
    .min(0, messages.stockEditor.negative)
    .max(1_000_000),
});

// The schemas and the isomorphic types must describe the same thing (checks for the compiler only).
/** @public */
export type _FilterMatches = z.infer<typeof orderFilterSchema> extends OrderFilter ? true : never;
/** @public */
export type _StockMatches = z.infer<typeof stockUpdateSchema> extends StockUpdate ? true : never;
