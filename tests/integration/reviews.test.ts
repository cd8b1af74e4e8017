import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { inviteToReview } from '~/features/reviews/review-mail.server';
import { approvedReviews, reviewableOrder, submitReview } from '~/features/reviews/reviews.server';
import UnsubscribePage from '~/pages/afmelden.astro';
import { POST as deliver } from '~/pages/api/admin/orders/[number]/deliver';
import { GET as pending } from '~/pages/api/admin/reviews';
import { POST as decide } from '~/pages/api/admin/reviews/[id]';
import { orderLines, orders, products, returnRequests } from '~/server/db/schema';
import { HttpError } from '~/server/http/errors';
import { drainOutbox } from '~/server/outbox';
import { call } from '../helpers/api';
import { setupTestDatabase } from '../helpers/db';
import { requestPage } from '../helpers/render';
import { decodeMail, setupSmtpServer } from '../helpers/smtp';
import { insertOrder, userWithToken } from './admin-fixtures';

/* Reviews only by buyers of the product, invited after delivery, shown once approved. */

const database = setupTestDatabase();
const { inbox } = setupSmtpServer();

let editor: { token: string };
let customer: { token: string };
let pants: { id: number; name: string };
let pads: { id: number; name: string };

beforeAll(async () => {
  editor = { token: (await userWithToken(database(), 'editor', 'redactie@reviews.test')).token };
  customer = { token: (await userWithToken(database(), 'customer', 'klant@reviews.test')).token };
  const created = await database()
    .db.insert(products)
    .values([
      { slug: 'review-pants', name: 'Review Pants Dames', priceCents: 1495, stock: 20 },
      { slug: 'review-verband', name: 'Review Verband', priceCents: 895, stock: 20 },
    ])
    .returning({ id: products.id, name: products.name });
  [pants, pads] = [created[0]!, created[1]!];
});

async function shippedOrder(email: string) {
  return insertOrder(database(), {
    email,
    status: 'shipped',
    createdAt: new Date(),
    firstName: 'Marja',
    lastName: 'van der Veen',
    lines: [{ productId: pants!.id, name: pants!.name, quantity: 2, unitPriceCents: 1495 }],
    paid: true,
  });
}

