/**
 * The route group of a request path, for metric labels: a bounded set whatever the URLs
 * (slugs, ids, scanners' guesses). The API keeps its second segment (`/api/orders/*`),
 * pages their first (`/product/*`); answers that matched nothing are grouped by the caller.
 */
export function routeLabel(url: string): string {
  const pathname = url.split('?')[0] ?? '/';
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length === 0) return '/';
  const keep = segments[0] === 'api' ? 2 : 1;
  const head = segments.slice(0, keep).map((segment) => (/\d/.test(segment) ? ':id' : segment));
  return `/${head.join('/')}${segments.length > keep ? '/*' : ''}`;
}

/** Status 404 answers are grouped as one route: their paths are whatever a caller typed. */
export function routeOf(url: string, status: number): string {
  return status === 404 ? 'unmatched' : routeLabel(url);
}
