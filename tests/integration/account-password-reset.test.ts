import { describe, expect, it } from 'vitest';
import { resetLinkIsOpen } from '~/features/account/password-reset.server';
import { POST as forgot } from '~/pages/api/forgot-password';
import { POST as login } from '~/pages/api/login';
import { POST as register } from '~/pages/api/register';
import { POST as reset } from '~/pages/api/reset-password';
import { GET as getUser } from '~/pages/api/user';
import { drainAfterAnswer } from '~/server/after-answer';
import { passwordResets } from '~/server/db/schema';
import { drainOutbox } from '~/server/outbox';
import { call } from '../helpers/api';
import { setupTestDatabase } from '../helpers/db';
import { decodeMail, resetMailsTo, setupSmtpServer } from '../helpers/smtp';

const database = setupTestDatabase();
const { inbox } = setupSmtpServer();
const email = 'vergeetachtig@example.nl';
const oldPassword = 'oude fiets 1234';
const newPassword = 'nieuwe fiets 5678';

function lastResetToken(): string {
  const mail = resetMailsTo(inbox, email).at(-1);
  const token = decodeMail(mail!.raw).match(/reset-password\?token=([\w-]+)/)?.[1];
  expect(token).toBeDefined();
  return token!;
}

describe('forgot and reset password', () => {
  it('answers the same for known and unknown addresses, and mails only the known one', async () => {
    const session = await call(register, {
      body: {
        first_name: 'Vera',
        last_name: 'Vergeet',
        email,
        password: oldPassword,
        password_confirmation: oldPassword,
      },
    });
    expect(session.status).toBe(201);
    const known = await call(forgot, { body: { email } });
    const unknown = await call(forgot, { body: { email: 'niemand@example.nl' } });
    await drainAfterAnswer();
    await drainOutbox(); // the mail goes out after the answer
    expect(known.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(inbox.filter((message) => message.to.includes('niemand@example.nl'))).toHaveLength(0);
    const [mail] = resetMailsTo(inbox, email);
    expect(decodeMail(mail!.raw)).toContain('Subject: Je wachtwoord opnieuw instellen');
  });

  it('resets once with the mailed token, ending existing logins', async () => {
    const before = (await call(login, { body: { email, password: oldPassword } })).body as { token: string };
    const token = lastResetToken();
    // The page asks first: an open link shows the form, an unknown one only that it is invalid.
    expect(await resetLinkIsOpen(token)).toBe(true);
    expect(await resetLinkIsOpen('onbekend-maar-lang-genoeg')).toBe(false);
    expect(await resetLinkIsOpen('')).toBe(false);
    const body = { token, email, password: newPassword, password_confirmation: newPassword };
    const done = await call(reset, { body });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({
      status: 'Je wachtwoord is gewijzigd. Je kunt nu inloggen met je nieuwe wachtwoord.',
    });

    expect((await call(getUser, { token: before.token })).status).toBe(401);
    expect((await call(login, { body: { email, password: newPassword } })).status).toBe(200);
    expect((await call(login, { body: { email, password: oldPassword } })).status).toBe(401);

    expect(await resetLinkIsOpen(token)).toBe(false);
    const again = await call(reset, { body });
    expect(again.status).toBe(422);
    expect(again.body).toMatchObject({
      errors: { email: ['Deze link is ongeldig of verlopen. Vraag een nieuwe link aan.'] },
    });
  });

  it('refuses an expired token, and a token used with another e-mail address', async () => {
    await call(forgot, { body: { email } });
    await drainAfterAnswer();
    await drainOutbox();
    const token = lastResetToken();
    const wrongEmail = await call(reset, {
      body: { token, email: 'ander@example.nl', password: newPassword, password_confirmation: newPassword },
    });
    expect(wrongEmail.status).toBe(422);

    await database()
      .db.update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await call(reset, {
      body: { token, email, password: newPassword, password_confirmation: newPassword },
    });
    expect(expired.status).toBe(422);
    expect(await resetLinkIsOpen(token)).toBe(false);
  });
});
