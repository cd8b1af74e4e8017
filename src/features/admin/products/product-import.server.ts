import { eq, sql } from 'drizzle-orm';
import { messages } from '~/lib/messages';
import { hasRole } from '~/lib/roles';
import { db, type Tx } from '~/server/db';
import { auditLog, products, productVariations } from '~/server/db/schema';
import { HttpError } from '~/server/http/errors';
import { recordEvent } from '~/server/outbox';
import type { Staff } from './product-admin.server';
import {
  type ImportRow,
  MAX_IMPORT_ROWS,
  type RejectedRow,
  readRecords,
  validateRecord,
} from './product-csv';

export interface ImportReport {
  created: number;
  updated: number;
  lines: number;
}

/** An import with rejected rows: nothing was written; the report says which lines and why. */
export class ImportRejected extends HttpError {
  constructor(readonly rejected: RejectedRow[]) {
    super(422, messages.catalogAdmin.importRejected(rejected.length));
  }
}

type ProductRow = typeof products.$inferSelect;
type VariationRow = typeof productVariations.$inferSelect;

/**
 * Imports products and stock all-or-nothing: every row is checked first (format, then against
 * the database and the caller's role); one rejected row rejects the file. Otherwise every change
 * is applied in one transaction, audited, and the search index follows.
 */
export async function importProductsCsv(
  text: string,
  staff: Staff,
): Promise<ImportReport & { slugs: string[] }> {
  const { records, missing } = readRecords(text);
  if (missing.length > 0)
    throw new HttpError(422, messages.catalogAdmin.importMissingColumns(missing.join(', ')));
  if (records.length === 0) throw new HttpError(422, messages.catalogAdmin.importEmpty);
  if (records.length > MAX_IMPORT_ROWS) throw new HttpError(413, messages.catalogAdmin.importTooLarge);

  const rejected: RejectedRow[] = [];
  const rows: ImportRow[] = [];
  for (const record of records) {
    const { row, reasons } = validateRecord(record);
    if (row) rows.push(row);
    else rejected.push({ line: record.line, reasons });
  }

  return (await db()).transaction(async (tx) => {
    const productsBySlug = new Map((await tx.select().from(products)).map((row) => [row.slug, row]));
    const variationsBySlug = new Map(
      (await tx.select().from(productVariations)).map((row) => [row.slug, row]),
    );
    const idOfProduct = new Map([...productsBySlug.values()].map((row) => [row.id, row]));
    const isAdmin = hasRole(staff, 'admin');
    const seen = new Map<string, number>();
    for (const row of rows) {
      const reasons = checkAgainstCatalogue(row, {
        productsBySlug,
        variationsBySlug,
        idOfProduct,
        isAdmin,
        seen,
      });
      if (reasons.length > 0) rejected.push({ line: row.line, reasons });
    }
    if (rejected.length > 0) throw new ImportRejected(rejected.sort((a, b) => a.line - b.line));

    const report = { created: 0, updated: 0, lines: rows.length };
    const touched = new Map<number, { slug: string; lines: number[] }>();
    const counted: VariationUpdate[] = [];
    for (const row of rows) {
      const product = await applyProduct(tx, row, productsBySlug, report);
      const entry = touched.get(product.id) ?? { slug: product.slug, lines: [] };
      entry.lines.push(row.line);
      touched.set(product.id, entry);
      if (row.variationSlug) await applyVariation(tx, row, product, variationsBySlug, report, counted);
    }
    await updateVariations(tx, counted);
    // One entry per product, so its history shows the import (and the lines that changed it);
    // written in batches, as recordAudit would write them one by one.
    const entries = [...touched].map(([productId, entry]) => ({
      actorUserId: staff.id,
      action: 'product.imported',
      entity: 'product',
      entityId: String(productId),
      details: { lines: entry.lines },
    }));
    for (let start = 0; start < entries.length; start += 500)
      await tx.insert(auditLog).values(entries.slice(start, start + 500));
    const slugs = [...touched.values()].map((entry) => entry.slug);
    // Cached pages of these products, the lists and the search index follow after the commit (outbox).
    await recordEvent(tx, 'product.saved', { productIds: [...touched.keys()], slugs });
    return { ...report, slugs };
  });
}

interface Catalogue {
  productsBySlug: Map<string, ProductRow>;
  variationsBySlug: Map<string, VariationRow>;
  idOfProduct: Map<number, ProductRow>;
  isAdmin: boolean;
  seen: Map<string, number>;
}

