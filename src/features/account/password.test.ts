import { describe, expect, it } from 'vitest';
import { hashPassword, passwordProblem, verifyPassword } from './password.server';

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
});
