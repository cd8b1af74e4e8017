import { beforeAll, describe, expect, it } from 'vitest';
import type { StaffComplaint } from '~/features/product-safety/product-safety';
import { PATCH as updateComplaint } from '~/pages/api/admin/complaints/[id]';
import { GET as listComplaints } from '~/pages/api/admin/complaints/index';
import { POST as fileComplaint } from '~/pages/api/complaints';
import { POST as createOrder } from '~/pages/api/create-order';
import { products } from '~/server/db/schema';
import { drainOutbox } from '~/server/outbox';
import { call } from '../helpers/api';
import { setupTestDatabase } from '../helpers/db';
import { orderSubmission } from '../helpers/orders';
import { decodeMail, setupSmtpServer } from '../helpers/smtp';
import { userWithToken } from '../helpers/users';

const database = setupTestDatabase();
const smtp = setupSmtpServer();
let number = '';
let staff: string;
let customer: string;

beforeAll(async () => {
  const [product] = await database()
    .db.insert(products)
    .values({ slug: 'pants-l', name: 'Pants Large', priceCents: 1500, stock: 10, vatRateBasisPoints: 900 })
    .returning({ id: products.id });
  const placed = await call(createOrder, {
    body: orderSubmission([{ id: product!.id, quantity: 1 }], {
      customer: { email: 'Klager@Example.nl', first_name: 'Kees', last_name: 'Klager' },
    }),
  });
  number = (placed.body as { order: { number: string } }).order.number;
  staff = (await userWithToken(database(), 'editor', 'kwaliteit@example.nl')).token;
  customer = (await userWithToken(database(), 'customer', 'iemand@example.nl')).token;
});

const complaint = (overrides: Record<string, unknown> = {}) => ({
  order_number: number.toLowerCase(),
  email: 'klager@example.nl',
  product: 'Pants Large',
  description: 'De plakstrip laat los na een uur.',
  ...overrides,
});

describe('complaints register', () => {
  it('takes a complaint only from the buyer of the order (order number and e-mail address match)', async () => {
    const stranger = await call(fileComplaint, { body: complaint({ email: 'ander@example.nl' }) });
    expect(stranger.status).toBe(422);
    expect((stranger.body as { message: string }).message).toBe(
      'We vinden geen bestelling met dit bestelnummer en e-mailadres.',
    );
    expect((await call(fileComplaint, { body: complaint({ description: 'kort' }) })).status).toBe(422);
    const filed = await call(fileComplaint, { body: complaint() });
    expect(filed.status).toBe(201);
    await drainOutbox();
    const receipt = smtp.inbox.find((mail) => mail.to.includes('klager@example.nl'));
    const text = decodeMail(receipt!.raw);
    expect(text).toContain(`Subject: We hebben je melding over ${number} ontvangen`);
    expect(text).not.toMatch(/^Subject:.*Pants/m);
  });

  it('lands in the staff register, where status, outcome and the manufacturer hand-over are kept', async () => {
    expect((await call(listComplaints, { token: customer })).status).toBe(403);
    const listed = (await call(listComplaints, { token: staff })).body as { complaints: StaffComplaint[] };
    const [entry] = listed.complaints;
    expect(entry).toMatchObject({ orderNumber: number, product: 'Pants Large', status: 'received' });
    const update = (body: Record<string, unknown>) =>
      call(updateComplaint, { method: 'PATCH', token: staff, params: { id: String(entry!.id) }, body });
    const passed = await update({ status: 'investigating', outcome: '', passed_to_manufacturer: true });
    const first = (passed.body as { complaint: StaffComplaint }).complaint.passedToManufacturerAt;
    expect(first).not.toBeNull();
    const closed = await update({
      status: 'closed',
      outcome: 'Nieuwe pakken gestuurd.',
      passed_to_manufacturer: true,
    });
    // The first hand-over date stays.
    expect((closed.body as { complaint: StaffComplaint }).complaint).toMatchObject({
      status: 'closed',
      outcome: 'Nieuwe pakken gestuurd.',
      passedToManufacturerAt: first,
    });
    expect((await update({ status: 'weg', outcome: '', passed_to_manufacturer: false })).status).toBe(422);
    expect(
      (
        await call(updateComplaint, {
          method: 'PATCH',
          token: staff,
          params: { id: '99999' },
          body: { status: 'closed', outcome: '', passed_to_manufacturer: false },
        })
      ).status,
    ).toBe(404);
  });
});
