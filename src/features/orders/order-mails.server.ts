import { eq } from 'drizzle-orm';
import { delivery } from '~/config/shop';
import { deliveryDetails } from '~/features/delivery/delivery-mail.server';
import { renderInvoicePdf } from '~/features/invoices/invoice-pdf.server';
import { invoiceAttachment, invoiceFilename } from '~/features/invoices/invoices.server';
import { recipientOfOrder } from '~/features/recipients/recipients.server';
import { messages } from '~/lib/messages';
import { formatEuro } from '~/lib/money';
import { orderPath } from '~/lib/routes';
import { db } from '~/server/db';
import { invoices, orders } from '~/server/db/schema';
import { publicUrl } from '~/server/env';
import { sendMail } from '~/server/mail';
import { renderEmail } from '~/server/mail/layout';

type Order = typeof orders.$inferSelect;

async function findOrder(orderId: number): Promise<Order | undefined> {
  const [order] = await (await db()).select().from(orders).where(eq(orders.id, orderId));
  return order;
}

/**
 * The paid order's confirmation with its invoice attached. Sent by the outbox (order.paid); a
 * failure throws, so the outbox tries again later. Discreet: neither subject nor preview names
 * a product; the invoice, which does, travels as an attachment.
 */
export async function sendOrderConfirmation(orderId: number): Promise<void> {
  const order = await findOrder(orderId);
  if (!order) return;
  const text = messages.orderConfirmationMail;
  const discount: [string, string][] = order.discountCode
    ? [[messages.discounts.line(order.discountCode), `− ${formatEuro(order.discountCents)}`]]
    : [];
  const { html, text: plain } = renderEmail({
    preheader: text.preheader(order.number),
    heading: text.heading(order.firstName),
    paragraphs: [text.paid(delivery.workingDays), messages.invoices.mailAttached, text.lookBack],
    details: [
      [messages.orderMail.orderNumber, order.number],
      ...discount,
      [text.total, formatEuro(order.totalCents)],
      ...deliveryDetails(order, await recipientOfOrder(order.id)),
    ],
    button: { label: messages.orderMail.viewOrder, url: `${publicUrl()}${orderPath(order.publicId)}` },
    footer: { text: text.footer },
  });
  await sendMail({
    to: order.email,
    subject: text.subject(order.number),
    html,
    text: plain,
    attachments: await invoiceAttachment(order.id),
  });
}

/** Money back, for guests as for account holders, with the credit invoice when one was issued. */
export async function sendRefundMail(input: {
  orderId: number;
  amountCents: number;
  creditInvoiceId: number | null;
}): Promise<void> {
  const order = await findOrder(input.orderId);
  if (!order) return;
  const text = messages.refundMail;
  const [credit] = input.creditInvoiceId
    ? await (await db()).select().from(invoices).where(eq(invoices.id, input.creditInvoiceId))
    : [];
  const { html, text: plain } = renderEmail({
    preheader: text.preheader(order.number),
    heading: text.heading(order.firstName),
    paragraphs: [text.body(formatEuro(input.amountCents)), ...(credit ? [text.creditInvoice] : [])],
    details: [
      [messages.orderMail.orderNumber, order.number],
      [text.amount, formatEuro(input.amountCents)],
    ],
    button: { label: messages.orderMail.viewOrder, url: `${publicUrl()}${orderPath(order.publicId)}` },
    footer: { text: text.footer },
  });
  const attachments = credit
    ? [
        {
          filename: invoiceFilename(credit.document),
          content: await renderInvoicePdf(credit.document),
          contentType: 'application/pdf',
        },
      ]
    : [];
  await sendMail({ to: order.email, subject: text.subject(order.number), html, text: plain, attachments });
}
