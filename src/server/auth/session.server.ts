import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Role } from '~/lib/roles';
import { db } from '~/server/db';
import { authTokens, users } from '~/server/db/schema';
import { env } from '~/server/env';

export interface SessionUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
}

/** Tokens are 256 random bits; the database only ever sees their SHA-256. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Creates a login token for a user and answers the plain token (shown to the client once). */
export async function issueAuthToken(userId: number): Promise<string> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + env().AUTH_TOKEN_TTL_DAYS * 24 * 60 * 60 * 1000);
  await (await db()).insert(authTokens).values({ userId, tokenHash: hashToken(token), expiresAt });
  return token;
}

export function bearerToken(request: Request): string | undefined {
  const header = request.headers.get('authorization');
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

/** The user behind the request's bearer token, or null (no, unknown, expired or revoked token). */
export async function authenticate(request: Request): Promise<SessionUser | null> {
  const token = bearerToken(request);
  if (!token) return null;
  const [row] = await (await db())
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
    })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(
      and(
        eq(authTokens.tokenHash, hashToken(token)),
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function revokeAuthToken(token: string): Promise<void> {
  await (await db())
    .update(authTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(authTokens.tokenHash, hashToken(token)), isNull(authTokens.revokedAt)));
}
