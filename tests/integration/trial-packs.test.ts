import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StaffTrialRequest } from '~/features/trial-packs/trial-packs';
import { confirmTrial } from '~/features/trial-packs/trial-requests.server';
import { queueTrialFollowUps } from '~/features/trial-packs/trial-staff.server';
import { messages } from '~/lib/messages';
import { POST as ship } from '~/pages/api/admin/trial-packs/[id]/ship';
import { GET as listRequests } from '~/pages/api/admin/trial-packs/index';
import { POST as requestTrial } from '~/pages/api/trial-pack';
import ConfirmPage from '~/pages/proefpakket/bevestigen.astro';
import {
  consents,
  outboxEvents,
  postcodeAddresses,
  products,
  productVariations,
  trialRequests,
} from '~/server/db/schema';
import { drainOutbox } from '~/server/outbox';
import { call } from '../helpers/api';
import { setupTestDatabase } from '../helpers/db';
import { requestPage } from '../helpers/render';
import { decodeMail, setupSmtpServer } from '../helpers/smtp';
import { userWithToken } from '../helpers/users';

const database = setupTestDatabase();
const SOURCE = '/proefpakket/bevestigen';
const smtp = setupSmtpServer();
const DAY = 24 * 60 * 60 * 1000;

let pads: number;
let pants: number;
let sizeM: number;
let sizeL: number;
let staff: string;
let customer: string;

beforeAll(async () => {
  const db = database().db;
  [{ id: pads }] = (await db
    .insert(products)
    .values({ slug: 'inlegger', name: 'Inlegger Licht', priceCents: 600, stock: 5, vatRateBasisPoints: 900 })
    .returning({ id: products.id })) as [{ id: number }];
  [{ id: pants }] = (await db
    .insert(products)
    .values({ slug: 'pants', name: 'Pants', priceCents: 1500, stock: 0, vatRateBasisPoints: 900 })
    .returning({ id: products.id })) as [{ id: number }];
  const sizes = await db
    .insert(productVariations)
    .values([
      { productId: pants, name: 'M', slug: 'pants-m', priceCents: 1500, stock: 4 },
      { productId: pants, name: 'L', slug: 'pants-l', priceCents: 1500, stock: 0 },
    ])
    .returning({ id: productVariations.id });
  [sizeM, sizeL] = sizes.map((size) => size.id) as [number, number];
  // The address lookup's register: Dam 1 exists without an addition and with A, B and C; Dam 2
  // only without one.
  await db.insert(postcodeAddresses).values(
    [
      ['', 1],
      ['A', 1],
      ['B', 1],
      ['C', 1],
      ['', 2],
    ].map(([addition, houseNumber]) => ({
      postcode: '1012 JS',
      houseNumber: houseNumber as number,
      addition: addition as string,
      street: 'Dam',
      city: 'Amsterdam',
    })),
  );
  staff = (await userWithToken(database(), 'editor', 'magazijn@example.nl')).token;
  customer = (await userWithToken(database(), 'customer', 'klant@example.nl')).token;
});

const request = (overrides: Record<string, unknown> = {}) => ({
  email: 'proef@example.nl',
  first_name: 'Els',
  last_name: 'Proef',
  address: { postcode: '1012 JS', house_number: '1', addition: 'a', street: 'Dam', city: 'Amsterdam' },
  items: [{ product_id: pads }, { product_id: pants, variation_id: sizeM }],
  follow_up_consent: true,
  ...overrides,
});
const ask = (body: Record<string, unknown>, ip = '10.0.0.1') =>
  call(requestTrial, { body, clientAddress: ip });

/** The confirmation link's token from the newest double opt-in mail to `to`. */
function tokenMailedTo(to: string): string {
  const mail = [...smtp.inbox].reverse().find((received) => received.to.includes(to));
  const body = decodeMail(mail!.raw);
  expect(body).toMatch(/^Subject: Bevestig je aanvraag$/m);
  return /proefpakket\/bevestigen\?token=([\w-]+)/.exec(body)![1]!;
}
const stockOf = async () => ({
  pads: (await database().db.select().from(products).where(eq(products.id, pads)))[0]!.stock,
  m: (await database().db.select().from(productVariations).where(eq(productVariations.id, sizeM)))[0]!.stock,
});

let requestId = 0;

