import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { addDays, startOfDutchDay, todayInNetherlands } from '~/lib/dates';
import { messages } from '~/lib/messages';
import { recordAudit } from '~/server/audit.server';
import type { SessionUser } from '~/server/auth/session.server';
import { db, type Tx } from '~/server/db';
import { categories, discountCodeCategories, discountCodes, discountRedemptions } from '~/server/db/schema';
import { conflict, notFound, unprocessable } from '~/server/http/errors';
import { type DiscountCodeView, type DiscountInput, lastDutchDay } from './discounts';

const text = messages.discounts;
type Row = typeof discountCodes.$inferSelect;

/** Every code with its uses (held now) and redeemed (paid) count, newest first, and the categories. */
export async function listDiscountCodes(): Promise<{
  codes: DiscountCodeView[];
  categories: { id: number; name: string }[];
}> {
  const database = await db();
  const rows = await database
    .select()
    .from(discountCodes)
    .orderBy(sql`${discountCodes.createdAt} desc`, discountCodes.id);
  const limits = await database.select().from(discountCodeCategories);
  const redeemed = await database
    .select({ id: discountRedemptions.discountCodeId, count: sql<number>`count(*)::int` })
    .from(discountRedemptions)
    .where(eq(discountRedemptions.status, 'redeemed'))
    .groupBy(discountRedemptions.discountCodeId);
  const redeemedOf = new Map(redeemed.map((row) => [row.id, row.count]));
  const categoryList = await database
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.name));
  return {
    codes: rows.map((row) =>
      viewOf(
        row,
        limits.filter((limit) => limit.discountCodeId === row.id).map((limit) => limit.categoryId),
        redeemedOf.get(row.id) ?? 0,
      ),
    ),
    categories: categoryList,
  };
}

function viewOf(row: Row, categoryIds: number[], redeemed: number): DiscountCodeView {
  return {
    id: row.id,
    code: row.code,
    description: row.description,
    kind: row.kind,
    value: row.value,
    minimum_order_cents: row.minimumOrderCents,
    valid_from: row.validFrom ? todayInNetherlands(row.validFrom) : null,
    valid_until: row.validUntil ? lastDutchDay(row.validUntil) : null,
    max_uses: row.maxUses,
    max_uses_per_customer: row.maxUsesPerCustomer,
    uses: row.uses,
    redeemed,
    category_ids: categoryIds,
    is_active: row.isActive,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The columns a staff input sets: days in Dutch time, the end day included. */
function columnsOf(input: DiscountInput) {
  return {
    code: input.code,
    description: input.description,
    kind: input.kind,
    value: input.value,
    minimumOrderCents: input.minimum_order_cents,
    validFrom: input.valid_from ? startOfDutchDay(input.valid_from) : null,
    validUntil: input.valid_until ? startOfDutchDay(addDays(input.valid_until, 1)) : null,
    maxUses: input.max_uses,
    maxUsesPerCustomer: input.max_uses_per_customer,
    isActive: input.is_active,
  };
}

async function assertFree(tx: Tx, code: string, exceptId?: number) {
  const [taken] = await tx
    .select({ id: discountCodes.id })
    .from(discountCodes)
    .where(
      and(eq(sql`upper(${discountCodes.code})`, code), exceptId ? ne(discountCodes.id, exceptId) : undefined),
    );
  if (taken) throw conflict(text.codeTaken, { code: [text.codeTaken] });
}

async function setCategories(tx: Tx, id: number, categoryIds: number[]) {
  const wanted = [...new Set(categoryIds)];
  if (wanted.length) {
    const known = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(inArray(categories.id, wanted));
    if (known.length !== wanted.length) throw unprocessable({ category_ids: [text.unknownCategory] });
  }
  await tx.delete(discountCodeCategories).where(eq(discountCodeCategories.discountCodeId, id));
  if (wanted.length)
    await tx
      .insert(discountCodeCategories)
      .values(wanted.map((categoryId) => ({ discountCodeId: id, categoryId })));
}

async function viewById(tx: Tx, id: number): Promise<DiscountCodeView> {
  const [row] = await tx.select().from(discountCodes).where(eq(discountCodes.id, id));
  if (!row) throw notFound(text.notFound);
  const limits = await tx
    .select({ categoryId: discountCodeCategories.categoryId })
    .from(discountCodeCategories)
    .where(eq(discountCodeCategories.discountCodeId, id));
  const [redeemed] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(discountRedemptions)
    .where(and(eq(discountRedemptions.discountCodeId, id), eq(discountRedemptions.status, 'redeemed')));
  return viewOf(
    row,
    limits.map((limit) => limit.categoryId),
    redeemed?.count ?? 0,
  );
}

/** A new code (admins only: it is money), audited. */
export async function createDiscountCode(input: DiscountInput, user: SessionUser): Promise<DiscountCodeView> {
  return (await db()).transaction(async (tx) => {
    await assertFree(tx, input.code);
    const [row] = await tx
      .insert(discountCodes)
      .values({ ...columnsOf(input), createdBy: user.id, updatedBy: user.id })
      .returning({ id: discountCodes.id });
    await setCategories(tx, row!.id, input.category_ids);
    await recordAudit(tx, {
      actorUserId: user.id,
      action: 'discount.created',
      entity: 'discount',
      entityId: row!.id,
      details: { ...input },
    });
    return viewById(tx, row!.id);
  });
}

/** Changes a code (its uses stay), audited with what it was. */
export async function updateDiscountCode(
  id: number,
  input: DiscountInput,
  user: SessionUser,
): Promise<DiscountCodeView> {
  return (await db()).transaction(async (tx) => {
    const before = await viewById(tx, id);
    await assertFree(tx, input.code, id);
    await tx
      .update(discountCodes)
      .set({ ...columnsOf(input), updatedBy: user.id, updatedAt: new Date() })
      .where(eq(discountCodes.id, id));
    await setCategories(tx, id, input.category_ids);
    await recordAudit(tx, {
      actorUserId: user.id,
      action: 'discount.updated',
      entity: 'discount',
      entityId: id,
      details: { before, after: { ...input } },
    });
    return viewById(tx, id);
  });
}

/** Switches a code off (kept: orders name it), audited. */
export async function deactivateDiscountCode(id: number, user: SessionUser): Promise<DiscountCodeView> {
  return (await db()).transaction(async (tx) => {
    const [row] = await tx
      .update(discountCodes)
      .set({ isActive: false, updatedBy: user.id, updatedAt: new Date() })
      .where(eq(discountCodes.id, id))
      .returning({ id: discountCodes.id, code: discountCodes.code });
    if (!row) throw notFound(text.notFound);
    await recordAudit(tx, {
      actorUserId: user.id,
      action: 'discount.deactivated',
      entity: 'discount',
      entityId: id,
      details: { code: row.code },
    });
    return viewById(tx, id);
  });
}
