import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail } from '~/features/admin/order/order-detail';
import type { OrderListResponse } from '~/features/admin/order-list';
import type { InvoiceDocument } from '~/features/invoices/invoice';
import { PUT as saveAddress, GET as savedAddress } from '~/pages/api/account/address';
import { GET as ublDownload } from '~/pages/api/admin/invoices/[number]/ubl';
import { GET as orderDetail } from '~/pages/api/admin/orders/[number]/index';
import { POST as refund } from '~/pages/api/admin/orders/[number]/refund';
import { POST as ship } from '~/pages/api/admin/orders/[number]/ship';
import { GET as listOrders } from '~/pages/api/admin/orders/index';
import { POST as createOrder } from '~/pages/api/create-order';
import { invoices, orders, products } from '~/server/db/schema';
import { drainOutbox } from '~/server/outbox';
import { call } from '../helpers/api';
import { setupTestDatabase } from '../helpers/db';
import { orderSubmission } from '../helpers/orders';
import { completePayment } from '../helpers/subscriptions';
import { schematronAvailable, schematronFatals, schematronFindings, xsdProblems } from '../helpers/ubl-check';
import { userWithToken } from '../helpers/users';

/*
 * Decision 030: the e-invoices of a real order (placed, paid, partly and fully refunded) declare
 * the profile that fits the buyer and pass the official rules of that profile; their addresses
 * come from the order's own fields, also for invoices issued before (migration 0028).
 */

const database = setupTestDatabase();
let product: number;
let customer: { token: string; email: string };
let staff: string;

beforeAll(async () => {
  const [created] = await database()
    .db.insert(products)
    .values({ slug: 'profiel-pants', name: 'Profiel Pants', priceCents: 1295, stock: 50 })
    .returning();
  product = created!.id;
  const user = await userWithToken(database(), 'customer', 'profiel@example.nl');
  customer = { token: user.token, email: user.user.email };
  staff = (await userWithToken(database(), 'admin', 'boekhouding@example.nl')).token;
});

async function paidOrder(address: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  const submission = orderSubmission([{ id: product, quantity: 2 }], {
    customer: { email: customer.email, first_name: 'Kim', last_name: 'Klant' },
    ...extra,
  });
  const placed = await call(createOrder, {
    token: customer.token,
    body: { ...submission, address: { ...submission.address, ...address } },
  });
  expect(placed.status).toBe(201);
  const body = placed.body as { redirectUrl: string; order: { number: string } };
  await completePayment(database(), body.redirectUrl.split('/').at(-1)!);
  return body.order.number;
}

async function documentsOf(number: string) {
  const [order] = await database().db.select().from(orders).where(eq(orders.number, number));
  return database()
    .db.select()
    .from(invoices)
    .where(eq(invoices.orderId, order!.id))
    .orderBy(invoices.number);
}

const ublOf = (number: number) =>
  call(ublDownload, { params: { number: String(number) }, token: staff }).then(
    (answer) => answer.body as string,
  );

