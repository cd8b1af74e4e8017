import type { APIRoute } from 'astro';
import { methodIconSvg } from '~/features/payments/method-icons.server';

/** /images/payment-methods/ideal.svg: the test provider's method logos (see method-icons.server.ts). */
export const GET: APIRoute = ({ params }) => {
  const svg = methodIconSvg(params.id ?? '');
  if (!svg) return new Response('Niet gevonden', { status: 404 });
  return new Response(svg, {
    headers: {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800',
      'X-Content-Type-Options': 'nosniff',
    },
  });
};
