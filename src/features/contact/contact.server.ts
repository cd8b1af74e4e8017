import { shop } from '~/config/shop';
import { messages } from '~/lib/messages';
import { db } from '~/server/db';
import { contactMessages } from '~/server/db/schema';
import { env } from '~/server/env';
import { log } from '~/server/log';
import { sendMail } from '~/server/mail';
import { renderEmail } from '~/server/mail/layout';
import type { ContactInput } from './contact';

/**
 * Stores a visitor's message (nothing is lost when mail is down) and forwards it to the shop's
 * service address with Reply-To the visitor, so answering is one click.
 */
export async function receiveContactMessage(input: ContactInput): Promise<void> {
  if (input.website) {
    log.info('contact form honeypot filled; message dropped');
    return;
  }
  const [row] = await (await db())
    .insert(contactMessages)
    .values({
      name: input.name,
      email: input.email.toLowerCase(),
      subject: input.subject || null,
      message: input.message,
    })
    .returning({ id: contactMessages.id });
  const mail = messages.contactMail;
  const { html, text } = renderEmail({
    preheader: mail.preheader(row!.id),
    heading: mail.heading,
    paragraphs: input.message.split(/\n{2,}/),
    details: [
      [mail.name, input.name],
      [mail.email, input.email],
      [mail.subjectLabel, input.subject || mail.noSubject],
    ],
    footer: {
      text: mail.footer(input.email, shop.brand, row!.id),
    },
  });
  await sendMail({
    to: env().SHOP_EMAIL,
    replyTo: input.email,
    subject: mail.subject(input.subject, row!.id),
    html,
    text,
  });
}
