import { eq } from 'drizzle-orm';
import { standardDeliveryCents } from '~/features/delivery/delivery-price';
import { formatMoment } from '~/lib/dates';
import { messages } from '~/lib/messages';
import { formatEuro } from '~/lib/money';
import { db } from '~/server/db';
import { orderLines, orders } from '~/server/db/schema';
import { sendMail } from '~/server/mail';
import { renderEmail } from '~/server/mail/layout';
import { returnsOfOrder } from './returns-query.server';

const text = messages.returns;

/** The outbox's handler: the receipt with what goes back, the return address and the steps. */
export async function sendReturnReceipt(orderId: number, returnIds: number[]): Promise<void> {
  const database = await db();
  const [order] = await database.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return;
  const asked = (await returnsOfOrder(orderId)).filter((row) => returnIds.includes(row.id));
  if (asked.length === 0) return;
  const mail = text.mail;
  const packs = asked.reduce((sum, row) => sum + row.quantity, 0);
  const amount = asked.reduce((sum, row) => sum + row.refundCents, 0);
  // The whole order goes back (these returns and the earlier ones): so does the standard delivery.
  const all = await returnsOfOrder(orderId);
  const lines = await database.select().from(orderLines).where(eq(orderLines.orderId, orderId));
  const whole = lines.every(
    (line) =>
      all.filter((row) => row.lineId === line.id).reduce((sum, row) => sum + row.quantity, 0) >=
      line.quantity,
  );
  const shippingBack = whole
    ? Math.min(order.shippingCents, standardDeliveryCents(order.subtotalCents - order.discountCents))
    : 0;
  const { html, text: plain } = renderEmail({
    preheader: mail.preheader(order.number),
    heading: mail.heading(order.firstName),
    paragraphs: [mail.body, ...mail.steps.map((step, index) => `${index + 1}. ${step}`)],
    details: [
      ['Bestelnummer', order.number],
      [mail.packsLabel, String(packs)],
      [mail.amountLabel, formatEuro(amount)],
      ...(shippingBack > 0 ? [[mail.shippingLabel, formatEuro(shippingBack)] as [string, string]] : []),
      [mail.addressLabel, text.address.join(', ')],
      ['Aangevraagd op', formatMoment(new Date(asked[0]!.requestedAt))],
    ],
    footer: { text: 'Vragen? Beantwoord deze e-mail of neem contact met ons op.' },
  });
  await sendMail({ to: order.email, subject: mail.subject(order.number), html, text: plain });
}
