import { z } from 'zod';
import { normalizeBarcode } from '~/features/delivery/delivery';
import { ORDER_STATUSES } from '~/features/orders/orders';
import { messages } from '~/lib/messages';
import { calendarDate as validCalendarDate } from '~/server/http/fields';
import { MAX_STATS_DAYS, type OrderFilter, periodDays, type StockUpdate } from './admin';

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

export const orderListQuerySchema = orderFilterSchema.extend({
  page: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(100_000).default(1)),
});

export const orderNumberParamsSchema = z.object({
  number: z.string().regex(/^ZZ-\d{1,12}$/, 'Onbekend bestelnummer.'),
});

export const shipOrderSchema = z.object({
  /** Track-and-trace code of the parcel service (optional). */
  track_and_trace: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .max(40)
      .regex(/^[A-Za-z0-9 -]+$/, 'Gebruik alleen letters, cijfers en streepjes.')
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

export const refundOrderSchema = noteSchema.extend({
  /** Amount to refund in cents; the whole remaining amount when left out. */
  amount_cents: z.coerce.number().int().positive(messages.orderActions.refundAmountPositive).optional(),
  /** The refund form's key: the same request sent twice refunds once (the second answers 409). */
  idempotency_key: z.string().trim().min(8).max(100).optional(),
});

export const stockUpdateSchema = z.object({
  target: z.enum(['product', 'variation']),
  id: z.number().int().positive(),
  stock: z
    .number({ error: messages.stockEditor.missing })
    .int(messages.stockEditor.notWhole)
    .min(0, messages.stockEditor.negative)
    .max(1_000_000),
});

// The schemas and the isomorphic types must describe the same thing.
export type _FilterMatches = z.infer<typeof orderFilterSchema> extends OrderFilter ? true : never;
export type _StockMatches = z.infer<typeof stockUpdateSchema> extends StockUpdate ? true : never;
