import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { confirm, unsubscribe } from '~/features/newsletter/newsletter.server';
import { POST as signUp } from '~/pages/api/newsletter-signup';
import { newsletterSubscribers } from '~/server/db/schema';
import { call } from '../helpers/api';
import { setupTestDatabase } from '../helpers/db';
import { decodeMail, setupSmtpServer } from '../helpers/smtp';

const database = setupTestDatabase();
const { inbox } = setupSmtpServer();

async function subscriber(email: string) {
  const [row] = await database()
    .db.select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email));
  return row;
}

describe('newsletter sign-up (double opt-in)', () => {
  it('stores a pending address and mails a confirmation link that confirms it once', async () => {
    const { status, body } = await call(signUp, { body: { email: 'Lid@Example.nl' } });
    expect(status).toBe(200);
    expect(body).toEqual({ status: 'Hartelijk dank voor je aanmelding!' });
    expect((await subscriber('lid@example.nl'))?.status).toBe('pending');

    const mail = inbox.find((message) => message.to.includes('lid@example.nl'));
    expect(mail).toBeDefined();
    const text = decodeMail(mail!.raw);
    expect(text).toContain('Subject: Bevestig je aanmelding voor de nieuwsbrief');
    const token = text.match(/nieuwsbrief\/bevestigen\?token=([\w-]+)/)?.[1];
    expect(token).toBeDefined();

    expect(await confirm(token!)).toBe(true);
    expect(await confirm(token!)).toBe(false);
    expect((await subscriber('lid@example.nl'))?.status).toBe('confirmed');
  });

  it('answers a known address exactly like a new one, without mailing a confirmed subscriber again', async () => {
    const before = inbox.length;
    const { status, body } = await call(signUp, { body: { email: 'lid@example.nl' } });
    expect(status).toBe(200);
    expect(body).toEqual({ status: 'Hartelijk dank voor je aanmelding!' });
    expect(inbox.length).toBe(before);
  });

  it('refuses an invalid address with a Dutch message', async () => {
    const { status, body } = await call(signUp, { body: { email: 'geen-adres' } });
    expect(status).toBe(422);
    expect(body).toMatchObject({ errors: { email: ['Vul een geldig e-mailadres in.'] } });
  });

  it('unsubscribes with the token of the newsletter link', async () => {
    const row = await subscriber('lid@example.nl');
    expect(await unsubscribe(row!.unsubscribeToken)).toBe(true);
    expect((await subscriber('lid@example.nl'))?.status).toBe('unsubscribed');
    expect(await unsubscribe('onbekend')).toBe(false);
  });
});
