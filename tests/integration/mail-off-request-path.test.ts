import { describe, expect, it } from 'vitest';
import { POST as forgot } from '~/pages/api/forgot-password';
import { POST as requestWithdrawalLink } from '~/pages/api/withdrawal/request';
import { drainAfterAnswer } from '~/server/after-answer';
import { orders } from '~/server/db/schema';
import { drainOutbox } from '~/server/outbox';
import { call } from '../helpers/api';
import { setupTestDatabase } from '../helpers/db';
import { setupSmtpServer } from '../helpers/smtp';
import { customerWithPassword } from '../helpers/users';

/**
 * Forgot-password and the guest withdrawal request mail only when the address is known. If
 * the lookup or the mail happened before answering, a known address would answer later than an
 * unknown one (an account or order lookup service). The lookup runs after the answer and the
 * mail goes out from the outbox: the answer is there while no mail has been sent yet.
 */
const database = setupTestDatabase();
const { inbox } = setupSmtpServer();

async function answersBeforeTheMailIsSent(send: () => Promise<{ status: number }>, to: string) {
  const { status } = await send();
  expect(status).toBe(200);
  expect(inbox.some((message) => message.to.includes(to))).toBe(false);
  await drainAfterAnswer();
  await drainOutbox();
  expect(inbox.some((message) => message.to.includes(to))).toBe(true);
}

describe('mail work happens after the answer', () => {
  it('forgot password answers a known address before its mail is sent', async () => {
    const email = 'bekend@example.nl';
    const password = 'tulpen in mei 2026';
    await customerWithPassword(database(), email, password);
    await answersBeforeTheMailIsSent(() => call(forgot, { body: { email } }), email);
  });

  it('the withdrawal request answers a known order before its mail is sent', async () => {
    const email = 'herroeper@example.nl';
    await database().db.insert(orders).values({
      number: 'ZZ-700001',
      email,
      firstName: 'Herman',
      lastName: 'Roeper',
      street: 'Dam',
      streetNumber: '1',
      postcode: '1012 JS',
      city: 'Amsterdam',
      subtotalCents: 1000,
      shippingCents: 0,
      vatCents: 83,
      totalCents: 1000,
      status: 'delivered',
      deliveredAt: new Date(),
    });
    await answersBeforeTheMailIsSent(
      () => call(requestWithdrawalLink, { body: { order_number: 'ZZ-700001', email } }),
      email,
    );
  });
});