describe('free trial pack', () => {
  it('checks what may be sent: at most 3 products, a size in stock for products with sizes', async () => {
    const four = await ask(
      request({ email: 'vier@example.nl', items: [1, 2, 3, 4].map((id) => ({ product_id: id })) }),
    );
    expect(four.status).toBe(422);
    const noSize = await ask(request({ email: 'maat@example.nl', items: [{ product_id: pants }] }));
    expect(noSize.status).toBe(422);
    expect((noSize.body as { errors: Record<string, string[]> }).errors['items.0.variation_id']).toEqual([
      'Kies de maat van dit product.',
    ]);
    const soldOutSize = await ask(
      request({ email: 'op@example.nl', items: [{ product_id: pants, variation_id: sizeL }] }),
    );
    expect(soldOutSize.status).toBe(422);
    const twice = await ask(
      request({ email: 'twee@example.nl', items: [{ product_id: pads }, { product_id: pads }] }),
    );
    expect(twice.status).toBe(422);
  });

  it('needs no account and no payment: stored unconfirmed until the mailed link is followed', async () => {
    const answer = await ask(request());
    expect(answer.status).toBe(202);
    await drainOutbox();
    const [row] = await database().db.select().from(trialRequests);
    expect(row).toMatchObject({ status: 'unconfirmed', householdKey: '1012JS|1|A' });
    requestId = row!.id;
    // The link's token is made as the mail goes; the outbox (shown to staff) never holds it.
    const [event] = await database()
      .db.select()
      .from(outboxEvents)
      .where(eq(outboxEvents.type, 'trial.requested'));
    expect(event!.payload).toEqual({ requestId });
    const token = tokenMailedTo('proef@example.nl');
    // Opening the link (a mail scanner) confirms nothing and orders nothing: a page with a button.
    const link = `/proefpakket/bevestigen?token=${token}`;
    const opened = await requestPage(ConfirmPage, link);
    expect(opened.status).toBe(200);
    expect(opened.html).toContain('method="post"');
    expect(opened.html).toContain(messages.consent.trial_pack.text);
    const [still] = await database().db.select().from(trialRequests).where(eq(trialRequests.id, requestId));
    expect(still!.status).toBe('unconfirmed');
    expect(await database().db.select().from(consents)).toEqual([]);
    // The button posts: confirmed, with the consent stored.
    const pressed = await requestPage(ConfirmPage, link, 'POST');
    expect(pressed.status).toBe(200);
    expect(pressed.html).toContain(messages.trialPack.confirmed);
    expect(await database().db.select().from(consents)).toEqual([
      expect.objectContaining({
        email: 'proef@example.nl',
        subject: 'trial_pack',
        textVersion: messages.consent.trial_pack.version,
        shownText: messages.consent.trial_pack.text,
        source: '/proefpakket/bevestigen',
      }),
    ]);
    expect(await confirmTrial(token, SOURCE)).toBe(false); // used
    const [after] = await database().db.select().from(trialRequests).where(eq(trialRequests.id, requestId));
    expect(after!.status).toBe('confirmed');
  });

  it('allows one per household per 6 months, however the address is written', async () => {
    const again = await ask(
      request({
        email: 'buurvrouw@example.nl',
        address: { postcode: '1012js', house_number: '1', addition: 'A ', street: 'Dam', city: 'Amsterdam' },
      }),
      '10.0.0.2',
    );
    expect(again.status).toBe(409);
    expect((again.body as { message: string }).message).toBe(
      'Op dit adres is in de afgelopen 6 maanden al een proefpakket aangevraagd.',
    );
    // Another addition is another household.
    const upstairs = await ask(
      request({ email: 'boven@example.nl', address: { ...request().address, addition: 'B' } }),
      '10.0.0.3',
    );
    expect(upstairs.status).toBe(202);
    // Two unconfirmed requests of one household: the first confirmed wins, the other is cancelled.
    const twinA = await ask(
      request({ email: 'a@example.nl', address: { ...request().address, addition: 'C' } }),
      '10.0.0.4',
    );
    const twinB = await ask(
      request({ email: 'b@example.nl', address: { ...request().address, addition: 'C' } }),
      '10.0.0.5',
    );
    expect([twinA.status, twinB.status]).toEqual([202, 202]);
    await drainOutbox();
    expect(await confirmTrial(tokenMailedTo('a@example.nl'), SOURCE)).toBe(true);
    expect(await confirmTrial(tokenMailedTo('b@example.nl'), SOURCE)).toBe(false);
  });

  it('counts the 6 months from the earlier request', async () => {
    await database()
      .db.update(trialRequests)
      .set({ createdAt: new Date(Date.now() - 190 * DAY) })
      .where(eq(trialRequests.id, requestId));
    const later = await ask(request({ email: 'later@example.nl' }), '10.0.0.6');
    expect(later.status).toBe(202);
    await drainOutbox();
    expect(await confirmTrial(tokenMailedTo('later@example.nl'), SOURCE)).toBe(true);
    await database()
      .db.update(trialRequests)
      .set({ createdAt: new Date() })
      .where(eq(trialRequests.id, requestId));
  });

  it('is shipped by staff like an order: stock taken once, the requester mailed', async () => {
    expect((await call(listRequests, { token: customer })).status).toBe(403);
    const listed = (await call(listRequests, { token: staff })).body as { requests: StaffTrialRequest[] };
    const mine = listed.requests.find((one) => one.id === requestId)!;
    expect(mine).toMatchObject({
      status: 'confirmed',
      name: 'Els Proef',
      addressLines: ['Dam 1 A', '1012 JS Amsterdam'],
    });
    expect(mine.lines).toEqual([
      { name: 'Inlegger Licht', stock: 5 },
      { name: 'Pants - M', stock: 4 },
    ]);
    const before = await stockOf();
    const shipped = await call(ship, {
      token: staff,
      params: { id: String(requestId) },
      body: { track_and_trace: '3SPROEF123' },
    });
    expect(shipped.status).toBe(200);
    const again = await call(ship, { token: staff, params: { id: String(requestId) }, body: {} });
    expect(again.status).toBe(409);
    expect(await stockOf()).toEqual({ pads: before.pads - 1, m: before.m - 1 });
    await drainOutbox();
    const mail = [...smtp.inbox].reverse().find((received) => received.to.includes('proef@example.nl'));
    const body = decodeMail(mail!.raw);
    expect(body).toMatch(/^Subject: Je proefpakket is onderweg$/m);
    expect(body).toContain('3SPROEF123');
  });

  it('refuses to ship what is out of stock, and an unconfirmed request', async () => {
    const byEmail = async (email: string) =>
      (await database().db.select().from(trialRequests).where(eq(trialRequests.email, email)))[0]!;
    const unconfirmed = await byEmail('boven@example.nl');
    expect(
      (await call(ship, { token: staff, params: { id: String(unconfirmed.id) }, body: {} })).status,
    ).toBe(409);
    const confirmed = await byEmail('later@example.nl');
    await database().db.update(productVariations).set({ stock: 0 }).where(eq(productVariations.id, sizeM));
    const refused = await call(ship, { token: staff, params: { id: String(confirmed.id) }, body: {} });
    expect(refused.status).toBe(409);
    expect((refused.body as { message: string }).message).toBe('Pants is niet meer op voorraad.');
    expect((await stockOf()).pads).toBe(4); // nothing taken
  });

  it('sends the follow-up a week after shipping, once, and only with consent', async () => {
    const shippedAt = (
      await database().db.select().from(trialRequests).where(eq(trialRequests.id, requestId))
    )[0]!.shippedAt!;
    expect(await queueTrialFollowUps(new Date(shippedAt.getTime() + 6 * DAY))).toBe(0);
    expect(await queueTrialFollowUps(new Date(shippedAt.getTime() + 7 * DAY + 1000))).toBe(1);
    expect(await queueTrialFollowUps(new Date(shippedAt.getTime() + 8 * DAY))).toBe(0);
    await drainOutbox();
    const followUps = smtp.inbox.filter((received) =>
      /^Subject: Hoe bevalt het\?$/m.test(decodeMail(received.raw)),
    );
    expect(followUps.map((received) => received.to)).toEqual([['proef@example.nl']]);
    // Not strictly transactional: one-click unsubscribe (RFC 8058) with an https link.
    const headers = decodeMail(followUps[0]!.raw).replace(/\r?\n[ \t]+/g, ' ');
    expect(headers).toMatch(/^List-Unsubscribe:\s*<https?:\/\/\S+\/afmelden\?token=[\w-]+>/m);
    expect(headers).toMatch(/^List-Unsubscribe-Post:\s*List-Unsubscribe=One-Click\s*$/m);
  });

  it('limits requests per address as for accounts', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++)
      statuses.push((await ask(request({ email: 'veel@example.nl' }), '10.0.0.9')).status);
    // This household had its pack (409); the fourth attempt for one e-mail address is stopped.
    expect(statuses).toEqual([409, 409, 409, 429]);
  });
});

