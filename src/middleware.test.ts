import type { APIContext, MiddlewareNext } from 'astro';
import { describe, expect, it, vi } from 'vitest';

vi.mock('astro:middleware', () => ({ defineMiddleware: (handler: unknown) => handler }));
const { onRequest } = await import('./middleware');

function run(path: string, init: RequestInit) {
  const url = new URL(path, 'https://shop.test');
  const request = new Request(url, init);
  const next: MiddlewareNext = async () => new Response('ok');
  return onRequest({ request, url } as APIContext, next) as Promise<Response>;
}

describe('origin check', () => {
  it('refuses a form post from another site', async () => {
    const response = await run('/api/newsletter-signup', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.test' },
      body: 'email=a@b.nl',
    });
    expect(response.status).toBe(403);
  });

  it('lets the payment webhook receive form posts without an origin', async () => {
    const response = await run('/api/payments/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'id=tr_123',
    });
    expect(response.status).toBe(200);
  });

  it('lets same-origin forms and JSON calls through, with security headers', async () => {
    const form = await run('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x', origin: 'https://shop.test' },
      body: '--x--',
    });
    expect(form.status).toBe(200);
    const json = await run('/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(json.status).toBe(200);
    expect(json.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('refuses a cross-site post whatever its body type: none, a Blob, text/plain', async () => {
    const bodies: RequestInit[] = [
      { body: 'email=a@b.nl' },
      { body: new Blob(['{"email":"a@b.nl"}']) },
      { body: 'x', headers: { 'content-type': 'text/plain', origin: 'https://evil.test' } },
    ];
    for (const init of bodies) {
      const response = await run('/api/newsletter-signup', {
        method: 'POST',
        headers: { origin: 'https://evil.test' },
        ...init,
      });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ message: 'Cross-site verzoek geweigerd.' });
    }
  });

  it('refuses a cross-site DELETE with JSON, and a browser request marked cross-site without Origin', async () => {
    const remove = await run('/api/account', {
      method: 'DELETE',
      headers: { 'content-type': 'application/json', origin: 'https://evil.test' },
      body: '{}',
    });
    expect(remove.status).toBe(403);
    const marked = await run('/api/contact', { method: 'POST', headers: { 'sec-fetch-site': 'cross-site' } });
    expect(marked.status).toBe(403);
  });

  it('lets same-origin browser calls through', async () => {
    const response = await run('/api/login', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: 'https://shop.test',
        'sec-fetch-site': 'same-origin',
      },
      body: '{}',
    });
    expect(response.status).toBe(200);
  });
});

describe('security headers', () => {
  it("are set on every answer, the refusal too, without replacing a route's own policy", async () => {
    const refused = await run('/api/contact', { method: 'POST', headers: { origin: 'https://evil.test' } });
    expect(refused.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(refused.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    const url = new URL('/media/x.svg', 'https://shop.test');
    const own = (await onRequest(
      { request: new Request(url), url } as APIContext,
      async () =>
        new Response('<svg/>', { headers: { 'Content-Security-Policy': "default-src 'none'; sandbox" } }),
    )) as Response;
    expect(own.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(own.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });
});