function checkAgainstCatalogue(row: ImportRow, catalogue: Catalogue): string[] {
  const reasons: string[] = [];
  const key = `${row.productSlug}/${row.variationSlug ?? ''}`;
  const earlier = catalogue.seen.get(key);
  if (earlier !== undefined) reasons.push(`Dit product of deze maat staat al op regel ${earlier}.`);
  catalogue.seen.set(key, row.line);
  const product = catalogue.productsBySlug.get(row.productSlug);
  const variation = row.variationSlug ? catalogue.variationsBySlug.get(row.variationSlug) : undefined;
  const onlyAdmin = messages.catalogAdmin.pricesAdminOnly;
  if (!product) {
    if (!row.productName) reasons.push('Nieuw product: vul product_name in.');
    if (row.priceCents === undefined) reasons.push('Nieuw product: vul price in.');
    if (!catalogue.isAdmin) reasons.push(onlyAdmin);
  } else if (!catalogue.isAdmin && row.vatRate !== undefined && row.vatRate !== product.vatRateBasisPoints) {
    reasons.push(onlyAdmin);
  }
  if (row.variationSlug) {
    if (variation && product && variation.productId !== product.id)
      reasons.push(`variation_slug '${row.variationSlug}' hoort bij een ander product.`);
    if (variation && !product)
      reasons.push(`variation_slug '${row.variationSlug}' hoort bij een ander product.`);
    if (!variation) {
      if (!row.variationName) reasons.push('Nieuwe maat: vul variation_name in.');
      if (row.priceCents === undefined) reasons.push('Nieuwe maat: vul price in.');
      if (!catalogue.isAdmin && product && row.priceCents !== product.priceCents) reasons.push(onlyAdmin);
    } else if (
      !catalogue.isAdmin &&
      row.priceCents !== undefined &&
      row.priceCents !== variation.priceCents
    ) {
      reasons.push(onlyAdmin);
    }
  } else if (product) {
    const hasSizes = [...catalogue.variationsBySlug.values()].some((item) => item.productId === product.id);
    if (hasSizes) reasons.push('Dit product heeft maten: vul variation_slug in.');
    if (!catalogue.isAdmin && row.priceCents !== undefined && row.priceCents !== product.priceCents)
      reasons.push(onlyAdmin);
  }
  return [...new Set(reasons)];
}

async function applyProduct(
  tx: Tx,
  row: ImportRow,
  bySlug: Map<string, ProductRow>,
  report: ImportReport,
): Promise<ProductRow> {
  const existing = bySlug.get(row.productSlug);
  // A size's price is the size's own; the product's price only follows rows without a size.
  const productPrice = row.variationSlug ? undefined : row.priceCents;
  if (!existing) {
    const [created] = await tx
      .insert(products)
      .values({
        slug: row.productSlug,
        name: row.productName!,
        priceCents: row.priceCents!,
        vatRateBasisPoints: row.vatRate ?? 900,
        inPackage: row.inPackage ?? 1,
        stock: row.variationSlug ? 0 : row.stock,
        isActive: row.active ?? true,
        fitsLetterbox: row.variationSlug ? false : (row.letterbox ?? false),
        attributes: { gender: 'unisex', absorption: '1' },
      })
      .returning();
    bySlug.set(created!.slug, created!);
    report.created += 1;
    return created!;
  }
  const changes = {
    ...(row.productName ? { name: row.productName } : {}),
    ...(productPrice !== undefined ? { priceCents: productPrice } : {}),
    ...(row.vatRate !== undefined ? { vatRateBasisPoints: row.vatRate } : {}),
    ...(row.inPackage !== undefined ? { inPackage: row.inPackage } : {}),
    ...(row.active !== undefined ? { isActive: row.active } : {}),
    ...(!row.variationSlug && row.letterbox !== undefined ? { fitsLetterbox: row.letterbox } : {}),
    ...(row.variationSlug ? {} : { stock: row.stock }),
  };
  // A size's row usually repeats the product's values (an edited export): no statement then.
  const differs = Object.entries(changes).some(
    ([key, value]) => existing[key as keyof typeof changes] !== value,
  );
  if (!differs) return existing;
  const [updated] = await tx
    .update(products)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(products.id, existing.id))
    .returning();
  bySlug.set(updated!.slug, updated!);
  if (!row.variationSlug) report.updated += 1;
  return updated!;
}

async function applyVariation(
  tx: Tx,
  row: ImportRow,
  product: ProductRow,
  bySlug: Map<string, VariationRow>,
  report: ImportReport,
  counted: VariationUpdate[],
): Promise<void> {
  const existing = bySlug.get(row.variationSlug!);
  if (!existing) {
    const [created] = await tx
      .insert(productVariations)
      .values({
        productId: product.id,
        name: row.variationName!,
        slug: row.variationSlug!,
        priceCents: row.priceCents!,
        stock: row.stock,
        fitsLetterbox: row.letterbox ?? false,
        position: [...bySlug.values()].filter((item) => item.productId === product.id).length,
      })
      .returning();
    bySlug.set(created!.slug, created!);
    report.created += 1;
    return;
  }
  // Existing sizes (a stock count: most rows) are updated together afterwards, set-based.
  counted.push({
    id: existing.id,
    stock: row.stock,
    name: row.variationName ?? null,
    priceCents: row.priceCents ?? null,
    letterbox: row.letterbox ?? null,
  });
  report.updated += 1;
}

interface VariationUpdate {
  id: number;
  stock: number;
  name: string | null;
  priceCents: number | null;
  letterbox: boolean | null;
}

/**
 * One UPDATE ... FROM (VALUES ...) per 500 sizes: one statement per row made a large import take
 * many seconds on PGlite (decision 009); a missing name or price keeps the stored one.
 */
async function updateVariations(tx: Tx, updates: VariationUpdate[]): Promise<void> {
  for (let start = 0; start < updates.length; start += 500) {
    const values = updates
      .slice(start, start + 500)
      .map(
        (update) =>
          sql`(${update.id}::int, ${update.stock}::int, ${update.name}::text, ${update.priceCents}::int, ${update.letterbox}::boolean)`,
      );
    await tx.execute(sql`
      update ${productVariations} as v
      set stock = d.stock, name = coalesce(d.name, v.name), price_cents = coalesce(d.price_cents, v.price_cents),
        fits_letterbox = coalesce(d.letterbox, v.fits_letterbox), updated_at = now()
      from (values ${sql.join(values, sql`, `)}) as d(id, stock, name, price_cents, letterbox)
      where v.id = d.id`);
  }
}
