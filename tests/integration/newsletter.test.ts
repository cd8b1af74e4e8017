import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { confirm, sendNewsletterIssue, unsubscribe } from '~/features/newsletter/newsletter.server';
import { messages } from '~/lib/messages';
import { POST as signUp } from '~/pages/api/newsletter-signup';
import UnsubscribePage from '~/pages/nieuwsbrief/afmelden.astro';
import ConfirmPage from '~/pages/nieuwsbrief/bevestigen.astro';
import { consents, newsletterSubscribers } from '~/server/db/schema';
import { drainOutbox } from '~/server/outbox';
import { call } from '../helpers/api';
import { setupTestDatabase } from '../helpers/db';
import { requestPage } from '../helpers/render';
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

    await drainOutbox();
    const mail = inbox.find((message) => message.to.includes('lid@example.nl'));
    expect(mail).toBeDefined();
    const text = decodeMail(mail!.raw);
    expect(text).toContain('Subject: Bevestig je aanmelding voor de nieuwsbrief');
    const token = text.match(/nieuwsbrief\/bevestigen\?token=([\w-]+)/)?.[1];
    expect(token).toBeDefined();

    // Opening the link (as a mail scanner does) confirms nothing: it shows the words and a button.
    const link = `/nieuwsbrief/bevestigen?token=${token}`;
    const opened = await requestPage(ConfirmPage, link);
    expect(opened.status).toBe(200);
    expect(opened.html).toContain('method="post"');
    expect(opened.html).toContain(messages.consent.newsletter.text);
    expect((await requestPage(ConfirmPage, link)).status).toBe(200);
    expect((await subscriber('lid@example.nl'))?.status).toBe('pending');
    expect(await database().db.select().from(consents)).toEqual([]);

    // The button posts: confirmed, and the consent stored with its words, version, time and form.
    const pressed = await requestPage(ConfirmPage, link, 'POST');
    expect(pressed.status).toBe(200);
    expect(pressed.html).toContain(messages.newsletterPages.confirmed);
    expect((await subscriber('lid@example.nl'))?.status).toBe('confirmed');
    const [consent] = await database().db.select().from(consents);
    expect(consent).toMatchObject({
      email: 'lid@example.nl',
      subject: 'newsletter',
      textVersion: messages.consent.newsletter.version,
      shownText: messages.consent.newsletter.text,
      source: '/nieuwsbrief/bevestigen',
      withdrawnAt: null,
    });
    expect(consent!.givenAt).toBeInstanceOf(Date);
    expect((await requestPage(ConfirmPage, link, 'POST')).status).toBe(422);
    expect(await confirm(token!, '/nieuwsbrief/bevestigen')).toBe(false);
  });

  it('answers a known address exactly like a new one, without mailing a confirmed subscriber again', async () => {
    const before = inbox.length;
    const { status, body } = await call(signUp, { body: { email: 'lid@example.nl' } });
    expect(status).toBe(200);
    expect(body).toEqual({ status: 'Hartelijk dank voor je aanmelding!' });
    await drainOutbox();
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
    const [consent] = await database().db.select().from(consents);
    expect(consent!.withdrawnAt).toBeInstanceOf(Date);
    expect(await unsubscribe('onbekend')).toBe(false);
  });
});

describe('newsletter issues', () => {
  it('reach confirmed subscribers only, each with their own unsubscribe link and header', async () => {
    await call(signUp, { body: { email: 'trouw@example.nl' } });
    await drainOutbox();
    const confirmMail = decodeMail(inbox.findLast((message) => message.to.includes('trouw@example.nl'))!.raw);
    await confirm(
      confirmMail.match(/nieuwsbrief\/bevestigen\?token=([\w-]+)/)![1]!,
      '/nieuwsbrief/bevestigen',
    );
    await call(signUp, { body: { email: 'twijfel@example.nl' } });
    await drainOutbox();
    const before = inbox.length;

    const sent = await sendNewsletterIssue({
      subject: 'Tips voor de zomer',
      preheader: 'Fris en zeker de warme dagen door.',
      heading: 'Fris de zomer door',
      paragraphs: ['Drie tips voor warme dagen.'],
    });
    expect(sent).toBe(1);
    const delivered = inbox.slice(before);
    expect(delivered.map((message) => message.to)).toEqual([['trouw@example.nl']]);
    const text = decodeMail(delivered[0]!.raw);
    const row = await subscriber('trouw@example.nl');
    const link = `/nieuwsbrief/afmelden?token=${row!.unsubscribeToken}`;
    // Headers are read from the raw message: decodeMail's quoted-printable decoding would turn
    // '=ab' in a token into a byte. Long headers are folded onto continuation lines: unfold first.
    const rawHeaders = delivered[0]!.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
    const header = rawHeaders.match(/^List-Unsubscribe:\s*<([^>]+)>/m)?.[1]?.replace(/\s+/g, '');
    expect(header).toMatch(/^https?:\/\//);
    expect(header?.endsWith(link)).toBe(true);
    // One click (RFC 8058): the mail provider POSTs to that link.
    expect(rawHeaders).toMatch(/^List-Unsubscribe-Post:\s*List-Unsubscribe=One-Click\s*$/m);
    expect(text).toContain('Afmelden: ');
    expect(text).toContain(link);

    // Opening the link only asks; the button (or the mail program's one-click POST) unsubscribes.
    const opened = await requestPage(UnsubscribePage, link);
    expect(opened.status).toBe(200);
    expect(opened.html).toContain(messages.newsletterPages.unsubscribeHeading);
    expect((await subscriber('trouw@example.nl'))?.status).toBe('confirmed');
    const pressed = await requestPage(UnsubscribePage, link, 'POST');
    expect(pressed.status).toBe(200);
    expect(pressed.html).toContain(messages.newsletterPages.noMore);
    expect((await subscriber('trouw@example.nl'))?.status).toBe('unsubscribed');
    const unknown = await requestPage(UnsubscribePage, '/nieuwsbrief/afmelden?token=onbekend', 'POST');
    expect(unknown.status).toBe(404);
    expect(unknown.html).toContain(messages.newsletterPages.linkBroken);
  });

  it('limits sign-ups per address: the fourth within an hour gets 429', async () => {
    for (let i = 0; i < 3; i++)
      expect((await call(signUp, { body: { email: 'veel@example.nl' } })).status).toBe(200);
    const blocked = await call(signUp, { body: { email: 'VEEL@example.nl' } });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBeTruthy();
  });
});
