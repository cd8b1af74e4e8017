import { hashPassword } from '~/features/account/password.server';
import type { Role } from '~/lib/roles';
import { issueAuthToken } from '~/server/auth/session.server';
import type { Database } from '~/server/db';
import { users } from '~/server/db/schema';

/** A user of the given role with a login token (for endpoint tests). */
export async function userWithToken(database: Database, role: Role, email: string) {
  const [user] = await database.db
    .insert(users)
    .values({ email, passwordHash: 'not-used-in-these-tests', firstName: role, lastName: 'Test', role })
    .returning();
  return { user: user!, token: await issueAuthToken(user!.id) };
}

/**
 * A customer account as registering leaves it, with its password stored as a light scrypt hash
 * (N=2^10 instead of 2^15). Logins read the parameters from the stored hash, so every try runs the
 * shop's real check at milliseconds instead of seconds on a busy machine: for tests whose point is
 * not registering (account-auth.test.ts registers through the endpoint), above all those that make
 * dozens of wrong tries.
 */
export async function customerWithPassword(database: Database, email: string, password: string) {
  const [user] = await database.db
    .insert(users)
    .values({
      email,
      passwordHash: await hashPassword(password, 2 ** 10),
      firstName: 'Riet',
      lastName: 'Eigenaar',
      privacyConsentAt: new Date(),
    })
    .returning();
  return user!;
}
