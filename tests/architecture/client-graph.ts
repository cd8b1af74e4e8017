import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import ts from 'typescript';

/**
 * The modules the browser loads, found the way Astro bundles them: every component an .astro
 * file renders with a `client:*` directive, every processed `<script>` (no attributes but src),
 * and everything those import, following relative and `~/` imports through src/.
 */

const sourceRoot = path.resolve('src');
const extensions = ['.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx'];

/** The package a bare specifier names: '@scope/name/sub' -> '@scope/name', 'name/sub' -> 'name'. */
export function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

const isBare = (specifier: string) =>
  !/^(\.|\/|~\/)/.test(specifier) && !specifier.startsWith('node:') && !specifier.startsWith('astro:');

/** Source that only ever runs on the server: src/server, src/app, *.server, routes, middleware, seeds, .astro frontmatter. */
function runsOnServerOnly(relative: string): boolean {
  return (
    relative.startsWith(`server${path.sep}`) ||
    relative.startsWith(`app${path.sep}`) ||
    relative.startsWith(`pages${path.sep}`) ||
    /\.server\.tsx?$/.test(relative) ||
    /\.seed\.ts$/.test(relative) ||
    relative === 'middleware.ts'
  );
}

let derivedServerPackages: string[] | undefined;

/**
 * The deny-list, derived rather than kept by hand: every package that server-only code imports
 * and no code the browser may load (islands, stores, actions, isomorphic modules, page scripts)
 * does. A new server dependency (pdfkit, ioredis...) is on it the day it is first imported.
 */
export function serverOnlyPackages(): string[] {
  if (derivedServerPackages) return derivedServerPackages;
  const server = new Set<string>();
  const browser = new Set<string>();
  const add = (into: Set<string>, code: string) => {
    for (const specifier of importSpecifiers(code)) if (isBare(specifier)) into.add(packageOf(specifier));
  };
  for (const file of [...filesUnder(sourceRoot, '.ts'), ...filesUnder(sourceRoot, '.tsx')]) {
    const relative = path.relative(sourceRoot, file);
    if (/\.test\.tsx?$/.test(relative) || relative.endsWith('.d.ts')) continue;
    add(runsOnServerOnly(relative) ? server : browser, readFileSync(file, 'utf8'));
  }
  for (const file of filesUnder(sourceRoot, '.astro')) {
    const source = readFileSync(file, 'utf8');
    add(server, /^---\r?\n([\s\S]*?)\r?\n---/.exec(source)?.[1] ?? '');
    for (const match of source.matchAll(/<script\s*>([\s\S]*?)<\/script>/g)) add(browser, match[1] ?? '');
  }
  derivedServerPackages = [...server].filter((name) => !browser.has(name)).sort();
  return derivedServerPackages;
}

export interface ClientEntry {
  /** Where the browser code starts: `file.astro -> Island` or `file.astro <script>`. */
  label: string;
  from: string;
  specifiers: string[];
}

/** Why a module must stay on the server, or null when the browser may load it. */
export function serverOnlyReason(module: string): string | null {
  if (module.startsWith('node:') || builtinModules.includes(module)) return 'a Node built-in';
  if (isBare(module) && serverOnlyPackages().includes(packageOf(module))) {
    return 'a server-only package';
  }
  const relative = path.relative(sourceRoot, module);
  if (!relative.startsWith('..') && relative.split(path.sep)[0] === 'server') return 'in src/server/';
  if (!relative.startsWith('..') && relative.split(path.sep)[0] === 'app') return 'in src/app/';
  if (/\.server\.(ts|tsx|js)$/.test(module)) return 'a *.server module';
  return null;
}

export function clientEntries(): ClientEntry[] {
  const entries: ClientEntry[] = [];
  for (const file of filesUnder(sourceRoot, '.astro')) {
    const source = readFileSync(file, 'utf8');
    const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source)?.[1] ?? '';
    const imports = importBindings(frontmatter);
    const name = path.relative(process.cwd(), file);
    for (const match of source.matchAll(
      /<([A-Z][\w.]*)\b[^>]*?\sclient:(?:load|idle|visible|media|only)\b/g,
    )) {
      const component = match[1]!.split('.')[0]!;
      const specifier = imports.get(component);
      if (!specifier) throw new Error(`${name}: cannot find the import of island <${component}>`);
      entries.push({ label: `${name} -> <${component}>`, from: file, specifiers: [specifier] });
    }
    for (const match of source.matchAll(/<script(\s+src="([^"]+)")?\s*>([\s\S]*?)<\/script>/g)) {
      const specifiers = match[2] ? [match[2]] : importSpecifiers(match[3] ?? '');
      entries.push({ label: `${name} <script>`, from: file, specifiers });
    }
  }
  return entries;
}

/**
 * Follows the imports from one entry, each module of src/ once. `reach` hears every module reached
 * (its path relative to the project when inside src/, else the package) with the chain that led
 * there, and answers whether to follow that module's own imports.
 */
function walkImports(
  entry: ClientEntry,
  { dynamic }: { dynamic: boolean },
  reach: (module: string, resolved: string, chain: string[]) => boolean,
): void {
  const seen = new Set<string>();
  const visit = (specifier: string, from: string, chain: string[]) => {
    const resolved = resolve(specifier, from);
    const shown = resolved.startsWith(sourceRoot) ? path.relative(process.cwd(), resolved) : resolved;
    if (!reach(shown, resolved, chain)) return;
    if (!resolved.startsWith(sourceRoot) || seen.has(resolved)) return;
    seen.add(resolved);
    if (!/\.(ts|tsx|js|mjs)$/.test(resolved)) return; // styles, images, JSON
    for (const next of importSpecifiers(readFileSync(resolved, 'utf8'), { dynamic })) {
      visit(next, resolved, [...chain, shown]);
    }
  };
  for (const specifier of entry.specifiers) visit(specifier, entry.from, [entry.label]);
}

