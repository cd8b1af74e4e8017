import { asc, eq, sql } from 'drizzle-orm';
import { csvAmount, toCsv } from '~/lib/csv';
import { db } from '~/server/db';
import { products, productVariations } from '~/server/db/schema';
import { CSV_COLUMNS } from './product-csv';

/** Every product and size with its price and stock, in the import's own columns. */
export async function exportProductsCsv(): Promise<string> {
  const rows = await (await db())
    .select({
      productSlug: products.slug,
      productName: products.name,
      productPrice: products.priceCents,
      vat: products.vatRateBasisPoints,
      inPackage: products.inPackage,
      productStock: products.stock,
      active: products.isActive,
      productLetterbox: products.fitsLetterbox,
      variationLetterbox: productVariations.fitsLetterbox,
      variationSlug: productVariations.slug,
      variationName: productVariations.name,
      variationPrice: productVariations.priceCents,
      variationStock: productVariations.stock,
    })
    .from(products)
    .leftJoin(productVariations, eq(productVariations.productId, products.id))
    .orderBy(
      sql`${products.name} collate "und-x-icu"`,
      asc(productVariations.position),
      asc(productVariations.id),
    );
  return toCsv([
    [...CSV_COLUMNS],
    ...rows.map((row) => [
      row.productSlug,
      row.productName,
      row.variationSlug ?? '',
      row.variationName ?? '',
      csvAmount(row.variationPrice ?? row.productPrice),
      String(row.vat / 100),
      String(row.inPackage),
      String(row.variationStock ?? row.productStock),
      row.active ? 'ja' : 'nee',
      (row.variationLetterbox ?? row.productLetterbox) ? 'ja' : 'nee',
    ]),
  ]);
}
