import { z } from 'zod';
import { todayInNetherlands } from '~/lib/dates';
import * as discountsTexts from '~/lib/messages/discounts';
import { formatEuro } from '~/lib/money';
import { normalizeCode } from './code';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { discounts: discountsTexts.discounts };

const text = messages.discounts;

/**
 * Discount codes (decision 014): the pure rules. The database side is in
 * discounts.server.ts (look-up, staff changes) and discount-redemption.server.ts (uses).
 */
export type DiscountKind = 'percentage' | 'fixed';

/** What a code takes off: a percentage (1-100) of the eligible goods, or an amount in cents. */
export interface DiscountRule {
  kind: DiscountKind;
  value: number;
}

/** A code as the rules need it. */
export interface DiscountCodeFacts extends DiscountRule {
  code: string;
  description: string;
  minimumOrderCents: number;
  validFrom: Date | null;
  /** Exclusive: the first moment the code no longer works. */
  validUntil: Date | null;
  maxUses: number | null;
  maxUsesPerCustomer: number | null;
  uses: number;
  isActive: boolean;
  /** Empty: every product. */
  categoryIds: number[];
}

/**
 * What the code takes off `lines`, per line (the order of `lines`): a percentage of the
 * eligible goods rounded to the cent (half up), or the fixed amount capped at the eligible
 * goods (a code never makes goods negative, and never pays shipping). The discount is spread
 * over the eligible lines in proportion to their amount, floored, the cents left over going to
 * the lines with the largest remainders (then the largest line), so the lines add up exactly and
 * each VAT rate carries its own share: the invoice's VAT per rate stays right.
 */
export function allocateDiscount(
  lines: { lineTotalCents: number; eligible: boolean }[],
  rule: DiscountRule,
): number[] {
  const eligibleCents = lines.reduce((sum, line) => sum + (line.eligible ? line.lineTotalCents : 0), 0);
  if (eligibleCents <= 0) return lines.map(() => 0);
  const total =
    rule.kind === 'percentage'
      ? Math.round((eligibleCents * Math.min(rule.value, 100)) / 100)
      : Math.min(rule.value, eligibleCents);
  const exact = lines.map((line) => (line.eligible ? (total * line.lineTotalCents) / eligibleCents : 0));
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = lines
    .map((line, index) => ({ index, remainder: exact[index]! - shares[index]!, size: line.lineTotalCents }))
    .filter((entry) => lines[entry.index]!.eligible)
    .sort((a, b) => b.remainder - a.remainder || b.size - a.size || a.index - b.index);
  for (const entry of byRemainder) {
    if (left <= 0) break;
    shares[entry.index]! += 1;
    left -= 1;
  }
  return shares;
}

/** Why a code does not apply, for the shopper (the quote's discount_error, the order's 422). */
export type DiscountRefusal =
  | { reason: 'unknown' }
  | { reason: 'notYetValid'; from: Date }
  | { reason: 'expired' }
  | { reason: 'minimum'; minimumCents: number; goodsCents: number }
  | { reason: 'usedUp' }
  | { reason: 'usedByYou' }
  | { reason: 'notForProducts' };

/**
 * Whether a code applies to this cart now. `customerUses` is null when the customer is not
 * known yet (a guest's quote before the e-mail address is typed): the per-customer limit is then
 * checked when the order is placed. The minimum is compared with the goods before discount,
 * all goods (two readings: only the eligible goods; we take the whole order, as a shopper reads
 * "vanaf € 40").
 */
export function checkDiscount(
  code: DiscountCodeFacts | null,
  cart: { goodsCents: number; eligibleCents: number; customerUses: number | null; now: Date },
): DiscountRefusal | null {
  if (!code?.isActive) return { reason: 'unknown' };
  if (code.validFrom && cart.now < code.validFrom) return { reason: 'notYetValid', from: code.validFrom };
  if (code.validUntil && cart.now >= code.validUntil) return { reason: 'expired' };
  if (code.maxUses !== null && code.uses >= code.maxUses) return { reason: 'usedUp' };
  if (code.maxUsesPerCustomer !== null && cart.customerUses !== null) {
    if (cart.customerUses >= code.maxUsesPerCustomer) return { reason: 'usedByYou' };
  }
  if (cart.eligibleCents <= 0) return { reason: 'notForProducts' };
  if (cart.goodsCents < code.minimumOrderCents)
    return { reason: 'minimum', minimumCents: code.minimumOrderCents, goodsCents: cart.goodsCents };
  return null;
}

