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
});
