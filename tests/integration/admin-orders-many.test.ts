import { beforeAll, describe, expect, it } from 'vitest';
import { ORDERS_COUNT_LIMIT, type OrderListResponse } from '~/features/admin/order-list';
import { GET as list } from '~/pages/api/admin/orders/index';
import { call } from '../helpers/api';
import { setupTestDatabase } from '../helpers/db';
import { userWithToken } from './admin-fixtures';

/*
 * The order list of a shop with more orders than it counts (decision 022): it pages by position and
 * counts up to ORDERS_COUNT_LIMIT, saying "more than" past it, so a page never reads every order.
 */

const database = setupTestDatabase();
const MANY = ORDERS_COUNT_LIMIT + 60;
const JANUARY = 'from=2024-01-01&to=2024-01-31';

let token: string;
/** Order numbers newest first, as the list shows them. */
let numbers: string[];

beforeAll(async () => {
  token = (await userWithToken(database(), 'editor', 'redactie-veel@winkel.test')).token;
  // Three orders share each instant, so the position must break ties by id.
  await database().execute(`
    insert into orders (number, email, first_name, last_name, street, street_number, postcode, city,
                        subtotal_cents, shipping_cents, vat_cents, total_cents, status, created_at, updated_at)
    select 'ZZ-' || (700000 + g), 'veel' || g || '@example.nl', 'Veel', 'Klant ' || g, 'Dam', '1', '1012 JS',
           'Amsterdam', 1000, 0, 83, 1000, (case when g % 5 = 0 then 'shipped' else 'paid' end)::order_status,
           timestamptz '2024-01-02 10:00+01' + (g / 3) * interval '1 minute', now()
    from generate_series(1, ${MANY}) g`);
  const rows = await database().execute(
    `select number from orders where number like 'ZZ-7%' order by created_at desc, id desc`,
  );
  numbers = rows.map((row) => String(row.number));
});

const get = async (query: string) => {
  const response = await call(list, { path: `/api/admin/orders?${query}`, token });
  expect(response.status).toBe(200);
  return response.body as OrderListResponse;
};

describe('the order list of a shop with more orders than it counts', () => {
  it('says "more than" the limit instead of counting every order', async () => {
    const first = await get(JANUARY);
    expect(first).toMatchObject({ total: ORDERS_COUNT_LIMIT, totalExact: false, offset: 0, previous: null });
    expect(first.orders.map((order) => order.number)).toEqual(numbers.slice(0, 25));
    // A filter below the limit is counted exactly.
    expect(await get(`${JANUARY}&status=shipped`)).toMatchObject({ total: MANY / 5, totalExact: true });
  });

  it('knows where a page is up to the limit, and says it does not past it', async () => {
    const counted = await get(`${JANUARY}&after=${numbers[9_974]}`);
    expect(counted.offset).toBe(9_975);
    expect(counted.orders.map((order) => order.number)).toEqual(numbers.slice(9_975, 10_000));

    const past = await get(`${JANUARY}&after=${numbers[10_009]}`);
    expect(past.offset).toBeNull();
    expect(past.orders.map((order) => order.number)).toEqual(numbers.slice(10_010, 10_035));
    expect(past.next).toEqual({ after: numbers[10_034] });
    expect(past.previous).toEqual({ before: numbers[10_010] });
  });

  it('walks to the last page and back again, every order once and in order', async () => {
    const last = await get(`${JANUARY}&after=${numbers[MANY - 31]}`);
    expect(last.orders.map((order) => order.number)).toEqual(numbers.slice(MANY - 30, MANY - 5));
    const end = await get(`${JANUARY}&after=${last.next!.after}`);
    expect(end.orders.map((order) => order.number)).toEqual(numbers.slice(MANY - 5));
    expect(end.next).toBeNull();
    const up = await get(`${JANUARY}&before=${end.previous!.before}`);
    expect(up.orders.map((order) => order.number)).toEqual(numbers.slice(MANY - 30, MANY - 5));
  });
});
