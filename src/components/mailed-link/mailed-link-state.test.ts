import { describe, expect, it, vi } from 'vitest';
import { type MailedLinkActions, mailedLinkState } from './mailed-link-state';

function page(method: 'GET' | 'POST', token?: string) {
  const url = new URL('https://shop.example/nieuwsbrief/bevestigen');
  if (token !== undefined) url.searchParams.set('token', token);
  return { url, request: new Request(url, { method }), response: { status: 200, headers: new Headers() } };
}

/** A link whose one good token is 'goed', acted on once. */
function actions(refusedPostStatus?: 404 | 422): MailedLinkActions & { acted: string[] } {
  const acted: string[] = [];
  return {
    acted,
    act: vi.fn(async (token: string) => {
      if (token !== 'goed' || acted.includes(token)) return false;
      acted.push(token);
      return true;
    }),
    isOpen: vi.fn(async (token: string) => token === 'goed' && !acted.includes(token)),
    refusedPostStatus,
  };
}

describe('a mailed link', () => {
  it('only asks when it is opened: a mail scanner that follows it changes nothing', async () => {
    const link = actions();
    const opened = page('GET', 'goed');
    expect(await mailedLinkState(opened, link)).toBe('ask');
    expect(link.acted).toEqual([]);
    expect(opened.response.status).toBe(200);
    expect(opened.response.headers.get('cache-control')).toBe('no-store');
  });

  it('acts on the button’s POST, once', async () => {
    const link = actions(422);
    expect(await mailedLinkState(page('POST', 'goed'), link)).toBe('done');
    const again = page('POST', 'goed');
    expect(await mailedLinkState(again, link)).toBe('broken');
    expect(again.response.status).toBe(422);
    expect(link.acted).toEqual(['goed']);
  });

  it('answers 404 for a link it does not know, without looking up a token that is empty or too long', async () => {
    const link = actions();
    for (const token of [undefined, '', 'x'.repeat(201)]) {
      const opened = page('POST', token);
      expect(await mailedLinkState(opened, link)).toBe('broken');
      expect(opened.response.status).toBe(404);
    }
    expect(link.act).not.toHaveBeenCalled();
    const unknown = page('GET', 'onbekend');
    expect(await mailedLinkState(unknown, link)).toBe('broken');
    expect(unknown.response.status).toBe(404);
  });
});
