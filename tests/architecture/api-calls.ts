import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Network calls in browser code that bypass a typed `*.actions.ts` module: `fetch(...)`,
 * `api.get/post/...` of the shop's client, an import of `ky`, `XMLHttpRequest`, `sendBeacon`.
 */
export interface BypassingCall {
  file: string;
  line: number;
  call: string;
}

const HTTP_METHODS = new Set(['get', 'post', 'put', 'patch', 'delete', 'head']);

/** Code that only ever runs on the server, tests, and the modules allowed to call: left out. */
function mayCall(relative: string): boolean {
  return (
    relative.startsWith(`server${path.sep}`) ||
    relative.startsWith(`pages${path.sep}`) ||
    relative === path.join('lib', 'http.ts') ||
    relative === 'middleware.ts' ||
    /\.(server|seed)\.tsx?$/.test(relative) ||
    /\.test\.tsx?$/.test(relative) ||
    relative.endsWith('.d.ts') ||
    relative.endsWith('.actions.ts')
  );
}

/** Every module the browser may load (islands, hooks, stores, page scripts, isomorphic code). */
export function browserModules(root = path.resolve('src')): string[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !mayCall(name))
    .map((name) => path.join(root, name))
    .sort();
}

export function bypassingCalls(file: string, code = readFileSync(file, 'utf8')): BypassingCall[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: BypassingCall[] = [];
  const add = (node: ts.Node, call: string) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    found.push({ file: path.relative(process.cwd(), file), line: line + 1, call });
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && (node.moduleSpecifier as ts.StringLiteral).text === 'ky') {
      add(node, "import from 'ky'");
    } else if (ts.isCallExpression(node)) {
      const callee = node.expression;
      if (ts.isIdentifier(callee) && callee.text === 'fetch') add(node, 'fetch()');
      if (ts.isPropertyAccessExpression(callee)) {
        const name = callee.name.text;
        const target = callee.expression;
        const targetName = ts.isIdentifier(target)
          ? target.text
          : ts.isPropertyAccessExpression(target)
            ? target.name.text
            : '';
        if (name === 'fetch' && ['window', 'globalThis', 'self'].includes(targetName))
          add(node, `${targetName}.fetch()`);
        if (targetName === 'api' && HTTP_METHODS.has(name)) add(node, `api.${name}()`);
        if (name === 'sendBeacon') add(node, 'navigator.sendBeacon()');
      }
    } else if (ts.isIdentifier(node) && node.text === 'XMLHttpRequest') {
      add(node, 'XMLHttpRequest');
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}
