import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AccountOrder } from '~/features/account/account';
import type { OrderDetail } from '~/features/admin/order/order-detail';
import type { PackingSlip } from '~/features/recipients/packing-slip';
import type { SavedRecipient } from '~/features/recipients/recipients';
import { runDueRenewals } from '~/features/subscriptions/renewals.server';
import type { AccountSubscription } from '~/features/subscriptions/subscriptions';
import { DELETE as removeRecipient } from '~/pages/api/account/recipients/[id]';
import { POST as addRecipient, GET as listRecipients } from '~/pages/api/account/recipients/index';
import { GET as orderDetail } from '~/pages/api/admin/orders/[number]/index';
import { GET as packingSlip } from '~/pages/api/admin/orders/[number]/packing-slip';
import { POST as createOrder } from '~/pages/api/create-order';
import { POST as createSubscription } from '~/pages/api/create-subscription';
import { POST as userOrders } from '~/pages/api/get-user-orders';
import { POST as changeAddress } from '~/pages/api/subscriptions/[id]/address';
import { GET as listSubscriptions } from '~/pages/api/subscriptions/index';
import { invoices, orderRecipients, orders, products, subscriptions, users } from '~/server/db/schema';
import { drainOutbox } from '~/server/outbox';
import { call } from '../helpers/api';
import { setupTestDatabase } from '../helpers/db';
import { orderSubmission } from '../helpers/orders';
import { decodeMail, setupSmtpServer } from '../helpers/smtp';
import { completePayment } from '../helpers/subscriptions';
import { userWithToken } from '../helpers/users';

const database = setupTestDatabase();
const smtp = setupSmtpServer();

const DAUGHTER = { email: 'dochter@example.nl', first_name: 'Sanne', last_name: 'Jansen' };
const MOTHER = {
  label: 'Moeder',
  first_name: 'Riet',
  last_name: 'Jansen',
  postcode: '3511ab',
  house_number: '12',
  addition: 'B',
  street: 'Oudegracht',
  city: 'Utrecht',
};
let product: number;
let daughter: { id: number; token: string };
let stranger: string;
let staff: string;

beforeAll(async () => {
  const db = database();
  [{ id: product }] = (await db.db
    .insert(products)
    .values({ slug: 'pants-m', name: 'Pants Medium', priceCents: 1500, stock: 50, vatRateBasisPoints: 900 })
    .returning({ id: products.id })) as [{ id: number }];
  const made = await userWithToken(db, 'customer', DAUGHTER.email);
  daughter = { id: made.user.id, token: made.token };
  stranger = (await userWithToken(db, 'customer', 'vreemde@example.nl')).token;
  staff = (await userWithToken(db, 'editor', 'inpak@example.nl')).token;
});

const order = (extra: Record<string, unknown> = {}) =>
  orderSubmission([{ id: product, quantity: 2 }], { customer: DAUGHTER, ...extra });

async function pay(redirectUrl: string) {
  const paymentId = redirectUrl.split('/').at(-1)!;
  await completePayment(database(), paymentId);
}

const orderRow = async (number: string) =>
  (await database().db.select().from(orders).where(eq(orders.number, number)))[0]!;

let saved: SavedRecipient;
let subscriptionId: string;

describe('saved recipients on the account', () => {
  it('keeps several recipients per account, each visible only to its owner', async () => {
    const bad = await call(addRecipient, { token: daughter.token, body: { ...MOTHER, postcode: '0000' } });
    expect(bad.status).toBe(422);
    const added = await call(addRecipient, { token: daughter.token, body: MOTHER });
    expect(added.status).toBe(201);
    saved = (added.body as { recipient: SavedRecipient }).recipient;
    expect(saved).toMatchObject({ label: 'Moeder', postcode: '3511 AB', addition: 'B' });
    const home = {
      ...MOTHER,
      label: 'Zorgcentrum De Linde',
      street: 'Lindelaan',
      house_number: '1',
      addition: '',
    };
    expect((await call(addRecipient, { token: daughter.token, body: home })).status).toBe(201);

    const mine = await call(listRecipients, { token: daughter.token });
    expect((mine.body as { recipients: SavedRecipient[] }).recipients.map((r) => r.label)).toEqual([
      'Moeder',
      'Zorgcentrum De Linde',
    ]);
    expect((await call(listRecipients, { token: stranger })).body).toEqual({ recipients: [] });
    expect((await call(listRecipients, {})).status).toBe(401);
    // Someone else's recipient cannot be removed: it is as unknown as a missing one.
    const foreign = await call(removeRecipient, {
      method: 'DELETE',
      token: stranger,
      params: { id: String(saved.id) },
    });
    expect(foreign.status).toBe(404);
  });
});

