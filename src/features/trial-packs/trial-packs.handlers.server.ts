import { eq } from 'drizzle-orm';
import { hasOptedOut, oneClickHeaders, unsubscribeLink } from '~/features/consent/mail-opt-out.server';
import { messages } from '~/lib/messages';
import { routes, trialConfirmPath } from '~/lib/routes';
import { db } from '~/server/db';
import { trialRequests } from '~/server/db/schema';
import { publicUrl } from '~/server/env';
import { sendMail } from '~/server/mail';
import { renderEmail } from '~/server/mail/layout';
import { onDomainEvent } from '~/server/outbox';
import { mintConfirmationToken } from './trial-requests.server';

const text = messages.trialMail;

async function requestOf(id: number) {
  const [row] = await (await db()).select().from(trialRequests).where(eq(trialRequests.id, id));
  return row;
}

// Double opt-in: the link that confirms the request (subjects never name a product). Its token
// is made here, as the mail goes: the outbox holds no secret.
onDomainEvent('trial.requested', 'trial-packs.confirm-mail', async ({ payload }) => {
  const request = await requestOf(payload.requestId);
  if (request?.status !== 'unconfirmed') return;
  const token = await mintConfirmationToken(request.id);
  if (!token) return;
  const { html, text: plain } = renderEmail({
    preheader: text.confirmPreheader,
    heading: text.confirmHeading(request.firstName),
    paragraphs: [text.confirmBody],
    button: { label: text.confirmButton, url: `${publicUrl()}${trialConfirmPath(token)}` },
    footer: { text: text.footer },
  });
  await sendMail({ to: request.email, subject: text.confirmSubject, html, text: plain });
});

onDomainEvent('trial.shipped', 'trial-packs.shipped-mail', async ({ payload }) => {
  const request = await requestOf(payload.requestId);
  if (!request) return;
  const { html, text: plain } = renderEmail({
    preheader: text.shippedPreheader,
    heading: text.shippedHeading(request.firstName),
    paragraphs: [text.shippedBody],
    details: request.trackAndTrace ? [[text.trackAndTrace, request.trackAndTrace]] : undefined,
    footer: { text: text.footer },
  });
  await sendMail({ to: request.email, subject: text.shippedSubject, html, text: plain });
});

// Only queued for requesters who agreed (trial-staff.server.ts); one mail, no more.
onDomainEvent('trial.follow_up_due', 'trial-packs.follow-up-mail', async ({ payload }) => {
  const request = await requestOf(payload.requestId);
  if (!request?.followUpConsent) return;
  // One-click unsubscribe (RFC 8058, decision 028): not even this one mail after an opt-out.
  if (await hasOptedOut(request.email, 'trial_follow_up')) return;
  const unsubscribe = await unsubscribeLink(request.email, 'trial_follow_up');
  const { html, text: plain } = renderEmail({
    preheader: text.followUpPreheader,
    heading: text.followUpHeading(request.firstName),
    paragraphs: [text.followUpBody],
    button: { label: text.followUpButton, url: `${publicUrl()}${routes.finder}` },
    footer: { text: text.followUpFooter, link: { label: messages.mailOptOut.footerLink, url: unsubscribe } },
  });
  await sendMail({
    to: request.email,
    subject: text.followUpSubject,
    html,
    text: plain,
    headers: oneClickHeaders(unsubscribe),
  });
});
