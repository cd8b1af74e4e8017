import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sendMail } from '~/server/mail';
import { setupSmtpServer } from '../helpers/smtp';

const attachment = {
  filename: 'factuur-F-000001.pdf',
  content: Buffer.from('%PDF-1.3 test'),
  contentType: 'application/pdf',
};
const message = {
  to: 'klant@example.nl',
  subject: 'Bevestiging',
  html: '<p>Hoi</p>',
  text: 'Hoi',
  attachments: [attachment],
};

/** Both transports carry attachments (the invoice PDF): the .eml outbox and SMTP. */
describe('mail attachments', () => {
  it('writes them into the .eml of the outbox when no SMTP server is configured', async () => {
    const sent = await sendMail(message);
    const eml = readFileSync(sent.file!, 'utf8');
    expect(eml).toMatch(/Content-Type: application\/pdf; name=factuur-F-000001\.pdf/);
    expect(eml).toContain(attachment.content.toString('base64'));
  });

  describe('over SMTP', () => {
    const smtp = setupSmtpServer();
    it('sends them along', async () => {
      await sendMail(message);
      const raw = smtp.inbox.at(-1)!.raw;
      expect(raw).toMatch(/Content-Disposition: attachment; filename=factuur-F-000001\.pdf/);
      expect(raw).toContain(attachment.content.toString('base64'));
    });
  });
});
