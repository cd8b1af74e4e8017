import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/*
 * Every import of a module, whatever survives compilation (decision 034): a value import, a type
 * import (`import type`, `typeof import('...')`), a lazy `import()`, a test's `vi.mock`.
 */

type Kind = 'value' | 'type' | 'import()';
export interface Edge {
  kind: Kind;
  specifier: string;
}

export const sourceRoot = path.resolve('src');

export const filesUnder = (folder: string, pattern = /\.(ts|tsx)$/) =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => pattern.test(name))
    .map((name) => path.join(folder, name));

/** Every module a file names, with how it names it. */
export function importEdges(code: string): Edge[] {
  const file = ts.createSourceFile('module.tsx', code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const edges: Edge[] = [];
  const walk = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const typeOnly =
        clause?.isTypeOnly ||
        (clause !== undefined &&
          !clause.name &&
          clause.namedBindings !== undefined &&
          ts.isNamedImports(clause.namedBindings) &&
          clause.namedBindings.elements.length > 0 &&
          clause.namedBindings.elements.every((element) => element.isTypeOnly));
      edges.push({
        kind: typeOnly ? 'type' : 'value',
        specifier: (node.moduleSpecifier as ts.StringLiteral).text,
      });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier) {
      edges.push({
        kind: node.isTypeOnly ? 'type' : 'value',
        specifier: (node.moduleSpecifier as ts.StringLiteral).text,
      });
    } else if (ts.isImportTypeNode(node)) {
      const argument = node.argument;
      if (ts.isLiteralTypeNode(argument) && ts.isStringLiteral(argument.literal))
        edges.push({ kind: 'type', specifier: argument.literal.text });
    } else if (ts.isCallExpression(node) && node.arguments[0] && ts.isStringLiteralLike(node.arguments[0])) {
      const callee = node.expression.getText(file);
      if (node.expression.kind === ts.SyntaxKind.ImportKeyword)
        edges.push({ kind: 'import()', specifier: node.arguments[0].text });
      else if (/^vi\.(mock|doMock|importActual)$/.test(callee))
        edges.push({ kind: 'value', specifier: node.arguments[0].text });
    }
    ts.forEachChild(node, walk);
  };
  walk(file);
  return edges;
}

/** The top-level folder of src/ a specifier lands in (`features/orders`, `server`, `app`...), or null. */
export function landsIn(specifier: string, from: string): string | null {
  let target: string;
  if (specifier.startsWith('~/')) target = path.join(sourceRoot, specifier.slice(2));
  else if (specifier.startsWith('.')) target = path.resolve(path.dirname(from), specifier);
  else return null;
  const relative = path.relative(sourceRoot, target);
  if (relative.startsWith('..')) return null;
  const [top, second] = relative.split(path.sep);
  return top === 'features' && second ? `features/${second}` : (top ?? null);
}

/** `from -> to` for every pair of top-level folders of src/ (a feature counts as one) with an import, any kind. */
export function folderEdges(): Set<string> {
  const edges = new Set<string>();
  for (const file of filesUnder(sourceRoot, /\.(ts|tsx)$/)) {
    if (/\.test\.tsx?$/.test(file)) continue;
    const from = landsIn(`./${path.basename(file)}`, file);
    for (const { specifier } of importEdges(readFileSync(file, 'utf8'))) {
      const to = landsIn(specifier, file);
      if (from && to && from !== to) edges.add(`${from} -> ${to}`);
    }
  }
  return edges;
}

/** Pairs of top-level folders of src/ (a feature counts as one) that import each other, any kind. */
export function twoWayFolderTies(edges = folderEdges()): string[] {
  return [...edges]
    .map((edge) => edge.split(' -> ') as [string, string])
    .filter(([from, to]) => from < to && edges.has(`${to} -> ${from}`))
    .map(([from, to]) => `${from} <-> ${to}`)
    .sort();
}

/** The circles among top-level folders: each group of folders that reach one another (Tarjan). */
export function folderCircles(edges = folderEdges()): string[][] {
  const next = new Map<string, string[]>();
  for (const edge of edges) {
    const [from, to] = edge.split(' -> ') as [string, string];
    next.set(from, [...(next.get(from) ?? []), to]);
    if (!next.has(to)) next.set(to, []);
  }
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const circles: string[][] = [];
  const visit = (folder: string) => {
    order.set(folder, order.size);
    low.set(folder, order.get(folder) as number);
    stack.push(folder);
    for (const to of next.get(folder) ?? []) {
      if (!order.has(to)) {
        visit(to);
        low.set(folder, Math.min(low.get(folder) as number, low.get(to) as number));
      } else if (stack.includes(to))
        low.set(folder, Math.min(low.get(folder) as number, order.get(to) as number));
    }
    if (low.get(folder) !== order.get(folder)) return;
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop() as string;
      group.push(member);
    } while (member !== folder);
    if (group.length > 1) circles.push(group.sort());
  };
  for (const folder of [...next.keys()].sort()) if (!order.has(folder)) visit(folder);
  return circles;
}
