import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';
import { resetEnvForTests } from '~/server/env';
import { resetMailerForTests } from '~/server/mail';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** Mail held at the server: `arrived` resolves when a message reaches it, `release` lets it through. */
export interface HeldMail {
  arrived: Promise<void>;
  release(): void;
}

/**
 * A real SMTP server on a free local port; the app sends to it for the duration of the test file.
 * `hold()` keeps the next messages waiting (the sender's SMTP call does not finish) until released.
 */
export function setupSmtpServer(): { inbox: ReceivedMail[]; hold(): HeldMail } {
  const inbox: ReceivedMail[] = [];
  let held: { arrived: () => void; released: Promise<void> } | undefined;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // Every connection would otherwise ask DNS for 127.0.0.1's name first (up to 1.5 s each).
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        if (held) {
          held.arrived();
          await held.released;
        }
        inbox.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
    resetEnvForTests();
    resetMailerForTests();
  });
  afterAll(async () => {
    delete process.env.SMTP_URL;
    resetEnvForTests();
    resetMailerForTests();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  const hold = (): HeldMail => {
    let arrived = () => {};
    let release = () => {};
    const arrival = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    const released = new Promise<void>((resolve) => {
      release = () => {
        held = undefined;
        resolve();
      };
    });
    held = { arrived, released };
    return { arrived: arrival, release };
  };
  return { inbox, hold };
}

/**
 * The decoded text of a quoted-printable MIME message, enough to find links in it. The message's
 * own headers are not quoted-printable and stay as they are: decoding them turned
 * `List-Unsubscribe: <…?token=1F…>` into a control character whenever a random token began with
 * two hex digits (one message in sixteen), and took a header folded after `=` for a soft break.
 */
export function decodeMail(raw: string): string {
  const bodyStart = raw.search(/\r?\n\r?\n/);
  if (bodyStart < 0) return raw;
  const body = raw
    .slice(bodyStart)
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return raw.slice(0, bodyStart) + body;
}

/**
 * The password-reset mails to `email`, oldest first. An address gets other mails too (registering
 * asks to confirm it), and the outbox sends mails of different events side by side, in any order.
 */
export function resetMailsTo<T extends { to: string[] | string; raw: string }>(
  inbox: T[],
  email: string,
): T[] {
  return inbox.filter(
    (message) => message.to.includes(email) && decodeMail(message.raw).includes('reset-password?token='),
  );
}
