/** Where a visitor of a mailed link stands: it was just acted on, it waits for the button, or it is unknown. */
export type MailedLinkState = 'done' | 'ask' | 'broken';

/** What a mailed link does with its token, and how to tell whether it still can. */
export interface MailedLinkActions {
  /** Confirms, unsubscribes...: true when the token was still good. */
  act(token: string): Promise<boolean>;
  /** True while the link can still be acted on. */
  isOpen(token: string): Promise<boolean>;
  /** The status of a POST that acted on nothing (a GET of an unknown link answers 404). */
  refusedPostStatus?: 404 | 422;
}

/** No token of ours is longer; a longer one is not looked up. */
const MAX_TOKEN_LENGTH = 200;

/** The parts of Astro's page global this reads and sets. */
interface PageContext {
  url: URL;
  request: Request;
  response: { status?: number; headers: Headers };
}

/**
 * A link in a mail that changes something (confirm a sign-up, unsubscribe): opening it only asks,
 * because mail scanners open links; the page's button, or a mail program's one-click POST
 * (RFC 8058), acts. Sets the answer's status and keeps it out of every cache.
 */
export async function mailedLinkState(
  page: PageContext,
  actions: MailedLinkActions,
): Promise<MailedLinkState> {
  const token = page.url.searchParams.get('token') ?? '';
  const usable = token.length > 0 && token.length <= MAX_TOKEN_LENGTH;
  const posted = page.request.method === 'POST';
  page.response.headers.set('Cache-Control', 'no-store');
  if (posted && usable && (await actions.act(token))) return 'done';
  if (usable && (await actions.isOpen(token))) return 'ask';
  page.response.status = posted ? (actions.refusedPostStatus ?? 404) : 404;
  return 'broken';
}
