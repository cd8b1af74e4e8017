import { describe, expect, it } from 'vitest';
import { POST as contact } from '~/pages/api/contact';
import { contactMessages } from '~/server/db/schema';
import { call } from '../helpers/api';
import { setupTestDatabase } from '../helpers/db';
import { decodeMail, setupSmtpServer } from '../helpers/smtp';

const database = setupTestDatabase();
const { inbox } = setupSmtpServer();

const message = {
  name: 'Gerda Jansen',
  email: 'gerda@example.nl',
  subject: 'Maat',
  message: 'Welke maat past bij een heupomvang van 104 cm?',
};

describe('POST /api/contact', () => {
  it('stores the message and mails it to the shop with Reply-To the visitor', async () => {
    const response = await call(contact, { body: message });
    expect(response).toMatchObject({ status: 200, body: { status: expect.stringContaining('verstuurd') } });
    const rows = await database().db.select().from(contactMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Gerda Jansen', email: 'gerda@example.nl', subject: 'Maat' });

    const mail = inbox.find((entry) => entry.to.includes('service@zorgzaam.example'));
    expect(mail).toBeDefined();
    const text = decodeMail(mail!.raw);
    expect(text).toMatch(/Reply-To: gerda@example\.nl/i);
    expect(text).toContain('heupomvang van 104 cm');
  });

  it('answers 422 with field errors for a bad e-mail address and a too short message', async () => {
    const response = await call(contact, { body: { ...message, email: 'geen-adres', message: 'kort' } });
    expect(response.status).toBe(422);
    expect(Object.keys((response.body as { errors: Record<string, string[]> }).errors).sort()).toEqual([
      'email',
      'message',
    ]);
  });

  it('pretends success to a bot that fills the hidden field, and stores nothing', async () => {
    const before = (await database().db.select().from(contactMessages)).length;
    const response = await call(contact, { body: { ...message, website: 'https://spam.example' } });
    expect(response.status).toBe(200);
    expect(await database().db.select().from(contactMessages)).toHaveLength(before);
  });
});
