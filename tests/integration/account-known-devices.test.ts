import { describe, expect, it } from 'vitest';
import { POST as login } from '~/pages/api/login';
import { call } from '../helpers/api';
import { setupTestDatabase } from '../helpers/db';
import { customerWithPassword } from '../helpers/users';

const database = setupTestDatabase();

const home = '198.51.100.7';
const password = 'tulpen in mei 2026';

/** Up to sixty wrong tries per test: a light stored hash, checked as the shop checks it. */
const ownerWithPassword = (email: string) => customerWithPassword(database(), email, password);

const loginFrom = (clientAddress: string, email: string, attempt: string, cookie?: string) =>
  call(login, { clientAddress, body: { email, password: attempt }, headers: cookie ? { cookie } : {} });

/** The device cookie a login answer sets, as the browser would send it back. */
function deviceCookieOf(answer: { headers: Headers }): string {
  const header = answer.headers.get('set-cookie') ?? '';
  expect(header).toMatch(/HttpOnly/);
  expect(header).toMatch(/SameSite=Strict/);
  expect(header).toMatch(/Path=\/api\/login/);
  return header.split(';')[0]!;
}

describe('a device the owner logged in from is never locked out by strangers (#21.5)', () => {
  it('keeps working after 60 wrong passwords from 60 addresses, while others stay locked', async () => {
    const email = 'apparaat@example.nl';
    await ownerWithPassword(email);
    const cookie = deviceCookieOf(await loginFrom(home, email, password));

    for (let i = 0; i < 60; i++)
      expect([401, 429]).toContain((await loginFrom(`192.0.2.${i + 1}`, email, `fout geraden ${i}`)).status);
    // The account is locked for every unknown device, the owner's own address included...
    expect((await loginFrom(home, email, password)).status).toBe(429);
    // ...but not for the owner's browser, which carries its device cookie.
    const owner = await loginFrom(home, email, password, cookie);
    expect(owner.status).toBe(200);
    expect(owner.body).toMatchObject({ token: expect.any(String) });
    // From a new address too (the owner travels): the device decides, not the address.
    expect((await loginFrom('203.0.113.200', email, password, cookie)).status).toBe(200);
  }, 60_000); // sixty logins, each a few database round trips: over 20 s at a load of 20 on 2 cores

  it('still throttles guessing by whoever holds a device cookie', async () => {
    const email = 'gestolen-cookie@example.nl';
    await ownerWithPassword(email);
    const cookie = deviceCookieOf(await loginFrom(home, email, password));
    const thief = '203.0.113.66';
    for (let i = 0; i < 10; i++)
      expect((await loginFrom(thief, email, `fout ${i}`, cookie)).status).toBe(401);
    expect((await loginFrom(thief, email, password, cookie)).status).toBe(429);
  });

  it('does not take one account’s device for another account, nor a made-up token', async () => {
    const email = 'eigen@example.nl';
    await ownerWithPassword(email);
    await ownerWithPassword('ander@example.nl');
    const cookie = deviceCookieOf(await loginFrom(home, 'ander@example.nl', password));
    for (let i = 0; i < 50; i++) await loginFrom(`192.0.2.${i + 1}`, email, `fout ${i}`);
    expect((await loginFrom(home, email, password, cookie)).status).toBe(429);
    expect(
      (await loginFrom(home, email, password, 'zz_device=verzonnen-token-van-twintig-tekens')).status,
    ).toBe(429);
  }, 60_000); // fifty logins, as above
});
