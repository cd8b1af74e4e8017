import { describe, expect, it } from 'vitest';
import { POST as changePassword } from '~/pages/api/account/password';
import { POST as forgot } from '~/pages/api/forgot-password';
import { POST as login } from '~/pages/api/login';
import { POST as register } from '~/pages/api/register';
import { POST as reset } from '~/pages/api/reset-password';
import { drainAfterAnswer } from '~/server/after-answer';
import { drainOutbox } from '~/server/outbox';
import { call } from '../helpers/api';
import { setupTestDatabase } from '../helpers/db';
import { decodeMail, resetMailsTo, setupSmtpServer } from '../helpers/smtp';
import { customerWithPassword } from '../helpers/users';

const database = setupTestDatabase();
const { inbox } = setupSmtpServer();

const guesser = '203.0.113.66';
const home = '198.51.100.7';

async function registerOwner(email: string, password = 'tulpen in mei 2026') {
  const { status, body } = await call(register, {
    body: { first_name: 'Riet', last_name: 'Eigenaar', email, password, password_confirmation: password },
  });
  expect(status).toBe(201);
  return body as { token: string };
}

/** An owner for the lock-out tests, which make up to fifty wrong tries (see customerWithPassword). */
const ownerWithPassword = (email: string) => customerWithPassword(database(), email, 'tulpen in mei 2026');

const loginFrom = (clientAddress: string, email: string, password: string) =>
  call(login, { clientAddress, body: { email, password } });

async function mailedResetToken(email: string): Promise<string> {
  await drainAfterAnswer();
  await drainOutbox();
  const mail = resetMailsTo(inbox, email).at(-1);
  const token = decodeMail(mail!.raw).match(/reset-password\?token=([\w-]+)/)?.[1];
  expect(token).toBeDefined();
  return token!;
}

describe('account lock-out is not a weapon', () => {
  it('ten wrong passwords from one address lock out that address, not the owner elsewhere', async () => {
    const email = 'riet@example.nl';
    await ownerWithPassword(email);
    for (let i = 0; i < 10; i++)
      expect((await loginFrom(guesser, email, `fout geraden ${i}`)).status).toBe(401);
    const blocked = await loginFrom(guesser, email, 'tulpen in mei 2026');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);

    expect((await loginFrom(home, email, 'tulpen in mei 2026')).status).toBe(200);
    // Other accounts from the guessing address are not locked by it either.
    await ownerWithPassword('buur@example.nl');
    expect((await loginFrom(guesser, 'buur@example.nl', 'tulpen in mei 2026')).status).toBe(200);
  });

  it('many addresses guessing lock the account softly; the mailed reset still works and unlocks it', async () => {
    const email = 'kees@example.nl';
    await ownerWithPassword(email);
    for (let i = 0; i < 50; i++) {
      expect((await loginFrom(`192.0.2.${i + 1}`, email, `fout geraden ${i}`)).status).toBe(401);
    }
    expect((await loginFrom(home, email, 'tulpen in mei 2026')).status).toBe(429);

    expect((await call(forgot, { clientAddress: home, body: { email } })).status).toBe(200);
    const token = await mailedResetToken(email);
    const password = 'nieuwe start 2027';
    const done = await call(reset, {
      clientAddress: home,
      body: { token, email, password, password_confirmation: password },
    });
    expect(done.status).toBe(200);
    expect((await loginFrom(home, email, password)).status).toBe(200);
  }, 60_000); // fifty logins, each a few database round trips: 30 s at a load of 20 on 2 cores
});

describe('asking for reset links is not a weapon either', () => {
  it("others asking for the owner's links do not stop the owner; the mailed links still work", async () => {
    const email = 'veel-links@example.nl';
    await registerOwner(email);
    for (let i = 0; i < 5; i++) {
      expect((await call(forgot, { clientAddress: `192.0.2.${100 + i}`, body: { email } })).status).toBe(200);
    }
    const asked = await call(forgot, { clientAddress: home, body: { email } });
    expect(asked.status).toBe(200);
    await drainAfterAnswer();
    await drainOutbox();
    // At most three mails an hour reach the inbox, and the newest one works.
    expect(resetMailsTo(inbox, email)).toHaveLength(3);
    const password = 'eigen link werkt 1';
    const token = await mailedResetToken(email);
    const done = await call(reset, { body: { token, email, password, password_confirmation: password } });
    expect(done.status).toBe(200);
  });
});

describe('older reset links stop working', () => {
  it('once a newer link is used', async () => {
    const email = 'twee-links@example.nl';
    await registerOwner(email);
    expect((await call(forgot, { body: { email } })).status).toBe(200);
    const older = await mailedResetToken(email);
    expect((await call(forgot, { body: { email } })).status).toBe(200);
    const newer = await mailedResetToken(email);
    expect(newer).not.toBe(older);

    const password = 'met de nieuwe link 1';
    const body = { email, password, password_confirmation: password };
    expect((await call(reset, { body: { ...body, token: newer } })).status).toBe(200);
    expect((await call(reset, { body: { ...body, token: older } })).status).toBe(422);
  });

  it('once the password is changed in the account', async () => {
    const email = 'zelf-gewijzigd@example.nl';
    const { token: session } = await registerOwner(email);
    await call(forgot, { body: { email } });
    const link = await mailedResetToken(email);

    const changed = await call(changePassword, {
      token: session,
      body: {
        current_password: 'tulpen in mei 2026',
        password: 'zelf gekozen 2027',
        password_confirmation: 'zelf gekozen 2027',
      },
    });
    expect(changed.status).toBe(200);
    const password = 'via de oude link 1';
    const late = await call(reset, {
      body: { token: link, email, password, password_confirmation: password },
    });
    expect(late.status).toBe(422);
  });
});

describe('password rules at register, reset and change', () => {
  it('refuses a common password and one made of the e-mail address, in Dutch', async () => {
    const account = { first_name: 'Jan', last_name: 'de Vries', email: 'jan.devries@example.nl' };
    const common = await call(register, {
      body: { ...account, password: 'Wachtwoord2024!', password_confirmation: 'Wachtwoord2024!' },
    });
    expect(common.status).toBe(422);
    expect(common.body).toMatchObject({ errors: { password: [expect.stringMatching(/veel gebruikt/)] } });
    const likeEmail = await call(register, {
      body: { ...account, password: 'devries1975!', password_confirmation: 'devries1975!' },
    });
    expect(likeEmail.body).toMatchObject({ errors: { password: [expect.stringMatching(/e-mailadres/)] } });

    const { token: session } = await registerOwner(account.email);
    const change = await call(changePassword, {
      token: session,
      body: {
        current_password: 'tulpen in mei 2026',
        password: 'Jan.DeVries 1975',
        password_confirmation: 'Jan.DeVries 1975',
      },
    });
    expect(change.status).toBe(422);
    expect(change.body).toMatchObject({ errors: { password: [expect.stringMatching(/e-mailadres/)] } });

    await call(forgot, { body: { email: account.email } });
    const token = await mailedResetToken(account.email);
    const weakReset = await call(reset, {
      body: { token, email: account.email, password: 'P@ssw0rd1234', password_confirmation: 'P@ssw0rd1234' },
    });
    expect(weakReset.status).toBe(422);
    expect(weakReset.body).toMatchObject({ errors: { password: [expect.stringMatching(/veel gebruikt/)] } });
  });
});
