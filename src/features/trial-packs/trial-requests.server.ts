import { randomBytes } from 'node:crypto';
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import { additionsLookup } from '~/features/checkout/address.server';
import { recordConsent } from '~/features/consent/consent.server';
import { messages } from '~/lib/messages';
import { hashToken } from '~/server/auth/session.server';
import { type Db, db, type Tx } from '~/server/db';
import { products, productVariations, trialRequestLines, trialRequests } from '~/server/db/schema';
import { conflict, serviceUnavailable, unprocessable } from '~/server/http/errors';
import { recordEvent } from '~/server/outbox';
import {
  additionProblem,
  householdKey,
  type TrialProduct,
  type TrialRequestInput,
  trialPeriodStart,
} from './trial-packs';

const text = messages.trialPack;

/** Requests that use up a household's trial pack: confirmed by mail, or already sent. */
const COUNTING = ['confirmed', 'shipped'];

/**
 * Serialises trial requests of one household (both engines): two confirmations of the same
 * address at once cannot both pass the one-per-6-months check.
 */
async function lockHousehold(tx: Tx, key: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`trial:${key}`}))`);
}

async function householdHasTrial(tx: Tx, key: string, now: Date, exceptId?: number): Promise<boolean> {
  const rows = await tx
    .select({ id: trialRequests.id })
    .from(trialRequests)
    .where(
      and(
        eq(trialRequests.householdKey, key),
        inArray(trialRequests.status, COUNTING),
        gte(trialRequests.createdAt, trialPeriodStart(now)),
      ),
    );
  return rows.some((row) => row.id !== exceptId);
}

/** The products the request form offers: on sale, in stock, with their sizes in stock. */
export async function trialProducts(): Promise<TrialProduct[]> {
  const offered = await offeredProducts(await db());
  return offered
    .map((product) => ({
      id: product.id,
      slug: product.slug,
      name: product.name,
      sizes: product.sizes.map(({ id, name }) => ({ id, name })),
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'nl'));
}

/** Each chosen item resolved by the server: an active product, in a size of its own when it has sizes. */
async function resolveItems(tx: Tx, items: TrialRequestInput['items']) {
  if (new Set(items.map((item) => item.product_id)).size !== items.length)
    throw unprocessable({ items: [text.sameProductTwice] }, text.sameProductTwice);
  const offered = new Map((await offeredProducts(tx)).map((product) => [product.id, product]));
  return items.map((item, index) => {
    const product = offered.get(item.product_id);
    if (!product)
      throw unprocessable(
        { [`items.${index}`]: [text.notAvailable(text.product(index + 1))] },
        text.notAvailable(text.product(index + 1)),
      );
    if (product.allSizes.length === 0)
      return { productId: product.id, variationId: null, productName: product.name, variationName: null };
    const size = product.sizes.find((one) => one.id === item.variation_id);
    if (!size)
      throw unprocessable({ [`items.${index}.variation_id`]: [text.sizeRequired] }, text.sizeRequired);
    return {
      productId: product.id,
      variationId: size.id,
      productName: product.name,
      variationName: size.name,
    };
  });
}

/** Active products that can be sent now: in stock, or with at least one size in stock. */
async function offeredProducts(executor: Db | Tx) {
  const rows = await executor
    .select({ id: products.id, slug: products.slug, name: products.name, stock: products.stock })
    .from(products)
    .where(eq(products.isActive, true));
  const sizes = await executor.select().from(productVariations).orderBy(asc(productVariations.id));
  return rows
    .map((row) => {
      const allSizes = sizes.filter((size) => size.productId === row.id);
      return { ...row, allSizes, sizes: allSizes.filter((size) => size.stock > 0) };
    })
    .filter((row) => (row.allSizes.length > 0 ? row.sizes.length > 0 : row.stock > 0));
}

/**
 * A trial request: stored unconfirmed, with a double opt-in mail (outbox). A household that
 * already had a trial pack in the last 6 months is told so at once. The confirmation link's token
 * is made by the mail's handler when it sends (mintConfirmationToken): secrets stay out of the outbox.
 */
export async function requestTrial(input: TrialRequestInput, now = new Date()): Promise<void> {
  const addition = await existingAddition(input.address);
  const key = householdKey({ ...input.address, addition });
  await (await db()).transaction(async (tx) => {
    await lockHousehold(tx, key);
    if (await householdHasTrial(tx, key, now)) throw conflict(text.alreadyThisHousehold);
    const lines = await resolveItems(tx, input.items);
    const [row] = await tx
      .insert(trialRequests)
      .values({
        email: input.email.trim().toLowerCase(),
        firstName: input.first_name,
        lastName: input.last_name,
        street: input.address.street,
        streetNumber: input.address.house_number,
        streetAddition: addition,
        postcode: input.address.postcode,
        city: input.address.city,
        householdKey: key,
        followUpConsent: input.follow_up_consent,
        createdAt: now,
      })
      .returning({ id: trialRequests.id });
    await tx.insert(trialRequestLines).values(lines.map((line) => ({ requestId: row!.id, ...line })));
    await recordEvent(tx, 'trial.requested', { requestId: row!.id });
  });
}

/**
 * A household is a real address (decision 028): the addition must be written as one can be and exist
 * at that postcode and number in the address lookup (or be left out where the number has one
 * without). Answers the lookup's spelling, so '1012 JS 1 a' and '1012JS 1 A' are one household and
 * '.', '0', 'huis' or an invisible character are no new household but refused.
 */
async function existingAddition(address: TrialRequestInput['address']): Promise<string | null> {
  const problem = additionProblem(address.addition);
  if (problem) throw unprocessable({ 'address.addition': [problem] }, problem);
  const existing = await additionsLookup()(address.postcode, Number(address.house_number));
  if (existing === null) throw serviceUnavailable(60, text.addressUncheckable);
  if (existing.length === 0)
    throw unprocessable({ 'address.postcode': [text.addressUnknown] }, text.addressUnknown);
  const wanted = (address.addition ?? '').toUpperCase();
  if (!existing.includes(wanted)) {
    throw unprocessable({ 'address.addition': [text.additionUnknown] }, text.additionUnknown);
  }
  return wanted || null;
}

/**
 * A new confirmation token for an unconfirmed request, only its hash stored; undefined when the
 * request was confirmed or cancelled meanwhile. Each call replaces the last token, so a mail sent
 * again (a retry) carries the one link that works.
 */
export async function mintConfirmationToken(requestId: number): Promise<string | undefined> {
  const token = randomBytes(32).toString('base64url');
  const [minted] = await (await db())
    .update(trialRequests)
    .set({ confirmTokenHash: hashToken(token) })
    .where(and(eq(trialRequests.id, requestId), eq(trialRequests.status, 'unconfirmed')))
    .returning({ id: trialRequests.id });
  return minted ? token : undefined;
}

/** Whether the mailed confirmation link is still good (its page then shows the confirm button). */
export async function trialConfirmationIsOpen(token: string): Promise<boolean> {
  const [row] = await (await db())
    .select({ id: trialRequests.id })
    .from(trialRequests)
    .where(
      and(eq(trialRequests.confirmTokenHash, hashToken(token)), eq(trialRequests.status, 'unconfirmed')),
    );
  return Boolean(row);
}

/**
 * The confirm button on the page the double opt-in mail's link opens (opening it changes nothing,
 * decision 028); records the consent. False for an unknown or used token, or when another
 * request of the same household was confirmed in the meantime (then this one is cancelled).
 */
export async function confirmTrial(token: string, source: string, now = new Date()): Promise<boolean> {
  return (await db()).transaction(async (tx) => {
    const [request] = await tx
      .select()
      .from(trialRequests)
      .where(
        and(eq(trialRequests.confirmTokenHash, hashToken(token)), eq(trialRequests.status, 'unconfirmed')),
      );
    if (!request) return false;
    await lockHousehold(tx, request.householdKey);
    const taken = await householdHasTrial(tx, request.householdKey, now, request.id);
    await tx
      .update(trialRequests)
      .set(
        taken
          ? { status: 'cancelled', confirmTokenHash: null }
          : { status: 'confirmed', confirmedAt: now, confirmTokenHash: null },
      )
      .where(eq(trialRequests.id, request.id));
    // The button pressed on the confirm page is the consent (decision 028): stored with its words.
    if (!taken) await recordConsent(tx, { email: request.email, subject: 'trial_pack', source, at: now });
    return !taken;
  });
}