describe('e-invoices by the rules they declare', () => {
  it('states a consumer order as EN 16931, its address from the fields, and passes every rule', async () => {
    const number = await paidOrder({
      street: 'Lange Nieuwstraat',
      street_number: '12',
      street_addition: 'bis',
    });
    expect(
      (await call(refund, { params: { number }, body: { amount_cents: 500 }, token: staff })).status,
    ).toBe(200);
    expect((await call(refund, { params: { number }, body: {}, token: staff })).status).toBe(200);
    const rows = await documentsOf(number);
    expect(rows.map((row) => row.kind)).toEqual(['invoice', 'credit', 'credit']);
    const xmls = await Promise.all(rows.map((row) => ublOf(row.number)));
    for (const xml of xmls) {
      expect(xml).toContain('<cbc:CustomizationID>urn:cen.eu:en16931:2017</cbc:CustomizationID>');
      expect(xml).toContain(
        '<cbc:StreetName>Lange Nieuwstraat 12 bis</cbc:StreetName><cbc:CityName>Amsterdam</cbc:CityName><cbc:PostalZone>1012 JS</cbc:PostalZone><cac:Country><cbc:IdentificationCode>NL</cbc:IdentificationCode>',
      );
    }
    expect(xsdProblems(xmls)).toBe('');
    if (schematronAvailable()) {
      // Not one failed assert, fatal or warning, for the invoice and both credit notes.
      expect(schematronFindings(xmls)).toEqual([]);
    }
  });

  it('states the shipping date as the supply date once the order ships, on the invoice and later credits', async () => {
    const number = await paidOrder({});
    const [issued] = await documentsOf(number);
    // Paid, not shipped: no delivery date is claimed; the PDF says when it was paid in advance.
    expect(await ublOf(issued!.number)).not.toContain('ActualDeliveryDate');
    expect((await call(ship, { params: { number }, body: {}, token: staff })).status).toBe(200);
    const [order] = await database().db.select().from(orders).where(eq(orders.number, number));
    const [shipped] = await documentsOf(number);
    expect(shipped!.document.shippedAt).toBe(order!.shippedAt!.toISOString());
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(order!.shippedAt!);
    expect(await ublOf(issued!.number)).toContain(`<cbc:ActualDeliveryDate>${day}</cbc:ActualDeliveryDate>`);
    expect((await call(refund, { params: { number }, body: {}, token: staff })).status).toBe(200);
    const [, credit] = await documentsOf(number);
    const xmls = [await ublOf(issued!.number), await ublOf(credit!.number)];
    expect(xmls[1]).toContain(`<cbc:ActualDeliveryDate>${day}</cbc:ActualDeliveryDate>`);
    if (schematronAvailable()) expect(schematronFatals(xmls)).toEqual([]);
  });

  it('lets a business buyer order with KvK, btw-id and PO reference: SI-UBL 2.0, found by company', async () => {
    const business = {
      company_name: 'Thuiszorg De Linde B.V.',
      kvk: '1234 5678',
      vat_id: 'nl123456789b01',
      po_reference: 'PO-2026-0042',
    };
    // The KvK number's shape is checked: 8 digits.
    const refused = await call(createOrder, {
      token: customer.token,
      body: orderSubmission([{ id: product, quantity: 1 }], {
        customer: { email: customer.email, first_name: 'Kim', last_name: 'Klant' },
        business: { ...business, kvk: '1234' },
      }),
    });
    expect(refused.status).toBe(422);
    const number = await paidOrder({}, { business });
    expect(
      (await call(refund, { params: { number }, body: { amount_cents: 300 }, token: staff })).status,
    ).toBe(200);
    const rows = await documentsOf(number);
    expect(rows[0]!.document.buyer.company).toEqual({
      name: 'Thuiszorg De Linde B.V.',
      kvk: '12345678',
      vatId: 'NL123456789B01',
      poReference: 'PO-2026-0042',
    });
    const xmls = await Promise.all(rows.map((row) => ublOf(row.number)));
    for (const xml of xmls) {
      expect(xml).toContain('urn:fdc:nen.nl:nlcius:v1.0');
      expect(xml).toContain('<cbc:BuyerReference>PO-2026-0042</cbc:BuyerReference>');
      expect(xml).toContain('<cbc:CompanyID schemeID="0106">12345678</cbc:CompanyID>');
    }
    expect(xsdProblems(xmls)).toBe('');
    if (schematronAvailable()) expect(schematronFatals(xmls)).toEqual([]);
    // Staff find the order by (part of) the company name.
    const found = (await call(listOrders, { path: '/api/admin/orders?q=de%20linde', token: staff }))
      .body as OrderListResponse;
    expect(found.orders.map((order) => order.number)).toContain(number);
    const detail = await call(orderDetail, { params: { number }, token: staff });
    expect((detail.body as OrderDetail).company).toEqual({
      name: 'Thuiszorg De Linde B.V.',
      kvk: '12345678',
      vatId: 'NL123456789B01',
      poReference: 'PO-2026-0042',
    });
    // Kept on the account for the next checkout (not the PO reference: that is per order), also
    // when the customer edits the address in the account.
    const company = { company_name: 'Thuiszorg De Linde B.V.', kvk: '12345678', vat_id: 'NL123456789B01' };
    // Remembered after the order commits (order.placed).
    await drainOutbox();
    const saved = await call(savedAddress, { token: customer.token });
    expect(saved.body).toMatchObject({ address: { business: company } });
    const edited = await call(saveAddress, {
      method: 'PUT',
      token: customer.token,
      body: { postcode: '1012 JS', house_number: '2', addition: null, street: 'Dam', city: 'Amsterdam' },
    });
    expect(edited.status).toBe(200);
    expect((await call(savedAddress, { token: customer.token })).body).toMatchObject({
      address: { house_number: '2', business: company },
    });
  });

  it('gives invoices issued before structured addresses the same address (migration 0028)', async () => {
    const number = await paidOrder({ street: 'Dorpsstraat', street_number: '3', street_addition: null });
    const [issued] = await documentsOf(number);
    const before = await ublOf(issued!.number);
    // As stored before: printed lines only.
    const { address: _buyer, ...buyer } = issued!.document.buyer;
    const { address: _seller, ...seller } = issued!.document.seller;
    await database()
      .db.update(invoices)
      .set({ document: { ...issued!.document, buyer, seller } as unknown as InvoiceDocument })
      .where(eq(invoices.id, issued!.id));
    const migration = readFileSync('src/server/db/migrations/0028_invoice-structured-addresses.sql', 'utf8');
    for (const statement of migration.split('--> statement-breakpoint'))
      await database().db.execute(sql.raw(statement));
    const [migrated] = await documentsOf(number);
    expect(migrated!.document.buyer.address).toEqual(issued!.document.buyer.address);
    expect(migrated!.document.seller.address).toEqual(issued!.document.seller.address);
    expect(await ublOf(issued!.number)).toBe(before);
    if (schematronAvailable()) expect(schematronFatals([before])).toEqual([]);
  });
});
