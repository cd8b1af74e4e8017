// Bulk bench data straight in SQL (both engines): generated products recombined from the demo
// range, and orders with lines and totals spread over two years. Used by bench-stats.ts and
// bench-http.ts; bench-search.ts and bench-search-prepare.ts seed their products with it too.
import type { Database } from '~/server/db';

/** `count` extra products named and described like the demo range, so search sees a real vocabulary. */
export async function insertBenchProducts(database: Database, count: number): Promise<void> {
  await database.execute('select setseed(0.7)');
  await database.execute(`
    insert into products (slug, name, short_description, description, price_cents, stock, attributes, popularity)
    select 'bench-' || g,
           p.name || ' ' || (array['Plus','Super','Mini','Actief','Classic','Soft','Dry','Nachtrust'])[1 + g % 8] || ' ' || g,
           p.short_description,
           p.description || '<p>' || (array['Geschikt voor sporten en wandelen.','Extra zacht voor een gevoelige huid.',
             'Met geurneutraliserende laag.','Ademend materiaal voor warme dagen.','Voor langere reizen en vluchten.'])[1 + g % 5] || '</p>',
           p.price_cents + (g % 300), 50, p.attributes, g % 100
    from generate_series(1, ${count}) g
    join lateral (select * from products where slug not like 'bench-%' order by id offset (g % 26) limit 1) p on true`);
}

/**
 * `count` orders over the two years before today (every status, ~30% distinct customers), 1-3
 * lines each, totals from the lines. `step` reports progress when the caller wants it.
 */
export async function insertBenchOrders(
  database: Database,
  count: number,
  step: (label: string) => void = () => {},
): Promise<void> {
  const customers = Math.round(count * 0.3);
  await database.execute('select setseed(0.42)');
  // Orders first (totals follow from their lines below), spread over two years before today.
  await database.execute(`
    insert into orders (number, email, first_name, last_name, street, street_number, postcode, city,
                        subtotal_cents, shipping_cents, vat_cents, total_cents, payment_method, status,
                        is_subscription, created_at, updated_at)
    select 'ZZ-' || (500000 + g), 'klant' || floor(random() * ${customers})::int || '@example.nl',
           'Klant', 'Nummer ' || g, 'Dam', '1', '1012 JS', 'Amsterdam', 0, 0, 0, 0,
           (array['ideal', 'ideal', 'ideal', 'creditcard', 'bancontact', 'paypal'])[1 + floor(random() * 6)::int],
           (case
              when r < 0.55 then 'delivered' when r < 0.70 then 'shipped' when r < 0.80 then 'paid'
              when r < 0.85 then 'pending' when r < 0.90 then 'failed' when r < 0.94 then 'cancelled'
              when r < 0.97 then 'expired' when r < 0.99 then 'refunded' else 'withdrawn' end)::order_status,
           random() < 0.15, t, t
    from (select g, random() as r, now() - random() * interval '730 days' as t
          from generate_series(1, ${count}) g) s
    order by t`); // a shop stores its orders as they come in: in time order
  step('orders');
  await database.execute(`
    with catalogue as (select array_agg(id order by id) as ids, array_agg(price_cents order by id) as prices,
                              array_agg(name order by id) as names, count(*)::int as n from products),
         picks as (select o.id as order_id, 1 + floor(random() * c.n)::int as pick, 1 + floor(random() * 3)::int as quantity
                   from orders o cross join catalogue c cross join lateral generate_series(1, 1 + o.id % 3) line)
    insert into order_lines (order_id, product_id, product_name, unit_price_cents, quantity, vat_rate_basis_points,
                             line_total_cents, vat_cents)
    select p.order_id, c.ids[p.pick], c.names[p.pick], c.prices[p.pick], p.quantity, 900,
           c.prices[p.pick] * p.quantity, round(c.prices[p.pick] * p.quantity * 9 / 109.0)
    from picks p cross join catalogue c`);
  step('lines');
  await database.execute(`
    update orders o set subtotal_cents = l.subtotal,
           shipping_cents = case when l.subtotal >= 5000 then 0 else 500 end,
           total_cents = l.subtotal + case when l.subtotal >= 5000 then 0 else 500 end,
           vat_cents = round((l.subtotal + case when l.subtotal >= 5000 then 0 else 500 end) * 9 / 109.0)
    from (select order_id, sum(line_total_cents)::int as subtotal from order_lines group by order_id) l
    where l.order_id = o.id`);
  step('totals');
}
