import type { Tx } from '~/server/db';
import { users } from '~/server/db/schema';
import type { SeedModule } from '~/server/seed';
import { hashPassword } from './password.server';

/** Documented in the README. Only ever created in the embedded demo database. */
export const DEMO_ACCOUNTS = [
  {
    email: 'klant@zorgzaam.example',
    password: 'Welkom bij Zorgzaam 1',
    role: 'customer',
    firstName: 'Karin',
    lastName: 'Klant',
  },
  {
    email: 'redactie@zorgzaam.example',
    password: 'Welkom bij Zorgzaam 2',
    role: 'editor',
    firstName: 'Ruud',
    lastName: 'Redactie',
  },
  {
    email: 'beheer@zorgzaam.example',
    password: 'Welkom bij Zorgzaam 3',
    role: 'admin',
    firstName: 'Bea',
    lastName: 'Beheer',
  },
] as const;

export const demoAccountsSeed: SeedModule = {
  name: 'demo-accounts',
  async run(tx: Tx, { engine }) {
    // Known passwords must never reach a shop that runs on a real PostgreSQL server.
    if (engine !== 'pglite') return;
    for (const account of DEMO_ACCOUNTS) {
      await tx.insert(users).values({
        email: account.email,
        passwordHash: await hashPassword(account.password),
        role: account.role,
        firstName: account.firstName,
        lastName: account.lastName,
        emailVerifiedAt: new Date(),
      });
    }
  },
};
