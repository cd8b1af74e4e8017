/** 'naam@voorbeeld.nl' without a scheme: a link typed as an e-mail address. */
const BARE_EMAIL = /^[^\s@/:]+@[^\s@/:]+\.[a-z]{2,}$/i;

/**
 * Link targets typed by staff: a bare e-mail address becomes a mailto: link (spec section 2,
 * rich-text editor); everything else is left as typed (the sanitiser decides what is allowed).
 */
export function normalizeLinkHref(href: string): string {
  const trimmed = href.trim();
  return BARE_EMAIL.test(trimmed) ? `mailto:${trimmed}` : trimmed;
}
