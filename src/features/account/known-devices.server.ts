import { randomBytes } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import { hashToken } from '~/server/auth/session.server';
import { db } from '~/server/db';
import { knownDevices, users } from '~/server/db/schema';
import { publicUrl } from '~/server/env';

/**
 * Remembered devices (decision 018): a successful login leaves a random token in an httpOnly
 * cookie, sent back only to the login endpoint. Wrong passwords from other addresses may lock an
 * account against guessing, but never against a device the owner already logged in from.
 */
export const DEVICE_COOKIE = 'zz_device';
/** The cookie goes back to the login endpoint only. */
const LOGIN_PATH = '/api/login';
/** A device not seen for this long is forgotten. */
const DEVICE_DAYS = 180;

/** The device token the request's cookie carries, if any. */
export function deviceTokenOf(request: Request): string | undefined {
  const header = request.headers.get('cookie') ?? '';
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === DEVICE_COOKIE) return value.join('=') || undefined;
  }
  return undefined;
}

/** Whether `token` is a device the account of `email` logged in from (and notes that it is seen). */
export async function isKnownDevice(email: string, token: string): Promise<boolean> {
  if (!/^[\w-]{20,100}$/.test(token)) return false;
  const database = await db();
  const [device] = await database
    .select({ id: knownDevices.id })
    .from(knownDevices)
    .innerJoin(users, eq(users.id, knownDevices.userId))
    .where(
      and(
        eq(knownDevices.tokenHash, hashToken(token)),
        sql`lower(${users.email}) = ${email.trim().toLowerCase()}`,
        sql`${knownDevices.lastSeenAt} > now() - make_interval(days => ${DEVICE_DAYS})`,
      ),
    );
  if (!device) return false;
  await database.update(knownDevices).set({ lastSeenAt: new Date() }).where(eq(knownDevices.id, device.id));
  return true;
}

/** Remembers a new device of `userId` (forgetting its devices unseen for DEVICE_DAYS); answers its token. */
export async function rememberDevice(userId: number): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  const database = await db();
  await database
    .delete(knownDevices)
    .where(
      and(
        eq(knownDevices.userId, userId),
        lt(knownDevices.lastSeenAt, new Date(Date.now() - DEVICE_DAYS * 86_400_000)),
      ),
    );
  await database.insert(knownDevices).values({ userId, tokenHash: hashToken(token) });
  return token;
}

/** The Set-Cookie value for a device token: httpOnly, only for the login endpoint, for DEVICE_DAYS. */
export function deviceCookie(token: string): string {
  const secure = publicUrl().startsWith('https:') ? '; Secure' : '';
  return `${DEVICE_COOKIE}=${token}; Path=${LOGIN_PATH}; Max-Age=${DEVICE_DAYS * 86_400}; HttpOnly; SameSite=Strict${secure}`;
}