/** The token of the last invitation mailed to `email`, read from the mail like a buyer would. */
function invitationToken(email: string): string {
  const mail = inbox.findLast((message) => message.to.includes(email));
  const body = decodeMail(mail?.raw ?? '');
  const token = body.match(/\/review\/([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`no review invitation mailed to ${email}`);
  return token;
}

/** Staff mark the order delivered; the outbox then runs the invitation handler. */
async function deliverCall(number: string) {
  const response = await call(deliver, { method: 'POST', params: { number }, token: editor.token, body: {} });
  await drainOutbox();
  return response;
}

describe('reviews by buyers', () => {
  it('invites the buyer once after delivery, with no product name in the subject', async () => {
    const order = await shippedOrder('koper@reviews.test');
    expect((await deliverCall(order.number)).status).toBe(200);
    const mails = inbox.filter((message) => message.to.includes('koper@reviews.test'));
    expect(mails).toHaveLength(1);
    const subject = mails[0]!.raw.match(/^Subject: (.*)$/m)?.[1];
    expect(subject).toBe(`Hoe bevalt je bestelling ${order.number}?`);
    expect(decodeMail(mails[0]!.raw)).not.toContain('Pants');

    // A repeated invitation (a retried delivery, a handler run twice) sends nothing.
    expect(await inviteToReview(order.id)).toBe(false);
    expect(inbox.filter((message) => message.to.includes('koper@reviews.test'))).toHaveLength(1);
  });

  it('carries a one-click unsubscribe (RFC 8058): the POST answers 200 and stops the invitations', async () => {
    const first = await shippedOrder('een-klik@reviews.test');
    await deliverCall(first.number);
    const raw = decodeMail(inbox.findLast((message) => message.to.includes('een-klik@reviews.test'))!.raw);
    const headers = raw.replace(/\r?\n[ \t]+/g, ' ');
    expect(headers).toMatch(/^List-Unsubscribe-Post:\s*List-Unsubscribe=One-Click\s*$/m);
    const link = headers.match(/^List-Unsubscribe:\s*<(https?:\/\/[^>]+)>/m)![1]!;
    const path = new URL(link).pathname + new URL(link).search;
    expect(path).toMatch(/^\/afmelden\?token=/);

    // A browser (or a scanner) that opens the link gets a button and changes nothing.
    const opened = await requestPage(UnsubscribePage, path);
    expect(opened.status).toBe(200);
    expect(opened.html).toContain('method="post"');
    const second = await shippedOrder('een-klik@reviews.test');
    await deliverCall(second.number);
    expect(inbox.filter((message) => message.to.includes('een-klik@reviews.test'))).toHaveLength(2);

    // The mail program's one-click POST, without login.
    expect((await requestPage(UnsubscribePage, path, 'POST')).status).toBe(200);
    const third = await shippedOrder('een-klik@reviews.test');
    await deliverCall(third.number);
    expect(inbox.filter((message) => message.to.includes('een-klik@reviews.test'))).toHaveLength(2);
    expect((await requestPage(UnsubscribePage, '/afmelden?token=onbekend', 'POST')).status).toBe(404);
  });

  it('lets the buyer review only what the order held, once, shown only after approval', async () => {
    const order = await shippedOrder('schrijver@reviews.test');
    await deliverCall(order.number);
    const token = invitationToken('schrijver@reviews.test');
    expect((await reviewableOrder(token))?.products).toEqual([
      { id: pants!.id, name: pants!.name, reviewed: false },
    ]);

    // A product the buyer did not buy cannot be reviewed with this order's link.
    await expect(
      submitReview(token, { product_id: pads!.id, rating: 5, body: 'Nooit gekocht, toch een review.' }),
    ).rejects.toMatchObject({ status: 422 });
    // Nor without a real invitation.
    await expect(
      submitReview('verzonnen-token', {
        product_id: pants!.id,
        rating: 5,
        body: 'Geen koper, wel een mening.',
      }),
    ).rejects.toBeInstanceOf(HttpError);

    await submitReview(token, { product_id: pants!.id, rating: 4, body: 'Zit goed en blijft droog.' });
    await expect(
      submitReview(token, { product_id: pants!.id, rating: 1, body: 'Nog een keer proberen.' }),
    ).rejects.toMatchObject({ status: 409 });

    // Waiting for staff: the product shows nothing yet.
    expect((await approvedReviews(pants!.id)).summary).toBeNull();
    const list = await call(pending, { token: editor.token });
    const waiting = (list.body as { reviews: { id: number; author: string; orderNumber: string }[] }).reviews;
    expect(waiting).toEqual([expect.objectContaining({ author: 'Marja V.', orderNumber: order.number })]);

    // A customer cannot decide; staff approve once.
    const id = String(waiting[0]!.id);
    expect(
      (await call(decide, { params: { id }, token: customer.token, body: { decision: 'approved' } })).status,
    ).toBe(403);
    expect(
      (await call(decide, { params: { id }, token: editor.token, body: { decision: 'approved' } })).status,
    ).toBe(200);
    expect(
      (await call(decide, { params: { id }, token: editor.token, body: { decision: 'rejected' } })).status,
    ).toBe(409);

    const shown = await approvedReviews(pants!.id);
    expect(shown.summary).toEqual({ count: 1, average: '4,0', stars: 4 });
    expect(shown.reviews).toEqual([
      expect.objectContaining({
        rating: 4,
        body: 'Zit goed en blijft droog.',
        author: 'Marja V.',
        returnedUnopened: false,
      }),
    ]);

    // One of the two packs sent back: she still received one. Both: "received" is no longer true.
    const [line] = await database().db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    const [request] = await database()
      .db.insert(returnRequests)
      .values({ orderId: order.id, orderLineId: line!.id, quantity: 1, refundCents: 1495 })
      .returning();
    expect((await approvedReviews(pants!.id)).reviews[0]!.returnedUnopened).toBe(false);
    await database()
      .db.update(returnRequests)
      .set({ quantity: 2, refundCents: 2990 })
      .where(eq(returnRequests.id, request!.id));
    expect((await approvedReviews(pants!.id)).reviews[0]!.returnedUnopened).toBe(true);
  });

  it('keeps rejected reviews off the product and closes the link of a refunded order', async () => {
    const order = await shippedOrder('weiger@reviews.test');
    await deliverCall(order.number);
    const token = invitationToken('weiger@reviews.test');
    await submitReview(token, {
      product_id: pants!.id,
      rating: 1,
      body: 'Bel mijn buurman Jan op 0612345678.',
    });
    const waiting = (
      (await call(pending, { token: editor.token })).body as { reviews: { id: number; body: string }[] }
    ).reviews.find((review) => review.body.includes('buurman'));
    await call(decide, {
      params: { id: String(waiting!.id) },
      token: editor.token,
      body: { decision: 'rejected' },
    });
    expect((await approvedReviews(pants!.id)).reviews.map((review) => review.body)).not.toContain(
      waiting!.body,
    );

    await database().db.update(orders).set({ status: 'refunded' }).where(eq(orders.id, order.id));
    expect(await reviewableOrder(token)).toBeNull();
  });

  it('answers bad decisions with 4xx (422 for bad input), never 500', async () => {
    expect(
      (await call(decide, { params: { id: 'abc' }, token: editor.token, body: { decision: 'approved' } }))
        .status,
    ).toBe(422);
    expect(
      (await call(decide, { params: { id: '999999' }, token: editor.token, body: { decision: 'approved' } }))
        .status,
    ).toBe(404);
    expect(
      (await call(decide, { params: { id: '1' }, token: editor.token, body: { decision: 'misschien' } }))
        .status,
    ).toBe(422);
  });
});
