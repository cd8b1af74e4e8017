// `npm run user:create -- --email E --role editor|order_handler|admin|customer [--password P] [--first-name F] [--last-name L]`
// Creates a staff account, or changes the role (and password, when given) of an existing one.
// Asks for the password when it is not given. With the embedded database, stop the server first
// (PGlite allows one process; the lock file says so); with DATABASE_URL it can run any time.
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { hashPassword } from '~/features/account/password.server';
import { voidPasswordResets } from '~/features/account/password-reset.server';
import { passwordProblem } from '~/features/account/password-strength';
import { ROLES, type Role } from '~/lib/roles';
import { databaseConfigFromEnv, prepareDatabase } from '~/server/db';
import { users } from '~/server/db/schema';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    role: { type: 'string', default: 'editor' },
    password: { type: 'string' },
    'first-name': { type: 'string', default: '' },
    'last-name': { type: 'string', default: '' },
  },
});

const email = values.email?.trim().toLowerCase();
const role = values.role as Role;
if (!email || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) fail('Give a valid --email.');
if (!ROLES.includes(role)) fail(`--role must be one of ${ROLES.join(', ')}.`);

let password = values.password;
if (password === undefined && process.stdin.isTTY) {
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  password = (await prompt.question('Password (leave empty to keep an existing one): ')).trim() || undefined;
  prompt.close();
}
if (password !== undefined) {
  const problem = passwordProblem(password, email);
  if (problem) fail(problem);
}

const database = await prepareDatabase(databaseConfigFromEnv()).catch((error: Error) => fail(error.message));
try {
  const [existing] = await database.db.select().from(users).where(sql`lower(${users.email}) = ${email}`);
  if (existing) {
    await database.db
      .update(users)
      .set({
        role,
        updatedAt: new Date(),
        ...(password ? { passwordHash: await hashPassword(password) } : {}),
      })
      .where(sql`${users.id} = ${existing.id}`);
    if (password) await voidPasswordResets(database.db, existing.id);
    console.info(`Updated ${email}: role ${role}${password ? ', new password' : ''}.`);
  } else {
    if (!password) fail('A new account needs a password (--password, or type it when asked).');
    await database.db.insert(users).values({
      email: email!,
      passwordHash: await hashPassword(password!),
      role,
      firstName: values['first-name'],
      lastName: values['last-name'],
      emailVerifiedAt: new Date(),
    });
    console.info(`Created ${email} with role ${role}.`);
  }
} finally {
  await database.close();
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}
