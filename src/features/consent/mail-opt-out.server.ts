import { randomBytes } from 'node:crypto';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { mailUnsubscribePath } from '~/lib/routes';
import { db } from '~/server/db';
import { mailOptOuts } from '~/server/db/schema';
import { publicUrl } from '~/server/env';

/** The mails without a list of their own that a one-click unsubscribe stops (decision 028). */
export type OptOutKind = 'review_invitation' | 'trial_follow_up';

/**
 * RFC 8058 one-click unsubscribe: the https link in List-Unsubscribe, and List-Unsubscribe-Post so
 * a mail program POSTs to it (answered 200 without login). Only on mails that are not strictly
 * transactional; order, payment and account mails carry none.
 */
export function oneClickHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/** Whether `email` unsubscribed from this kind of mail. */
export async function hasOptedOut(email: string, kind: OptOutKind): Promise<boolean> {
  const [row] = await (await db())
    .select({ id: mailOptOuts.id })
    .from(mailOptOuts)
    .where(
      and(
        sql`lower(${mailOptOuts.email}) = ${email.trim().toLowerCase()}`,
        eq(mailOptOuts.kind, kind),
        isNotNull(mailOptOuts.optedOutAt),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** A new unsubscribe link for one mail of `kind` to `email` (its token stored, random). */
export async function unsubscribeLink(email: string, kind: OptOutKind): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await (await db()).insert(mailOptOuts).values({ email: email.trim().toLowerCase(), kind, token });
  return `${publicUrl()}${mailUnsubscribePath(token)}`;
}

/** Whether the link's token is known (the page then shows its button). */
export async function optOutLinkIsKnown(token: string): Promise<boolean> {
  const [row] = await (await db())
    .select({ id: mailOptOuts.id })
    .from(mailOptOuts)
    .where(eq(mailOptOuts.token, token));
  return Boolean(row);
}

/** The one-click POST (or the page's button): no more mail of that kind. Twice is fine. */
export async function optOut(token: string, now = new Date()): Promise<boolean> {
  const database = await db();
  const [row] = await database.select().from(mailOptOuts).where(eq(mailOptOuts.token, token));
  if (!row) return false;
  await database
    .update(mailOptOuts)
    .set({ optedOutAt: now })
    .where(and(eq(mailOptOuts.id, row.id), isNull(mailOptOuts.optedOutAt)));
  return true;
}
