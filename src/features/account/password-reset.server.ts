import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { messages } from '~/lib/messages';
import { resetPasswordPath } from '~/lib/routes';
import { hashToken, newToken } from '~/server/auth/session.server';
import { type Db, db, type Tx } from '~/server/db';
import { authTokens, passwordResets, users } from '~/server/db/schema';
import { publicUrl } from '~/server/env';
import { HttpError } from '~/server/http/errors';
import { sendMail } from '~/server/mail';
import { renderEmail } from '~/server/mail/layout';
import { recordEvent } from '~/server/outbox';
import { hashPassword } from './password.server';

const VALID_FOR_MS = 60 * 60 * 1000;

/**
 * Records that a known address asked for a reset link; the outbox mails it. The caller answers
 * the same whether or not the address exists, and runs this after the answer (runAfterAnswer).
 */
export async function requestPasswordReset(emailInput: string): Promise<void> {
  const email = emailInput.trim().toLowerCase();
  const database = await db();
  const [user] = await database
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`);
  if (!user) return;
  await database.transaction((tx) => recordEvent(tx, 'password_reset.requested', { userId: user.id }));
}

/**
 * The outbox's handler: a single-use link valid for 60 minutes, made when the mail goes out so
 * no secret waits in the outbox (a retry makes a new link; an unsent one is never seen).
 */
export async function sendPasswordResetMail(userId: number): Promise<void> {
  const database = await db();
  const [user] = await database.select().from(users).where(eq(users.id, userId));
  if (!user) return;
  const token = await issuePasswordLink(user.id, VALID_FOR_MS);
  const mail = messages.passwordResetMail;
  const { html, text } = renderEmail({
    preheader: mail.preheader,
    heading: mail.heading,
    paragraphs: [mail.intro(user.firstName), mail.notYou],
    button: { label: mail.button, url: `${publicUrl()}${resetPasswordPath(token)}` },
    footer: { text: messages.transactionalReason.account },
  });
  await sendMail({ to: user.email, subject: mail.subject, html, text });
}

/**
 * A single-use token for the reset page, valid for `validForMs`; only its hash is stored. Also the
 * first password of an account staff made for a caller (decision 037), mailed for 7 days.
 */
export async function issuePasswordLink(userId: number, validForMs: number): Promise<string> {
  const token = newToken();
  await (await db())
    .insert(passwordResets)
    .values({ userId, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + validForMs) });
  return token;
}

/**
 * Whether a reset link can still be used (unknown, used and expired links cannot): the page
 * shows only that it is invalid instead of a form that fails after filling it in.
 */
export async function resetLinkIsOpen(token: string): Promise<boolean> {
  if (token.length < 10 || token.length > 200) return false;
  const [open] = await (await db())
    .select({ id: passwordResets.id })
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.tokenHash, hashToken(token)),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, new Date()),
      ),
    );
  return Boolean(open);
}

/** Sets the new password, uses the token up and ends every existing login of the account. */
export async function resetPassword(input: {
  token: string;
  email: string;
  password: string;
}): Promise<void> {
  const database = await db();
  // Filed under email: the spec's reset form shows errors.email.
  const invalid = () =>
    new HttpError(422, messages.passwordReset.invalidLink, { email: [messages.passwordReset.invalidLink] });
  await database.transaction(async (tx) => {
    const [reset] = await tx
      .select({ id: passwordResets.id, userId: passwordResets.userId, email: users.email })
      .from(passwordResets)
      .innerJoin(users, eq(users.id, passwordResets.userId))
      .where(
        and(
          eq(passwordResets.tokenHash, hashToken(input.token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, new Date()),
        ),
      )
      .for('update');
    if (!reset || reset.email.toLowerCase() !== input.email.trim().toLowerCase()) throw invalid();
    await tx
      .update(users)
      .set({ passwordHash: await hashPassword(input.password), updatedAt: new Date() })
      .where(eq(users.id, reset.userId));
    await voidPasswordResets(tx, reset.userId);
    await tx
      .update(authTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(authTokens.userId, reset.userId), isNull(authTokens.revokedAt)));
  });
}

/**
 * Uses up every open reset link of the account. Called whenever the password is set (by a
 * link, in the account, by `npm run user:create`): an older link found later in a mailbox must not undo it.
 */
export async function voidPasswordResets(tx: Db | Tx, userId: number): Promise<void> {
  await tx
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}
