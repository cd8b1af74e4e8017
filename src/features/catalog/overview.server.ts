import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { db } from '~/server/db';
import { productCategories, products } from '~/server/db/schema';
import type { ProductSummary } from './catalog';
import { listProductsByIds, outerProductId } from './catalog.server';
import { type OverviewPage, PAGE_SIZE } from './overview';
import type { Filters } from './rules';

/**
 * The overview's filters as SQL on the columns the database keeps from the attributes
 * (`audience`, `absorption_band`): the same rules as matchesFilters in rules.ts.
 */
function overviewCondition(filters: Filters): SQL {
  const conditions: SQL[] = [eq(products.isActive, true)];
  if (filters.gender !== 'both') {
    conditions.push(inArray(products.audience, [filters.gender, 'unisex']));
  }
  if (filters.absorption.length > 0) conditions.push(inArray(products.absorptionBand, filters.absorption));
  if (filters.categories.length > 0) {
    const ids = sql.join(
      filters.categories.map((id) => sql`${id}`),
      sql`, `,
    );
    conditions.push(
      sql`exists (select 1 from ${productCategories} pc where pc.product_id = ${outerProductId} and pc.category_id in (${ids}))`,
    );
  }
  return and(...conditions)!;
}

/** The overview's name order (ICU collation: the same on PGlite and PostgreSQL), id for equal names. */
const byName = [sql`${products.name} collate "und-x-icu"`, asc(products.id)];

/**
 * One page of the active products matching the filters, counted and paged by the database
 * (issue 26: the whole catalogue per render took 0.5 s at 10,000 products). A page past the end
 * shows the last, as selectOverviewPage does.
 */
export async function listOverviewPage(
  filters: Filters,
  page: number,
): Promise<OverviewPage<ProductSummary>> {
  const database = await db();
  const where = overviewCondition(filters);
  const [counted] = await database.select({ total: sql<number>`count(*)::int` }).from(products).where(where);
  const total = Number(counted?.total ?? 0);
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const current = Math.min(page, pageCount);
  // The ids first, from the name index alone: the summary columns of the rows skipped by the
  // offset would be computed too, and sorting thousands of names in ICU order costs tens of ms.
  const ids =
    total === 0
      ? []
      : await database
          .select({ id: products.id })
          .from(products)
          .where(where)
          .orderBy(...byName)
          .limit(PAGE_SIZE)
          .offset((current - 1) * PAGE_SIZE);
  const items = await listProductsByIds(ids.map((row) => row.id));
  return { items, total, page: current, pageCount };
}
