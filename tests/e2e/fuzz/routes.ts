import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** One route of the shop as the file system declares it (src/pages), so new endpoints are fuzzed too. */
export interface Route {
  file: string;
  /** URL path with `:name` for a parameter and `*name` for a rest parameter. */
  pattern: string;
  methods: string[];
}

const PAGES = 'src/pages';

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/** `api/orders/[id]/retry.ts` as `/api/orders/:id/retry`; `[...slug].astro` as `*slug`. */
function patternOf(relative: string): string {
  const withoutExt = relative.replace(/\.(ts|astro)$/, '').replace(/(^|\/)index$/, '');
  const segments = withoutExt
    .split('/')
    .filter(Boolean)
    .map((segment) => segment.replace(/^\[\.\.\.(\w+)\]$/, '*$1').replace(/^\[(\w+)\]$/, ':$1'));
  return `/${segments.join('/')}`;
}

/** The methods an endpoint exports (GET, POST, ...); pages answer GET, and POST for forms. */
function methodsOf(file: string): string[] {
  if (file.endsWith('.astro')) return ['GET', 'POST'];
  const source = readFileSync(file, 'utf8');
  const exported = [...source.matchAll(/export const (GET|POST|PUT|PATCH|DELETE|ALL)\b/g)].map(
    (match) => match[1]!,
  );
  return exported.includes('ALL') ? ['GET', 'POST', 'PUT', 'DELETE'] : exported;
}

export function shopRoutes(root = process.cwd()): Route[] {
  const dir = path.join(root, PAGES);
  return filesUnder(dir)
    .filter((file) => /\.(ts|astro)$/.test(file) && !file.endsWith('.test.ts'))
    .map((file) => {
      const relative = path.relative(dir, file).split(path.sep).join('/');
      return { file: relative, pattern: patternOf(relative), methods: methodsOf(file) };
    })
    .filter((route) => route.methods.length > 0);
}
