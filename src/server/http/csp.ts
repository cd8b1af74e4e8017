/**
 * Content-Security-Policy directives beyond script-src and style-src, for every answer.
 * Pages get them from Astro's `security.csp` (astro.config.ts) in one header together with
 * script-src hashes; everything else (static files, /media, error answers) from
 * security-headers.ts. No imports: astro.config.ts loads this file.
 */
export const BASE_CSP_DIRECTIVES = [
  "frame-ancestors 'self'",
  "object-src 'none'",
  "base-uri 'self'",
] as const;
