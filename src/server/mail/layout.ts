import { shop } from '~/config/shop';

export interface EmailContent {
  /** Shown by mail programs after the subject: keep it as discreet as the subject. */
  preheader: string;
  heading: string;
  /** Paragraphs of plain text (escaped here). */
  paragraphs: string[];
  button?: { label: string; url: string };
  /** Optional rows shown as a small table (e.g. order number, date). */
  details?: [label: string, value: string][];
  /** Small print under the message, e.g. why they get this e-mail or an unsubscribe link. */
  footer?: { text: string; link?: { label: string; url: string } };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The shop's one e-mail layout: HTML that survives mail programs (tables, inline
 * styles, large type) and the same message as plain text.
 */
export function renderEmail(content: EmailContent): { html: string; text: string } {
  const { company } = shop;
  const details = content.details
    ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:16px 0;font-size:16px">${content.details
        .map(
          ([label, value]) =>
            `<tr><td style="padding:4px 12px 4px 0;color:#56606b;vertical-align:top">${escapeHtml(label)}</td><td style="padding:4px 0;font-weight:600;overflow-wrap:anywhere;word-break:break-word">${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`
    : '';
  const button = content.button
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.button.url)}" style="display:inline-block;background:#17675f;color:#ffffff;text-decoration:none;font-weight:600;padding:14px 24px;border-radius:8px;font-size:18px">${escapeHtml(content.button.label)}</a></p><p style="font-size:14px;color:#56606b">Werkt de knop niet? Kopieer dan deze link in je browser:<br><span style="word-break:break-all">${escapeHtml(content.button.url)}</span></p>`
    : '';
  const footer = content.footer
    ? `<p style="font-size:14px;color:#56606b;margin:0 0 8px">${escapeHtml(content.footer.text)}${
        content.footer.link
          ? ` <a href="${escapeHtml(content.footer.link.url)}" style="color:#17675f">${escapeHtml(content.footer.link.label)}</a>`
          : ''
      }</p>`
    : '';
  const html = `<!doctype html>
<html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.heading)}</title></head>
<body style="margin:0;background:#f6f7f5;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1b1f23">
<span style="display:none;max-height:0;overflow:hidden">${escapeHtml(content.preheader)}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:12px;border:1px solid #d9dedb">
<tr><td style="padding:20px 20px;border-bottom:1px solid #d9dedb;font-size:24px;font-weight:700;color:#12524c">${escapeHtml(shop.brand)}</td></tr>
<tr><td style="padding:24px 20px;font-size:18px;line-height:1.6">
<h1 style="font-size:26px;margin:0 0 16px;color:#0e3f3b">${escapeHtml(content.heading)}</h1>
${content.paragraphs.map((paragraph) => `<p style="margin:0 0 16px">${escapeHtml(paragraph)}</p>`).join('\n')}
${details}${button}
</td></tr>
<tr><td style="padding:20px 20px;border-top:1px solid #d9dedb">${footer}
<p style="font-size:14px;color:#56606b;margin:0">${escapeHtml(company.legalName)} · ${escapeHtml(company.street)}, ${escapeHtml(company.postcode)} ${escapeHtml(company.city)} · ${escapeHtml(company.phone)} · KvK ${escapeHtml(company.kvk)}</p>
</td></tr></table></td></tr></table></body></html>`;

  const text = [
    content.heading,
    '',
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(content.details ?? []).map(([label, value]) => `${label}: ${value}`),
    ...(content.details ? [''] : []),
    ...(content.button ? [`${content.button.label}: ${content.button.url}`, ''] : []),
    ...(content.footer
      ? [
          `${content.footer.text}${content.footer.link ? ` ${content.footer.link.label}: ${content.footer.link.url}` : ''}`,
          '',
        ]
      : []),
    '--',
    `${company.legalName}, ${company.street}, ${company.postcode} ${company.city}`,
    `${company.phone} · ${company.email}`,
  ].join('\n');
  return { html, text };
}
