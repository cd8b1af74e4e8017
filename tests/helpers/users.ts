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
