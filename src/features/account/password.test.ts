import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.server';
import { passwordProblem } from './password-strength';

describe('passwords', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('Zomer in Zwolle 2026');
    expect(hash.startsWith('scrypt$32768$8$1$')).toBe(true);
    expect(await verifyPassword('Zomer in Zwolle 2026', hash)).toBe(true);
    expect(await verifyPassword('zomer in zwolle 2026', hash)).toBe(false);
    expect(await verifyPassword('x', 'kapot')).toBe(false);
  });

  it('asks for at least 10 characters, not only letters or digits', () => {
    expect(passwordProblem('kort1')).toMatch(/minstens 10/);
    expect(passwordProblem('alleenletters')).toMatch(/cijfer/);
    expect(passwordProblem('1234567890')).toMatch(/cijfer/);
    expect(passwordProblem('éénwoordlangzaam')).toMatch(/cijfer/);
    expect(passwordProblem('tulpen in mei')).toBeNull();
  });

  it('refuses common passwords, with digits, signs or leet around them', () => {
    for (const common of [
      'Wachtwoord2024!',
      'P@ssw0rd1234',
      'welkom12345',
      'qwertyuiop1',
      'iloveyou2024',
      'summer2025!!',
    ]) {
      expect(passwordProblem(common), common).toMatch(/veel gebruikt/);
    }
    for (const run of ['1234567890!', '12-34-56-78-90', '0987654321a', 'aaaaaaaaaa1', 'abcabcabc12']) {
      expect(passwordProblem(run), run).toMatch(/veel gebruikt/);
    }
  });

  it("refuses the account's own e-mail address and its parts", () => {
    const email = 'jan.de-vries82@hotmail.nl';
    for (const likeEmail of ['jandevries1982', 'Devries1975!', 'jan.de-vries82', 'vries-jan-1950']) {
      expect(passwordProblem(likeEmail, email), likeEmail).toMatch(/e-mailadres/);
    }
    expect(passwordProblem('Jan fietst graag 1982', email)).toBeNull();
  });

  it('accepts short sentences and mostly-digit passwords without a pattern', () => {
    for (const fine of [
      'tulpen in mei 2026',
      'Zomer in Zwolle 2026',
      'oude fiets 1234',
      'nieuw en lang 88',
      '4829 1736 kx',
    ]) {
      expect(passwordProblem(fine, 'truus@example.nl'), fine).toBeNull();
    }
  });
});
