import { publicUrl } from '../env';
import { BASE_CSP_DIRECTIVES } from './csp';

/**
 * The Content-Security-Policy of answers that are not pages. Pages replace it with Astro's
 * (`security.csp`: the same directives plus script-src with the page's script hashes).
 */
const BASE_CONTENT_SECURITY_POLICY = BASE_CSP_DIRECTIVES.join('; ');

/**
 * Headers every answer carries, pages, API, /build assets, /media and error answers alike.
 * HSTS only when the shop is public over https (a local http run must not pin https).
 */
export function securityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': BASE_CONTENT_SECURITY_POLICY,
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'SAMEORIGIN',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  };
  if (publicUrl().startsWith('https://'))
    headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}
