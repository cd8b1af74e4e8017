import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { db } from '~/server/db';
import { preparedPerDatabase } from '~/server/db/prepared';
import { productCategories, products } from '~/server/db/schema';
import type { ProductSummary } from './catalog';
import { listProductsByIds, outerProductId } from './catalog.server';
import { type OverviewPage, PAGE_SIZE } from './overview';
import type { Filters } from './rules';

/** Which filters a request sets: each combination is one prepared statement (eight in all). */
interface FilterShape {
  gender: boolean;
  absorption: boolean;
  categories: boolean;
}

const shapeOf = (filters: Filters): FilterShape => ({
  gender: filters.gender !== 'both',
  absorption: filters.absorption.length > 0,
  categories: filters.categories.length > 0,
});

const shapeName = (shape: FilterShape) =>
  `${shape.gender ? 'g' : ''}${shape.absorption ? 'a' : ''}${shape.categories ? 'c' : ''}`;

/**
 * The overview's filters as SQL on the columns the database keeps from the attributes
 * (`audience`, `absorption_band`): the same rules as matchesFilters in rules.ts. The values
 * are placeholders (arrays), so a shape's statement is built and planned once, whatever is chosen.
 */
function overviewCondition(shape: FilterShape): SQL {
  const conditions: SQL[] = [eq(products.isActive, true)];
  if (shape.gender) conditions.push(sql`${products.audience} = any(${sql.placeholder('audiences')}::text[])`);
  if (shape.absorption) {
    conditions.push(sql`${products.absorptionBand} = any(${sql.placeholder('bands')}::text[])`);
  }
  if (shape.categories) {
    conditions.push(
      sql`exists (select 1 from ${productCategories} pc where pc.product_id = ${outerProductId} and pc.category_id = any(${sql.placeholder('categories')}::int[]))`,
    );
  }
  return and(...conditions)!;
}

/** The placeholders' values for a request's filters. */
function filterValues(filters: Filters) {
  return {
    audiences: filters.gender === 'both' ? [] : [filters.gender, 'unisex'],
    bands: filters.absorption,
    categories: filters.categories,
  };
}

/** The overview's name order (ICU collation: the same on PGlite and PostgreSQL), id for equal names. */
const byName = [sql`${products.name} collate "und-x-icu"`, asc(products.id)];

/**
 * One page of the active products matching the filters, counted and paged by the database
 * (decision 022: not the whole catalogue read per render). A page past the end
 * shows the last, as selectOverviewPage does.
 */
export async function listOverviewPage(
  filters: Filters,
  page: number,
): Promise<OverviewPage<ProductSummary>> {
  const { count, pageIds } = overviewStatements(await db())(shapeOf(filters));
  const values = filterValues(filters);
  const [counted] = await count.execute(values);
  const total = Number(counted?.total ?? 0);
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const current = Math.min(page, pageCount);
  const ids = total === 0 ? [] : await pageIds.execute({ ...values, offset: (current - 1) * PAGE_SIZE });
  const items = await listProductsByIds(ids.map((row) => row.id));
  return { items, total, page: current, pageCount };
}

/**
 * The count and the page's ids per filter shape, prepared once per database. The ids come first,
 * from the name index alone: the summary columns of the rows skipped by the offset would be
 * computed too, and sorting thousands of names in ICU order costs tens of ms.
 */
const overviewStatements = preparedPerDatabase((database) => {
  const byShape = new Map<string, ReturnType<typeof prepare>>();
  const prepare = (shape: FilterShape) => {
    const where = overviewCondition(shape);
    const name = shapeName(shape);
    return {
      count: database
        .select({ total: sql<number>`count(*)::int` })
        .from(products)
        .where(where)
        .prepare(`overview_count_${name}`),
      pageIds: database
        .select({ id: products.id })
        .from(products)
        .where(where)
        .orderBy(...byName)
        .limit(PAGE_SIZE)
        .offset(sql.placeholder('offset'))
        .prepare(`overview_ids_${name}`),
    };
  };
  return (shape: FilterShape) => {
    const name = shapeName(shape);
    let statements = byShape.get(name);
    if (!statements) {
      statements = prepare(shape);
      byShape.set(name, statements);
    }
    return statements;
  };
});
