import sanitizeHtml from 'sanitize-html';
import { normalizeLinkHref } from '~/lib/links';

/**
 * The one HTML sanitiser: every stored rich text (product descriptions, content
 * blocks) passes here before it reaches a page. No scripts, no event handlers, no
 * styles; links only to http, https, mailto and tel.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'ul',
    'ol',
    'li',
    'a',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'hr',
    'span',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => {
      const result: sanitizeHtml.Attributes = { ...attribs };
      if (attribs.href !== undefined) result.href = normalizeLinkHref(attribs.href);
      if (attribs.target === '_blank') result.rel = 'noopener noreferrer';
      return { tagName, attribs: result };
    },
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options);
}
