import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { SessionUser } from '~/server/auth/session.server';
import type { Db, Tx } from '~/server/db';
import {
  discountCodeCategories,
  discountCodes,
  discountRedemptions,
  productCategories,
} from '~/server/db/schema';
import {
  checkDiscount,
  type DiscountCodeFacts,
  type DiscountRefusal,
  type DiscountRule,
  refusalMessage,
} from './discounts';

/** A code that applies to a cart: what priceOrder needs and what the order stores. */
export interface AppliedDiscount {
  id: number;
  code: string;
  description: string;
  rule: DiscountRule;
  maxUsesPerCustomer: number | null;
  /** Per line of the quote (same order): whether the code covers it. */
  eligible: boolean[];
}

export type DiscountOutcome =
  | { applied: AppliedDiscount; refusal: null; message: null }
  | { applied: null; refusal: DiscountRefusal; message: string };

/**
 * Who "a customer" is for the per-customer limit: the account when logged in, else the
 * e-mail address, lower-cased (two readings: a logged-in customer's guest orders under the same
 * address could count too; we keep one key per order so the limit is one simple lookup).
 */
export function customerKeyOf(user: Pick<SessionUser, 'id'> | null, email: string | null | undefined) {
  if (user) return `user:${user.id}`;
  const address = email?.trim().toLowerCase();
  return address ? `email:${address}` : null;
}

/** A code with its category limits, by the code as typed (case does not matter). */
export async function findDiscountCode(
  database: Db | Tx,
  code: string,
): Promise<(DiscountCodeFacts & { id: number }) | null> {
  const [row] = await database
    .select()
    .from(discountCodes)
    .where(eq(sql`upper(${discountCodes.code})`, code.trim().toUpperCase()));
  if (!row) return null;
  const limits = await database
    .select({ categoryId: discountCodeCategories.categoryId })
    .from(discountCodeCategories)
    .where(eq(discountCodeCategories.discountCodeId, row.id));
  return { ...row, categoryIds: limits.map((limit) => limit.categoryId) };
}

/** Uses a customer holds of a code (reserved or redeemed; released ones gave theirs back). */
export async function customerUsesOf(
  database: Db | Tx,
  codeId: number,
  customerKey: string,
): Promise<number> {
  const [row] = await database
    .select({ count: sql<number>`count(*)::int` })
    .from(discountRedemptions)
    .where(
      and(
        eq(discountRedemptions.discountCodeId, codeId),
        eq(discountRedemptions.customerKey, customerKey),
        ne(discountRedemptions.status, 'released'),
      ),
    );
  return row?.count ?? 0;
}

/** Per line: whether the product is in one of the categories (every line when there are none). */
async function eligibilityOf(
  database: Db | Tx,
  lines: { productId: number }[],
  categoryIds: number[],
): Promise<boolean[]> {
  if (categoryIds.length === 0) return lines.map(() => true);
  const productIds = [...new Set(lines.map((line) => line.productId))];
  const rows = await database
    .select({ productId: productCategories.productId })
    .from(productCategories)
    .where(
      and(
        inArray(productCategories.productId, productIds),
        inArray(productCategories.categoryId, categoryIds),
      ),
    );
  const covered = new Set(rows.map((row) => row.productId));
  return lines.map((line) => covered.has(line.productId));
}

/**
 * Whether `code` applies to these priced lines now, and what it covers. The per-customer limit is
 * checked when the customer is known (an account, or a typed e-mail address); placing the order
 * checks it again under the code's lock (discount-redemption.server.ts).
 */
export async function discountFor(
  database: Db | Tx,
  input: {
    code: string;
    lines: { productId: number; unitPriceCents: number; quantity: number }[];
    customerKey: string | null;
    now?: Date;
  },
): Promise<DiscountOutcome> {
  const found = await findDiscountCode(database, input.code);
  const eligible = found ? await eligibilityOf(database, input.lines, found.categoryIds) : [];
  const amounts = input.lines.map((line) => line.unitPriceCents * line.quantity);
  const goodsCents = amounts.reduce((sum, amount) => sum + amount, 0);
  const eligibleCents = amounts.reduce((sum, amount, index) => sum + (eligible[index] ? amount : 0), 0);
  const customerUses =
    found && found.maxUsesPerCustomer !== null && input.customerKey
      ? await customerUsesOf(database, found.id, input.customerKey)
      : null;
  const refusal = checkDiscount(found, {
    goodsCents,
    eligibleCents,
    customerUses,
    now: input.now ?? new Date(),
  });
  if (refusal || !found) {
    const why = refusal ?? { reason: 'unknown' as const };
    return { applied: null, refusal: why, message: refusalMessage(input.code, why) };
  }
  return {
    applied: {
      id: found.id,
      code: found.code,
      description: found.description,
      rule: { kind: found.kind, value: found.value },
      maxUsesPerCustomer: found.maxUsesPerCustomer,
      eligible,
    },
    refusal: null,
    message: null,
  };
}
