import { shop } from '~/config/shop';
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
  const { html, text } = renderEmail({
    preheader: `Contactformulier: bericht ${row!.id}`,
    heading: 'Nieuw bericht via het contactformulier',
    paragraphs: input.message.split(/\n{2,}/),
    details: [
      ['Naam', input.name],
      ['E-mailadres', input.email],
      ['Onderwerp', input.subject || '(geen)'],
    ],
    footer: {
      text: `Beantwoorden gaat rechtstreeks naar ${input.email}. ${shop.brand}, bericht ${row!.id}.`,
    },
  });
  await sendMail({
    to: env().SHOP_EMAIL,
    replyTo: input.email,
    subject: `Contactformulier: ${input.subject || 'vraag'} (${row!.id})`,
    html,
    text,
  });
}
