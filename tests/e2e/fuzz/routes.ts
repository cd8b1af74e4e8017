import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** One route of the shop as the file system declares it (src/pages), so new endpoints are fuzzed too. */
export interface Route {
  file: string;
  /** URL path with `:name` for a parameter and `*name` for a rest parameter. */
  pattern: string;
  methods: string[];
  /**
   * The input names the route reads: keys of the zod schemas in its file and in the feature
   * modules it imports, and the query parameters it reads by name (so each is fuzzed on its own).
   */
  fields: string[];
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

/** Object keys of zod schemas (`name: z.…`, `name: someSchema`) and `searchParams.get('name')`. */
function namesIn(source: string): string[] {
  const keys = [
    ...source.matchAll(/^\s*['"]?([a-z][A-Za-z0-9_]*)['"]?\s*:\s*(?:z\s*\.|[a-z]\w*\(|\w+Schema\b)/gm),
  ].map((match) => match[1]!);
  const params = [...source.matchAll(/searchParams\.get(?:All)?\(\s*'([^']+)'/g)].map((match) => match[1]!);
  return [...keys, ...params];
}

/** The route's own names and those of the `~/features/...` and `~/server/...` modules it imports. */
function fieldsOf(file: string, root: string): string[] {
  const source = readFileSync(file, 'utf8');
  const imported = [...source.matchAll(/from '~\/((?:features|server)\/[^']+)'/g)].flatMap((match) => {
    const base = path.join(root, 'src', match[1]!);
    return [`${base}.ts`, path.join(base, 'index.ts')].filter((candidate) => existsSync(candidate));
  });
  const names = [source, ...imported.map((module) => readFileSync(module, 'utf8'))].flatMap(namesIn);
  return [...new Set(names)].sort();
}

/** Every route file under src/pages (endpoints and pages). */
export function pageFiles(root = process.cwd()): string[] {
  return filesUnder(path.join(root, PAGES)).filter(
    (file) => /\.(ts|astro)$/.test(file) && !file.endsWith('.test.ts'),
  );
}

export function shopRoutes(root = process.cwd()): Route[] {
  const dir = path.join(root, PAGES);
  return pageFiles(root)
    .map((file) => {
      const relative = path.relative(dir, file).split(path.sep).join('/');
      return {
        file: relative,
        pattern: patternOf(relative),
        methods: methodsOf(file),
        fields: fieldsOf(file, root),
      };
    })
    .filter((route) => route.methods.length > 0);
}
