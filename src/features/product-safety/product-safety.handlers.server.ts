import { eq } from 'drizzle-orm';
import { messages } from '~/lib/messages';
import { db } from '~/server/db';
import { complaints } from '~/server/db/schema';
import { sendMail } from '~/server/mail';
import { renderEmail } from '~/server/mail/layout';
import { onDomainEvent } from '~/server/outbox';

const text = messages.productSafety;

// A receipt for a filed complaint; the subject names the order, never the product.
onDomainEvent('complaint.filed', 'product-safety.complaint-receipt', async ({ payload }) => {
  const [complaint] = await (await db())
    .select()
    .from(complaints)
    .where(eq(complaints.id, payload.complaintId));
  if (!complaint) return;
  const { html, text: plain } = renderEmail({
    preheader: text.complaintMailBody,
    heading: text.complaintMailHeading,
    paragraphs: [text.complaintMailBody],
    details: [[messages.orderMail.orderNumber, complaint.orderNumber]],
    footer: { text: messages.transactionalReason.complaint },
  });
  await sendMail({
    to: complaint.email,
    subject: text.complaintMailSubject(complaint.orderNumber),
    html,
    text: plain,
  });
});
