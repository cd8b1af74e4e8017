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
    'img',
  ],
  // Images in rich text are uploaded files (the editor uploads pasted base64 images before
  // saving): a data: or javascript: source never passes, only http(s) and the shop's own paths.
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'], img: ['src', 'alt', 'width', 'height'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // An image whose source was refused is dropped whole, not left as an empty <img>.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
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
