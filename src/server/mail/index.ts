import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { env } from '../env';
import { log } from '../log';
import { metrics } from '../metrics/registry';
import { traced } from '../tracing/spans';
import { recordMailOutcome } from './delivery-state';

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  replyTo?: string;
  /** Extra headers, e.g. List-Unsubscribe on newsletters. */
  headers?: Record<string, string>;
  /** Files sent along (the invoice PDF); both the SMTP and the outbox transport include them. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface SentMail {
  messageId: string;
  /** The .eml file when the outbox is used. */
  file?: string;
}

let transport: Transporter | undefined;

function mailer(): Transporter {
  transport ??= env().SMTP_URL
    ? nodemailer.createTransport(pooled(env().SMTP_URL!))
    : // No SMTP configured: build the real MIME message and keep it in DATA_DIR/outbox.
      nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return transport;
}

/**
 * Keeps SMTP connections open between mails (nodemailer's pool, up to 5) unless the URL says
 * otherwise: the outbox sends several at once, and a new TLS handshake per mail would halve it.
 */
function pooled(url: string): string {
  if (/[?&]pool=/.test(url)) return url;
  return `${url}${url.includes('?') ? '&' : '?'}pool=true`;
}

/**
 * Sends one e-mail: through SMTP when SMTP_URL is set, otherwise into
 * DATA_DIR/outbox as an .eml file (open it in any mail program) with a log line.
 * Subjects stay discreet: callers never put product names in them.
 */
export async function sendMail(message: MailMessage): Promise<SentMail> {
  try {
    const transport = env().SMTP_URL ? 'smtp' : 'outbox-file';
    const sent = await traced(
      `mail ${transport}`,
      { kind: 'client', requireParent: true, attributes: { 'zorgzaam.mail.transport': transport } },
      () => deliver(message),
    );
    metrics().mails.inc({ result: 'sent' });
    recordMailOutcome(true);
    return sent;
  } catch (error) {
    metrics().mails.inc({ result: 'failed' });
    recordMailOutcome(false);
    throw error;
  }
}

async function deliver(message: MailMessage): Promise<SentMail> {
  const info = await mailer().sendMail({ from: env().MAIL_FROM, ...message });
  if (env().SMTP_URL) {
    log.info('mail sent', { to: message.to, subject: message.subject, messageId: info.messageId });
    return { messageId: info.messageId };
  }
  const outbox = path.join(env().DATA_DIR_ABSOLUTE, 'outbox');
  await mkdir(outbox, { recursive: true });
  const file = path.join(
    outbox,
    `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^a-z0-9]/gi, '')}.eml`,
  );
  await writeFile(file, (info as unknown as { message: Buffer }).message);
  log.info('mail written to outbox', { to: message.to, subject: message.subject, file });
  return { messageId: info.messageId, file };
}

/** Closes pooled SMTP connections (shutdown, the end of a script): they would keep the process alive. */
export function closeMailer(): void {
  transport?.close();
  transport = undefined;
}

/** Tests switch SMTP on and off between files. */
export function resetMailerForTests(): void {
  closeMailer();
}