/** Every import, lazy ones too; returns the chain to each server-only module reached. */
export function serverOnlyChains(entry: ClientEntry): string[] {
  const found: string[] = [];
  walkImports(entry, { dynamic: true }, (module, resolved, chain) => {
    const reason = serverOnlyReason(resolved);
    if (reason) found.push(`${[...chain, module].join(' -> ')} (${reason})`);
    return !reason;
  });
  return found;
}

/**
 * Every module an entry loads before anything happens on the page: its static imports, however
 * deep (dynamic imports load later, on a click). Paths inside src/ are relative to the project.
 */
export function eagerModules(entry: ClientEntry): Set<string> {
  const reached = new Set<string>();
  walkImports(entry, { dynamic: false }, (module) => {
    reached.add(module);
    return true;
  });
  return reached;
}

/**
 * The modules of src/ that loading `file` loads (every static import, however deep; lazy ones too
 * when `dynamic`), each with the chain of files that led there, relative to the project.
 */
export function modulesLoadedBy(file: string, { dynamic }: { dynamic: boolean }): Map<string, string[]> {
  const start = path.resolve(file);
  const entry = {
    label: path.relative(process.cwd(), start),
    from: start,
    specifiers: [`./${path.basename(start)}`],
  };
  const loaded = new Map<string, string[]>();
  walkImports(entry, { dynamic }, (module, resolved, chain) => {
    if (resolved.startsWith(sourceRoot) && !loaded.has(module))
      loaded.set(module, [...chain.slice(1), module]);
    return true;
  });
  loaded.delete(entry.label);
  return loaded;
}

/** The modules of src/ that `file` imports itself (static imports only), as absolute paths. */
export function staticImportsOf(file: string): string[] {
  return importSpecifiers(readFileSync(file, 'utf8'), { dynamic: false })
    .map((specifier) => resolve(specifier, file))
    .filter((resolved) => resolved.startsWith(sourceRoot) && /\.(ts|tsx)$/.test(resolved));
}

/** Groups of modules that load each other in a circle (Tarjan's strongly connected components). */
export function importCircles(files: string[]): string[][] {
  const edges = new Map(files.map((file) => [file, staticImportsOf(file)]));
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const circles: string[][] = [];
  const visit = (file: string) => {
    order.set(file, order.size);
    low.set(file, order.get(file)!);
    stack.push(file);
    for (const next of edges.get(file) ?? []) {
      if (!edges.has(next)) continue;
      if (!order.has(next)) visit(next);
      if (stack.includes(next)) low.set(file, Math.min(low.get(file)!, low.get(next)!));
    }
    if (low.get(file) !== order.get(file)) return;
    const circle = stack.splice(stack.indexOf(file));
    if (circle.length > 1) circles.push(circle.map((member) => path.relative(process.cwd(), member)));
  };
  for (const file of files) if (!order.has(file)) visit(file);
  return circles;
}

/** A file path inside src/, or the bare package name for anything from node_modules. */
export function resolve(specifier: string, from: string): string {
  let base: string;
  if (specifier.startsWith('~/')) base = path.join(sourceRoot, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else if (specifier.startsWith('/')) base = path.join(sourceRoot, specifier);
  else return specifier;
  base = base.replace(/\?.*$/, '');
  if (existsSync(base) && statSync(base).isFile()) return base;
  const found = extensions.map((extension) => base + extension).find((candidate) => existsSync(candidate));
  if (!found) throw new Error(`cannot resolve ${specifier} from ${from}`);
  return found;
}

/** Imports that survive compilation: `import type` and `export type` vanish, everything else stays. */
export function importSpecifiers(code: string, { dynamic = true } = {}): string[] {
  const file = ts.createSourceFile('module.tsx', code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const specifiers: string[] = [];
  const walk = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly) {
      specifiers.push((node.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly) {
      specifiers.push((node.moduleSpecifier as ts.StringLiteral).text);
    } else if (
      dynamic &&
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      specifiers.push(node.arguments[0].text);
    }
    ts.forEachChild(node, walk);
  };
  walk(file);
  return specifiers;
}

/** Local name -> module specifier of an .astro file's frontmatter imports. */
function importBindings(code: string): Map<string, string> {
  const file = ts.createSourceFile('frontmatter.ts', code, ts.ScriptTarget.Latest, true);
  const bindings = new Map<string, string>();
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || !statement.importClause) continue;
    const specifier = (statement.moduleSpecifier as ts.StringLiteral).text;
    const { name, namedBindings } = statement.importClause;
    if (name) bindings.set(name.text, specifier);
    if (namedBindings && ts.isNamedImports(namedBindings)) {
      for (const element of namedBindings.elements) bindings.set(element.name.text, specifier);
    }
    if (namedBindings && ts.isNamespaceImport(namedBindings))
      bindings.set(namedBindings.name.text, specifier);
  }
  return bindings;
}

function filesUnder(folder: string, extension: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith(extension))
    .map((name) => path.join(folder, name))
    .sort();
}
