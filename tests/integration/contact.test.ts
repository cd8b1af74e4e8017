import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as contact } from '~/pages/api/contact';
import { contactMessages } from '~/server/db/schema';
import { resetEnvForTests } from '~/server/env';
import { call } from '../helpers/api';
import { setupTestDatabase } from '../helpers/db';
import { decodeMail, setupSmtpServer } from '../helpers/smtp';

const database = setupTestDatabase();
const { inbox } = setupSmtpServer();

describe('POST /api/contact', () => {
  beforeAll(() => {
    process.env.SHOP_EMAIL = 'klantenservice@winkel.test';
    resetEnvForTests();
  });
  afterAll(() => {
    delete process.env.SHOP_EMAIL;
    resetEnvForTests();
  });

  const message = {
    name: 'Gerda Jansen',
    email: 'Gerda@Example.nl',
    subject: 'Welke maat?',
    message: 'Welke maat past bij een heupomvang van 104 cm?\n\nMet vriendelijke groet.',
  };

  it('stores the message, mails it to the shop with Reply-To the sender and thanks the visitor', async () => {
    const response = await call(contact, { body: message });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: expect.stringContaining('verstuurd') });

    const rows = await database().db.select().from(contactMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Gerda Jansen',
      email: 'gerda@example.nl',
      subject: 'Welke maat?',
      message: message.message,
    });

    const mails = inbox.filter((mail) => mail.to.includes('klantenservice@winkel.test'));
    expect(mails).toHaveLength(1);
    const text = decodeMail(mails[0]!.raw);
    expect(text).toMatch(/^Reply-To: Gerda@Example\.nl/im);
    expect(text).toMatch(/^Subject: .*Welke maat\?/m);
    expect(text).toContain('heupomvang van 104 cm');
    expect(text).toContain('Gerda Jansen');
  });

  it('stores a message without a subject', async () => {
    const { subject: _, ...rest } = message;
    const response = await call(contact, { body: { ...rest, name: 'Zonder onderwerp' } });
    expect(response.status).toBe(200);
    const rows = await database().db.select().from(contactMessages);
    expect(rows.find((row) => row.name === 'Zonder onderwerp')?.subject).toBeNull();
  });

  it('answers 422 with Dutch field errors for a bad e-mail, and stores or mails nothing', async () => {
    const before = (await database().db.select().from(contactMessages)).length;
    const mailsBefore = inbox.length;
    const response = await call(contact, {
      body: { ...message, name: '  ', email: 'gerda-at-example', message: 'Te kort' },
    });
    expect(response.status).toBe(422);
    const { errors } = response.body as { errors: Record<string, string[]> };
    expect(errors).toEqual({
      name: ['Vul je naam in.'],
      email: ['Vul een geldig e-mailadres in.'],
      message: ['Schrijf een bericht van minstens 10 tekens.'],
    });
    expect(await database().db.select().from(contactMessages)).toHaveLength(before);
    expect(inbox).toHaveLength(mailsBefore);
  });

  it('pretends success when the hidden honeypot is filled, and stores and mails nothing', async () => {
    const before = (await database().db.select().from(contactMessages)).length;
    const mailsBefore = inbox.length;
    const response = await call(contact, { body: { ...message, website: 'https://spam.example' } });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: expect.stringContaining('verstuurd') });
    expect(await database().db.select().from(contactMessages)).toHaveLength(before);
    expect(inbox).toHaveLength(mailsBefore);
  });

  it('limits how many messages one address can send', async () => {
    let status = 200;
    for (let attempt = 0; attempt < 12 && status === 200; attempt++)
      status = (await call(contact, { body: { ...message, website: 'bot' } })).status;
    expect(status).toBe(429);
  });
});
