import { trackingUrl } from '~/features/delivery/delivery';
import { methodLabel, pickupPointAddress } from '~/features/delivery/delivery-labels';
import { recipientName } from '~/features/recipients/recipients';
import { recipientOfOrder } from '~/features/recipients/recipients.server';
import { messages } from '~/lib/messages';
import { addressLines } from '~/lib/postal-address';
import { orderPath } from '~/lib/routes';
import type { orders } from '~/server/db/schema';
import { publicUrl } from '~/server/env';
import { sendMail } from '~/server/mail';
import { renderEmail } from '~/server/mail/layout';

type Order = typeof orders.$inferSelect;

/**
 * "Your order is on its way". Discreet like every mail of the shop: subject,
 * preheader and body name the order number only, never a product (people share
 * inboxes and lock screens show previews).
 */
export async function sendShippedMail(order: Order): Promise<void> {
  const text = messages.admin.shippedMail;
  // Ordered for someone else: the parcel goes to the recipient, the mail to the buyer.
  const recipient = await recipientOfOrder(order.id);
  const address = recipient
    ? `${recipientName(recipient)}, ${addressLines(recipient).join(', ')}`
    : `${order.street} ${order.streetNumber}${order.streetAddition ? ` ${order.streetAddition}` : ''}, ${order.postcode} ${order.city}`;
  const tracking = trackingUrl(order.trackAndTrace, recipient?.postcode ?? order.postcode);
  const delivery = messages.deliveryChoice;
  const details: [string, string][] = [
    [messages.orderMail.orderNumber, order.number],
    [delivery.method, methodLabel(order.deliveryMethod)],
    ...(order.trackAndTrace ? [[delivery.trackAndTrace, order.trackAndTrace] as [string, string]] : []),
    order.pickupPoint
      ? [delivery.pickupAt, `${order.pickupPoint.name}, ${pickupPointAddress(order.pickupPoint)}`]
      : [messages.orderMail.deliveryAddress, address],
  ];
  const { html, text: plain } = renderEmail({
    preheader: text.preheader(order.number),
    heading: text.heading(order.firstName),
    paragraphs: [
      text.body,
      ...(tracking ? [delivery.trackingIntro] : order.trackAndTrace ? [text.trackAndTraceIntro] : []),
    ],
    details,
    // The tracking page first: that is what a shipping mail is read for.
    button: tracking
      ? { label: delivery.trackingLink, url: tracking }
      : { label: messages.orderMail.viewOrder, url: `${publicUrl()}${orderPath(order.publicId)}` },
    footer: { text: text.footer },
  });
  await sendMail({ to: order.email, subject: text.subject(order.number), html, text: plain });
}