describe('a household is a real address', () => {
  it('takes a household to be a real address: four junk spellings of one house are refused, not new households', async () => {
    const dam2 = { postcode: '1012 JS', house_number: '2', street: 'Dam', city: 'Amsterdam' };
    expect(
      (
        await ask(
          request({
            email: 'dam2@example.nl',
            address: { ...dam2, addition: null },
            items: [{ product_id: pads }],
          }),
          '10.0.1.1',
        )
      ).status,
    ).toBe(202);
    await drainOutbox();
    expect(await confirmTrial(tokenMailedTo('dam2@example.nl'), SOURCE)).toBe(true);
    const refused: { addition: string; status: number; message: string }[] = [];
    for (const [index, addition] of ['.', '0', 'huis', '\u200b'].entries()) {
      const answer = await ask(
        request({
          email: `dam2-${index}@example.nl`,
          address: { ...dam2, addition },
          items: [{ product_id: pads }],
        }),
        `10.0.1.${index + 2}`,
      );
      refused.push({
        addition,
        status: answer.status,
        message: (answer.body as { message: string }).message,
      });
    }
    expect(refused).toEqual([
      { addition: '.', status: 422, message: messages.trialPack.additionInvalid },
      { addition: '0', status: 422, message: messages.trialPack.additionUnknown },
      { addition: 'huis', status: 422, message: messages.trialPack.additionUnknown },
      { addition: '\u200b', status: 422, message: messages.trialPack.additionInvalid },
    ]);
    // An address the lookup does not know is no household either.
    const nowhere = await ask(
      request({
        email: 'nergens@example.nl',
        address: { ...dam2, house_number: '99', addition: null },
        items: [{ product_id: pads }],
      }),
      '10.0.1.9',
    );
    expect(nowhere.status).toBe(422);
    expect((nowhere.body as { message: string }).message).toBe(messages.trialPack.addressUnknown);
    const stored = await database()
      .db.select()
      .from(trialRequests)
      .where(eq(trialRequests.postcode, '1012 JS'));
    expect(stored.filter((row) => row.streetNumber === '2')).toHaveLength(1);
  });

  it('holds one per household under a race: ten spellings at once, ten confirmations at once, one pack', async () => {
    await database().db.insert(postcodeAddresses).values({
      postcode: '1012 JS',
      houseNumber: 3,
      addition: 'A',
      street: 'Dam',
      city: 'Amsterdam',
    });
    const spellings = ['A', 'a', ' A', 'A ', 'a ', ' a', 'A', 'a', 'A', 'a'];
    const answers = await Promise.all(
      spellings.map((addition, index) =>
        ask(
          request({
            email: `race-${index}@example.nl`,
            address: {
              postcode: index % 2 ? '1012js' : '1012 JS',
              house_number: '3',
              addition,
              street: 'Dam',
              city: 'Amsterdam',
            },
            items: [{ product_id: pads }],
          }),
          `10.0.2.${index + 1}`,
        ),
      ),
    );
    expect(answers.every((answer) => answer.status === 202 || answer.status === 409)).toBe(true);
    await drainOutbox();
    const tokens = spellings
      .map((_, index) => `race-${index}@example.nl`)
      .filter((email) => smtp.inbox.some((received) => received.to.includes(email)))
      .map((email) => tokenMailedTo(email));
    const confirmed = await Promise.all(tokens.map((token) => confirmTrial(token, SOURCE)));
    expect(confirmed.filter(Boolean)).toHaveLength(1);
    const rows = await database()
      .db.select()
      .from(trialRequests)
      .where(eq(trialRequests.householdKey, '1012JS|3|A'));
    expect(rows.filter((row) => row.status === 'confirmed')).toHaveLength(1);
  });
});