describe('an order for someone else', () => {
  let number = '';

  it('sends the parcel to the saved recipient; the order itself keeps the buyer', async () => {
    const placed = await call(createOrder, {
      token: daughter.token,
      body: order({ recipient_id: saved.id }),
    });
    expect(placed.status).toBe(201);
    const body = placed.body as { redirectUrl: string; order: { number: string } };
    number = body.order.number;
    const row = await orderRow(number);
    expect(row).toMatchObject({
      email: DAUGHTER.email,
      firstName: 'Sanne',
      street: 'Dam',
      postcode: '1012 JS',
    });
    const [recipient] = await database()
      .db.select()
      .from(orderRecipients)
      .where(eq(orderRecipients.orderId, row.id));
    expect(recipient).toMatchObject({
      firstName: 'Riet',
      street: 'Oudegracht',
      streetAddition: 'B',
      postcode: '3511 AB',
    });
    await pay(body.redirectUrl);
  });

  it('refuses a saved recipient of another account, or one named by a guest', async () => {
    const foreign = await call(createOrder, { token: stranger, body: order({ recipient_id: saved.id }) });
    expect(foreign.status).toBe(422);
    expect((foreign.body as { errors: Record<string, string[]> }).errors.recipient_id).toBeDefined();
    const guest = await call(createOrder, { body: order({ recipient_id: saved.id }) });
    expect(guest.status).toBe(422);
    const typedRecipient = await call(createOrder, {
      token: daughter.token,
      body: order({ recipient: { ...MOTHER, first_name: '' } }),
    });
    expect(typedRecipient.status).toBe(422);
    expect(
      (typedRecipient.body as { errors: Record<string, string[]> }).errors['recipient.first_name'],
    ).toEqual(['Vul de voornaam van de ontvanger in.']);
  });

  it('bills and mails the buyer: the invoice names the buyer only, the mail says where the parcel goes', async () => {
    const row = await orderRow(number);
    const [invoice] = await database().db.select().from(invoices).where(eq(invoices.orderId, row.id));
    expect(invoice!.document.buyer.name).toBe('Sanne Jansen');
    expect(JSON.stringify(invoice!.document)).not.toContain('Oudegracht');
    await drainOutbox();
    const mail = smtp.inbox.find((received) => decodeMail(received.raw).includes(number));
    expect(mail?.to).toEqual([DAUGHTER.email]);
    expect(decodeMail(mail!.raw)).toContain('Riet Jansen, Oudegracht 12 B, 3511 AB Utrecht');
  });

  it('gives staff a packing slip with the recipient and no prices at all', async () => {
    expect((await call(packingSlip, { token: stranger, params: { number } })).status).toBe(403);
    const slip = await call(packingSlip, { token: staff, params: { number } });
    expect(slip.status).toBe(200);
    expect(slip.body).toEqual<PackingSlip>({
      number,
      forSomeoneElse: true,
      name: 'Riet Jansen',
      addressLines: ['Oudegracht 12 B', '3511 AB Utrecht'],
      pickupPoint: null,
      lines: [{ name: 'Pants Medium', quantity: 2 }],
    });
    const detail = (await call(orderDetail, { token: staff, params: { number } })).body as OrderDetail;
    expect(detail.recipient).toMatchObject({ firstName: 'Riet', city: 'Utrecht' });
    expect(detail.address).toMatchObject({ street: 'Dam', city: 'Amsterdam' });
  });

  it('shows on the account for whom each order was', async () => {
    const own = await call(createOrder, { token: daughter.token, body: order() });
    expect(own.status).toBe(201);
    const listed = (await call(userOrders, { method: 'POST', token: daughter.token })).body as {
      orders: AccountOrder[];
    };
    const byNumber = new Map(listed.orders.map((one) => [one.number, one.recipient_name]));
    expect(byNumber.get(number)).toBe('Riet Jansen');
    expect(byNumber.get((own.body as { order: { number: string } }).order.number)).toBeNull();
  });

  it('saves a typed recipient only when a logged-in buyer asks; a guest can order for someone too', async () => {
    const typed = { ...MOTHER, label: undefined, first_name: 'Joop', street: 'Kerkstraat', save_as: 'Vader' };
    expect(
      (await call(createOrder, { token: daughter.token, body: order({ recipient: typed }) })).status,
    ).toBe(201);
    // Kept after the order commits (order.placed).
    await drainOutbox();
    const labels = (
      (await call(listRecipients, { token: daughter.token })).body as { recipients: SavedRecipient[] }
    ).recipients.map((one) => one.label);
    expect(labels).toContain('Vader');

    const guest = await call(createOrder, {
      body: orderSubmission([{ id: product, quantity: 1 }], {
        customer: { email: 'gast@example.nl', first_name: 'Gert', last_name: 'Gast' },
        recipient: { ...typed, save_as: 'Opa' },
      }),
    });
    expect(guest.status).toBe(201);
    const row = await orderRow((guest.body as { order: { number: string } }).order.number);
    expect(row.userId).toBeNull();
    const [recipient] = await database()
      .db.select()
      .from(orderRecipients)
      .where(eq(orderRecipients.orderId, row.id));
    expect(recipient).toMatchObject({ firstName: 'Joop', street: 'Kerkstraat' });
  });

  it('renews a subscription to the recipient, billed to the buyer', async () => {
    await database().db.update(subscriptions).set({ status: 'cancelled' });
    const created = await call(createSubscription, {
      token: daughter.token,
      body: order({ recipient_id: saved.id, is_subscription: true, subscription_interval: 4 }),
    });
    expect(created.status).toBe(201);
    await pay((created.body as { redirectUrl: string }).redirectUrl);
    const first = await orderRow((created.body as { order: { number: string } }).order.number);
    const [subscription] = await database()
      .db.select()
      .from(subscriptions)
      .where(eq(subscriptions.id, first.subscriptionId!));
    const renewed = await runDueRenewals(new Date(`${subscription!.nextPaymentDate}T10:00:00+01:00`));
    expect(renewed.failed).toEqual([]);
    const renewal = await orderRow(renewed.ordered[0]!);
    expect(renewal).toMatchObject({ email: DAUGHTER.email, street: 'Dam' });
    const [recipient] = await database()
      .db.select()
      .from(orderRecipients)
      .where(eq(orderRecipients.orderId, renewal.id));
    expect(recipient).toMatchObject({ firstName: 'Riet', street: 'Oudegracht' });
    // The renewal is the daughter's (decision 028): in her account, not a guest order.
    expect(renewal.userId).toBe(first.userId);

    // Her subscription card shows where the renewals go: her mother, at her mother's address.
    const listed = (await call(listSubscriptions, { path: '/api/subscriptions', token: daughter.token }))
      .body as {
      subscriptions: AccountSubscription[];
    };
    const card = listed.subscriptions.find((entry) => entry.id === subscription!.publicId)!;
    expect(card.recipient_name).toBe('Riet Jansen');
    expect(card.address).toMatchObject({ street: 'Oudegracht', city: MOTHER.city });

    // "Adres wijzigen" moves the mother's deliveries; the daughter stays the payer at her own address.
    const moved = await call(changeAddress, {
      token: daughter.token,
      params: { id: subscription!.publicId },
      body: {
        street: 'Dam',
        street_number: '7',
        street_addition: null,
        postcode: '1012 JS',
        city: 'Amsterdam',
      },
    });
    expect(moved.status).toBe(200);
    expect((moved.body as { subscription: AccountSubscription }).subscription).toMatchObject({
      recipient_name: card.recipient_name,
      address: { street: 'Dam', street_number: '7', postcode: '1012 JS' },
    });
    const [after] = await database()
      .db.select()
      .from(subscriptions)
      .where(eq(subscriptions.id, subscription!.id));
    const template = after!.template as {
      address: { street: string };
      recipient: { street: string; first_name: string };
    };
    expect(template.address.street).toBe('Dam');
    expect(template.recipient).toMatchObject({ first_name: 'Riet', street: 'Dam' });
    subscriptionId = subscription!.publicId;
  });

  it("lets the buyer send the renewals to another saved recipient or to herself, never to a stranger's", async () => {
    const choose = (token: string, deliver_to: unknown) =>
      call(changeAddress, { token, params: { id: subscriptionId }, body: { deliver_to } });
    const uncle = await call(addRecipient, {
      token: daughter.token,
      body: {
        ...MOTHER,
        label: 'Oom',
        first_name: 'Kees',
        street: 'Lange Nieuwstraat',
        house_number: '3',
        addition: '',
      },
    });
    const uncleId = (uncle.body as { recipient: SavedRecipient }).recipient.id;
    const theirs = await call(addRecipient, {
      token: stranger,
      body: { ...MOTHER, label: 'Buur', first_name: 'Piet' },
    });
    const theirId = (theirs.body as { recipient: SavedRecipient }).recipient.id;

    expect((await choose(daughter.token, 'iemand')).status).toBe(422);
    expect((await choose(daughter.token, theirId)).status).toBe(404);
    expect((await choose(daughter.token, 999_999)).status).toBe(404);
    // The stranger cannot touch the daughter's subscription with his own recipient either.
    expect((await choose(stranger, theirId)).status).toBe(404);

    const toUncle = await choose(daughter.token, uncleId);
    expect(toUncle.status).toBe(200);
    expect((toUncle.body as { subscription: AccountSubscription }).subscription).toMatchObject({
      recipient_name: 'Kees Jansen',
      address: { street: 'Lange Nieuwstraat', street_number: '3', postcode: '3511 AB' },
    });
    const row = async () =>
      (
        await database().db.select().from(subscriptions).where(eq(subscriptions.publicId, subscriptionId))
      )[0]!;
    const renewed = await runDueRenewals(new Date(`${(await row()).nextPaymentDate}T10:00:00+01:00`));
    const renewal = await orderRow(renewed.ordered[0]!);
    expect(renewal).toMatchObject({ email: DAUGHTER.email, userId: daughter.id, street: 'Dam' });
    const [recipient] = await database()
      .db.select()
      .from(orderRecipients)
      .where(eq(orderRecipients.orderId, renewal.id));
    expect(recipient).toMatchObject({ firstName: 'Kees', street: 'Lange Nieuwstraat' });

    // 'Own address' is the address the subscription bills and delivers to, not the account's
    // profile address, which may have moved on since.
    await database()
      .db.update(users)
      .set({
        savedAddress: {
          postcode: '9711 AA',
          house_number: '1',
          addition: null,
          street: 'Grote Markt',
          city: 'Groningen',
        },
      })
      .where(eq(users.id, daughter.id));
    const toHerself = await choose(daughter.token, 'own');
    expect(toHerself.status).toBe(200);
    expect((toHerself.body as { subscription: AccountSubscription }).subscription).toMatchObject({
      recipient_name: null,
      address: { street: 'Dam', city: 'Amsterdam' },
    });
    const next = await runDueRenewals(new Date(`${(await row()).nextPaymentDate}T10:00:00+01:00`));
    const own = await orderRow(next.ordered[0]!);
    expect(own).toMatchObject({ userId: daughter.id, street: 'Dam' });
    const none = await database()
      .db.select()
      .from(orderRecipients)
      .where(eq(orderRecipients.orderId, own.id));
    expect(none).toEqual([]);
  });

  it('forgets the saved recipients with the account', async () => {
    await database().db.delete(users).where(eq(users.id, daughter.id));
    expect((await call(listRecipients, { token: daughter.token })).status).toBe(401);
  });
});
