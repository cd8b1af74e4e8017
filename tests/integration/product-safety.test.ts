import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RecallRow } from '~/features/product-safety/product-safety';
import { PUT as recordBatches } from '~/pages/api/admin/orders/[number]/batches';
import { GET as getSafety, PUT as putSafety } from '~/pages/api/admin/products/[id]/safety';
import { GET as recallCsv } from '~/pages/api/admin/recall/export.csv';
import { GET as recall } from '~/pages/api/admin/recall/index';
import { POST as createOrder } from '~/pages/api/create-order';
import { orderLines, orders, products } from '~/server/db/schema';
import { call } from '../helpers/api';
import { recordInvalidations } from '../helpers/cache-invalidations';
import { setupTestDatabase } from '../helpers/db';
import { orderSubmission } from '../helpers/orders';
import { userWithToken } from '../helpers/users';

const database = setupTestDatabase();
const { settled } = recordInvalidations();
let product: number;
let staff: string;
let customer: string;

beforeAll(async () => {
  [{ id: product }] = (await database()
    .db.insert(products)
    .values({ slug: 'verband', name: 'Verband Normaal', priceCents: 800, stock: 50, vatRateBasisPoints: 900 })
    .returning({ id: products.id })) as [{ id: number }];
  staff = (await userWithToken(database(), 'editor', 'kwaliteit@example.nl')).token;
  customer = (await userWithToken(database(), 'customer', 'koper@example.nl')).token;
});

const SAFETY = {
  manufacturer_name: 'Fabrikant B.V.',
  manufacturer_address: 'Fabrieksweg 1\n1234 AB Ergens',
  manufacturer_email: 'info@fabrikant.example',
  ce_marked: true,
  warnings: 'Alleen voor eenmalig gebruik.\nNiet doorspoelen door het toilet.',
};

/** Places an order for `email`, optionally for someone else; answers its number and line id. */
async function order(email: string, extra: Record<string, unknown> = {}) {
  const placed = await call(createOrder, {
    body: orderSubmission([{ id: product, quantity: 2 }], {
      customer: { email, first_name: 'Koper', last_name: email.split('@')[0]! },
      ...extra,
    }),
  });
  expect(placed.status).toBe(201);
  const number = (placed.body as { order: { number: string } }).order.number;
  const [row] = await database().db.select().from(orders).where(eq(orders.number, number));
  const [line] = await database().db.select().from(orderLines).where(eq(orderLines.orderId, row!.id));
  return { number, lineId: line!.id };
}

describe('product safety', () => {
  it('keeps manufacturer, CE marking and warnings per product; staff only', async () => {
    expect((await call(getSafety, { token: staff, params: { id: String(product) } })).body).toEqual({
      safety: null,
    });
    const bad = await call(putSafety, {
      method: 'PUT',
      token: staff,
      params: { id: String(product) },
      body: { ...SAFETY, manufacturer_email: 'geen adres' },
    });
    expect(bad.status).toBe(422);
    expect(
      (
        await call(putSafety, {
          method: 'PUT',
          token: customer,
          params: { id: String(product) },
          body: SAFETY,
        })
      ).status,
    ).toBe(403);
    const saved = await call(putSafety, {
      method: 'PUT',
      token: staff,
      params: { id: String(product) },
      body: SAFETY,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ safety: SAFETY });
    // The product page shows them at once.
    expect((await settled()).flat()).toContain('product:verband');
    const missing = await call(putSafety, {
      method: 'PUT',
      token: staff,
      params: { id: '999999' },
      body: SAFETY,
    });
    expect(missing.status).toBe(404);
  });

  it('finds exactly the buyers of a batch, with where each parcel went, as a list and a CSV', async () => {
    const first = await order('een@example.nl');
    const second = await order('twee@example.nl', {
      recipient: {
        first_name: 'Riet',
        last_name: 'Ontvanger',
        postcode: '3511 LX',
        house_number: '5',
        addition: '',
        street: 'Oudegracht',
        city: 'Utrecht',
      },
    });
    const other = await order('drie@example.nl');
    const record = (number: string, lines: { line_id: number; batch_code: string }[], token = staff) =>
      call(recordBatches, { method: 'PUT', token, params: { number }, body: { lines } });

    expect(
      (await record(first.number, [{ line_id: first.lineId, batch_code: 'lot-2026/11a' }], customer)).status,
    ).toBe(403);
    // A line of another order cannot be given a batch through this one.
    expect((await record(first.number, [{ line_id: other.lineId, batch_code: 'X1' }])).status).toBe(422);
    expect((await record(first.number, [{ line_id: first.lineId, batch_code: 'lot 1' }])).status).toBe(422);
    expect(
      (await record(first.number, [{ line_id: first.lineId, batch_code: ' lot-2026/11a ' }])).status,
    ).toBe(200);
    expect(
      (await record(second.number, [{ line_id: second.lineId, batch_code: 'LOT-2026/11A' }])).status,
    ).toBe(200);
    expect((await record(other.number, [{ line_id: other.lineId, batch_code: 'LOT-2026/12' }])).status).toBe(
      200,
    );

    const found = await call(recall, {
      token: staff,
      path: `/api/admin/recall?batch=${encodeURIComponent('lot-2026/11a')}`,
    });
    const rows = (found.body as { rows: RecallRow[] }).rows;
    expect(rows.map((row) => row.orderNumber)).toEqual([first.number, second.number]);
    expect(rows[0]).toMatchObject({
      email: 'een@example.nl',
      quantity: 2,
      product: 'Verband Normaal',
      batchCode: 'LOT-2026/11A',
    });
    expect(rows[0]!.deliveredTo).toBe('Koper een, Dam 1, 1012 JS Amsterdam');
    expect(rows[1]!.deliveredTo).toBe('Riet Ontvanger, Oudegracht 5, 3511 LX Utrecht');
    expect(
      (
        await call(recall, {
          token: customer,
          path: `/api/admin/recall?batch=${encodeURIComponent('LOT-2026/11A')}`,
        })
      ).status,
    ).toBe(403);
    expect(
      (await call(recall, { token: staff, path: `/api/admin/recall?batch=${encodeURIComponent('')}` }))
        .status,
    ).toBe(422);

    const csv = await call(recallCsv, {
      token: staff,
      path: `/api/admin/recall?batch=${encodeURIComponent('LOT-2026/11A')}`,
    });
    const text = new TextDecoder().decode(csv.bytes);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(text.trim().split('\r\n')).toHaveLength(3);
    expect(text).toContain('twee@example.nl');
    expect(text).not.toContain('drie@example.nl');

    // Clearing a batch takes the line out of the recall.
    await record(second.number, [{ line_id: second.lineId, batch_code: '' }]);
    const after = (
      await call(recall, {
        token: staff,
        path: `/api/admin/recall?batch=${encodeURIComponent('LOT-2026/11A')}`,
      })
    ).body as { rows: RecallRow[] };
    expect(after.rows.map((row) => row.orderNumber)).toEqual([first.number]);
  });
});
