import { describe, expect, it } from 'vitest';
import { listProducts } from '~/features/catalog/catalog.server';
import { selectOverviewPage } from '~/features/catalog/overview';
import { listOverviewPage } from '~/features/catalog/overview.server';
import type { AbsorptionBand, Filters, GenderFilter } from '~/features/catalog/rules';
import { setupTestDatabase } from '../helpers/db';

const database = setupTestDatabase({ seed: true });

/** Attribute values as an import or an editor may leave them: the SQL must read them as parseFloat does. */
const ODD_ABSORPTION = ['2.5', ' 7', '8.1', 'x', '', '5abc', '-1', '1e1', '.5', '3.0', '5.01', '7.', null];
const GENDERS = ['female', 'male', 'unisex', null];

describe('the overview counted and paged in SQL', () => {
  it('shows the same products, totals and pages as the overview rule on every filter', async () => {
    await database().execute(`
      insert into products (slug, name, price_cents, attributes, is_active)
      select 'odd-' || g, 'Odd product ' || lpad(g::text, 3, '0'), 1000,
             jsonb_strip_nulls(jsonb_build_object(
               'absorption', (array[${ODD_ABSORPTION.map((v) => (v === null ? 'null' : `'${v}'`)).join(',')}])[1 + g % ${ODD_ABSORPTION.length}],
               'gender', (array[${GENDERS.map((v) => (v === null ? 'null' : `'${v}'`)).join(',')}])[1 + g % ${GENDERS.length}])),
             g % 17 <> 0
      from generate_series(1, 120) g`);
    await database().execute(`
      insert into product_categories (product_id, category_id)
      select p.id, c.id from products p join categories c on (p.id + c.id) % 3 = 0
      where p.slug like 'odd-%' on conflict do nothing`);
    const all = await listProducts();
    const categoryIds = [...new Set(all.flatMap((product) => product.categories.map((c) => c.id)))];

    const genders: GenderFilter[] = ['both', 'female', 'male'];
    const bandSets: AbsorptionBand[][] = [[], ['light'], ['medium', 'heavy'], ['extreme']];
    const categorySets = [[], categoryIds.slice(0, 1), categoryIds.slice(1, 3)];
    let compared = 0;
    for (const gender of genders) {
      for (const absorption of bandSets) {
        for (const categories of categorySets) {
          const filters: Filters = { gender, absorption, categories };
          for (const page of [1, 2, 99]) {
            const expected = selectOverviewPage(all, filters, page);
            const actual = await listOverviewPage(filters, page);
            expect({ ...actual, items: actual.items.map((p) => p.slug) }, JSON.stringify(filters)).toEqual({
              ...expected,
              items: expected.items.map((p) => p.slug),
            });
            compared++;
          }
        }
      }
    }
    expect(compared).toBe(108);
  });

  it('answers an empty page, not an error, when nothing matches', async () => {
    const page = await listOverviewPage({ gender: 'both', absorption: [], categories: [999_999] }, 3);
    expect(page).toEqual({ items: [], total: 0, page: 1, pageCount: 1 });
  });
});