/** The shopper's sentence for a refusal. */
export function refusalMessage(code: string, refusal: DiscountRefusal): string {
  switch (refusal.reason) {
    case 'unknown':
      return text.unknown(code);
    case 'notYetValid':
      return text.notYetValid(code, formatDutchDay(todayInNetherlands(refusal.from)));
    case 'expired':
      return text.expired(code);
    case 'minimum':
      return text.minimum(
        code,
        formatEuro(refusal.minimumCents),
        formatEuro(refusal.minimumCents - refusal.goodsCents),
      );
    case 'usedUp':
      return text.usedUp(code);
    case 'usedByYou':
      return text.usedByYou(code);
    case 'notForProducts':
      return text.notForProducts(code);
  }
}

/** What the summary shows as the discount's line: 'Korting (ZOMER10)'. */
export function discountLabel(code: string): string {
  return text.line(code);
}

/** '2026-12-01' -> '1 december 2026' (a calendar day, no time zone shift). */
function formatDutchDay(day: string): string {
  return new Intl.DateTimeFormat('nl-NL', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/** The last Dutch day an exclusive end covers (validUntil is the start of the day after). */
export function lastDutchDay(until: Date): string {
  return todayInNetherlands(new Date(until.getTime() - 1));
}

/** A discount code as typed in a quote or order: optional, case and spaces do not matter. */
export const discountCodeField = z
  .string()
  .trim()
  .max(40, text.codeLength)
  .nullish()
  .transform((value) => (value ? normalizeCode(value) : null));

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, text.badDay)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), text.badDay)
  // Year 0000 parses, but PostgreSQL has no year 0: a code's days lie in this era.
  .refine((value) => value >= '1970-01-01' && value <= '9999-12-31', text.badDay);

/** A code as staff create or change it (/api/admin/discounts). Amounts in cents, days in Dutch time. */
export const discountInputSchema = z
  .object({
    code: z
      .string()
      .trim()
      .min(3, text.codeLength)
      .max(30, text.codeLength)
      .regex(/^[A-Za-z0-9_-]+$/, text.codeCharacters)
      .transform(normalizeCode),
    description: z.string().trim().max(200).default(''),
    kind: z.enum(['percentage', 'fixed'], text.kindRequired),
    value: z.number().int(text.wholeNumber).positive(text.valuePositive),
    minimum_order_cents: z.number().int().min(0).max(10_000_000).default(0),
    valid_from: day.nullish().transform((value) => value ?? null),
    valid_until: day.nullish().transform((value) => value ?? null),
    max_uses: z
      .number()
      .int()
      .positive(text.usesPositive)
      .max(1_000_000)
      .nullish()
      .transform((v) => v ?? null),
    max_uses_per_customer: z
      .number()
      .int()
      .positive(text.usesPositive)
      .max(1000)
      .nullish()
      .transform((v) => v ?? null),
    category_ids: z.array(z.number().int().positive().max(2_147_483_647)).max(50).default([]),
    is_active: z.boolean().default(true),
  })
  .superRefine((input, context) => {
    if (input.kind === 'percentage' && input.value > 100)
      context.addIssue({ code: 'custom', path: ['value'], message: text.percentageMax });
    if (input.kind === 'fixed' && input.value > 1_000_000)
      context.addIssue({ code: 'custom', path: ['value'], message: text.fixedMax });
    if (input.valid_from && input.valid_until && input.valid_until < input.valid_from)
      context.addIssue({ code: 'custom', path: ['valid_until'], message: text.untilBeforeFrom });
  });

export type DiscountInput = z.infer<typeof discountInputSchema>;

/** A code as the staff pages read it (GET /api/admin/discounts). */
export interface DiscountCodeView {
  id: number;
  code: string;
  description: string;
  kind: DiscountKind;
  value: number;
  minimum_order_cents: number;
  valid_from: string | null;
  valid_until: string | null;
  max_uses: number | null;
  max_uses_per_customer: number | null;
  uses: number;
  redeemed: number;
  category_ids: number[];
  is_active: boolean;
  updated_at: string;
}

/**
 * What a code is today, for the staff list: switched off, past its last day ('Verlopen'), not
 * valid yet, or active. Days are Dutch calendar days, inclusive (the checkout's rule).
 */
export function discountCodeState(
  code: Pick<DiscountCodeView, 'is_active' | 'valid_from' | 'valid_until'>,
  today: string,
): 'off' | 'expired' | 'scheduled' | 'active' {
  if (!code.is_active) return 'off';
  if (code.valid_until !== null && code.valid_until < today) return 'expired';
  if (code.valid_from !== null && code.valid_from > today) return 'scheduled';
  return 'active';
}

/** '10%' or '€ 5,00': what a code takes off, for lists. */
export function formatDiscountValue(rule: DiscountRule): string {
  return rule.kind === 'percentage' ? `${rule.value}%` : formatEuro(rule.value);
}
