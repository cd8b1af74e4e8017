import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { convertToTsx } from '@astrojs/astro2tsx';
import ts from 'typescript';

/**
 * Text a visitor sees, written as a literal instead of coming from src/lib/messages:
 * - JSX and Astro template text, and the shown attributes of their elements (labels, alt,
 *   placeholder, title, a meta tag's content) and components (hint, heading, intro...);
 * - in page scripts the text put into the page (textContent, an aria-label);
 * - in every source file the messages of zod checks (`.min(1, '…')`, `.refine(fn, '…')`,
 *   `z.string({ message: '…' })`, `ctx.addIssue({ message: '…' })`), which the API answers and
 *   the forms show.
 * What is not shown text is left alone by rule: class names, selectors, URLs, keys, symbols and
 * numbers (no two letters in a row), other attributes (href, class, data-*, test ids), and any
 * string outside these places (log lines, errors for developers, SQL).
 */
const SHOWN_ATTRIBUTES = new Set([
  ...['aria-label', 'aria-description', 'alt', 'placeholder', 'title', 'label'],
  // Props by which the shop's own components take shown text (Field's hint, a section's heading).
  ...['hint', 'help', 'legend', 'heading', 'intro', 'description', 'caption', 'subtitle'],
]);
const hasWords = (text: string) => /\p{L}{2,}/u.test(text);
/** Binary operators whose result can be one of its string operands (or their concatenation). */
const SHOWING_OPERATORS = new Set([
  ts.SyntaxKind.BarBarToken,
  ts.SyntaxKind.QuestionQuestionToken,
  ts.SyntaxKind.PlusToken,
]);
/**
 * Zod checks by the place of their message among the arguments: after the bound (`min(1, '…')`)
 * or first (`email('…')`). String methods of the same name take no string there, so they are not
 * mistaken for checks.
 */
const ZOD_MESSAGE_ARGUMENT: Record<string, number> = {
  min: 1,
  max: 1,
  length: 1,
  gt: 1,
  gte: 1,
  lt: 1,
  lte: 1,
  multipleOf: 1,
  regex: 1,
  startsWith: 1,
  endsWith: 1,
  includes: 1,
  refine: 1,
  email: 0,
  url: 0,
  uuid: 0,
  nonempty: 0,
  int: 0,
  positive: 0,
  negative: 0,
  nonnegative: 0,
  nonpositive: 0,
  finite: 0,
  safe: 0,
  date: 0,
  datetime: 0,
};
/** Calls whose options object carries a message: `z.string({ message })`, `ctx.addIssue({ message })`. */
const MESSAGE_KEYS = new Set(['message', 'error', 'required_error', 'invalid_type_error']);

export type ShownKind = 'template text' | 'attribute' | 'page script' | 'zod message';

export interface ShownLiteral {
  file: string;
  line: number;
  kind: ShownKind;
  text: string;
}

/** Every source file under src/ (islands, components, pages, modules), tests and the messages module left out. */
export function sourceFiles(root = path.resolve('src')): string[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(tsx?|astro)$/.test(name) && !/\.(test|spec)\.tsx?$|\.d\.ts$/.test(name))
    .filter((name) => !name.startsWith(path.join('lib', 'messages')))
    .map((name) => path.join(root, name))
    .sort();
}

/** Parses a file as TypeScript; an .astro file through Astro's own TSX conversion (its template as JSX). */
function parsed(file: string, code: string) {
  if (!file.endsWith('.astro')) {
    const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, kind);
    return { source, lineOf: (position: number) => source.getLineAndCharacterOfPosition(position).line + 1 };
  }
  const converted = convertToTsx(code, { filename: path.basename(file) });
  const source = ts.createSourceFile(
    `${file}.tsx`,
    converted.code,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const original = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, false, ts.ScriptKind.Unknown);
  const lineOf = (position: number) => {
    const mapping = converted.mappings.find(
      ([start, length]) => position >= start && position < start + length,
    );
    const offset = mapping ? mapping[2] + Math.min(position - mapping[0], mapping[3]) : 0;
    return original.getLineAndCharacterOfPosition(offset).line + 1;
  };
  return { source, lineOf };
}

const elementName = (node: ts.JsxAttribute) => {
  const element = node.parent.parent;
  return ts.isJsxSelfClosingElement(element) || ts.isJsxOpeningElement(element)
    ? element.tagName.getText()
    : '';
};

export function shownLiterals(file: string, code = readFileSync(file, 'utf8')): ShownLiteral[] {
  const { source, lineOf } = parsed(file, code);
  const found: ShownLiteral[] = [];
  // The process configuration (the one module that reads process.env) speaks to the operator in
  // the boot log, like every log line: its zod messages are not shown in the shop.
  const readsEnvironment = /\bprocess\.env\b/.test(code);
  const add = (node: ts.Node, kind: ShownKind, text: string) => {
    if (kind === 'zod message' && readsEnvironment) return;
    // An HTML entity (&copy;, &nbsp;) is a symbol, not words.
    const trimmed = text
      .replace(/&(?:[a-z]+|#\d+);/gi, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    if (!hasWords(trimmed)) return;
    found.push({
      file: path.relative(process.cwd(), file),
      line: lineOf(node.getStart()),
      kind,
      text: trimmed,
    });
  };
  const literalText = (node: ts.Node | undefined): string | undefined => {
    if (!node) return undefined;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
    if (ts.isTemplateExpression(node))
      return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ');
    if (ts.isJsxExpression(node) || ts.isParenthesizedExpression(node)) return literalText(node.expression);
    if (ts.isBinaryExpression(node)) {
      const operator = node.operatorToken.kind;
      // `condition && 'text'` shows only its right side; a comparison (=== 'cancelled') shows nothing.
      if (operator === ts.SyntaxKind.AmpersandAmpersandToken) return literalText(node.right);
      if (!SHOWING_OPERATORS.has(operator)) return undefined;
    }
    if (ts.isConditionalExpression(node) || ts.isBinaryExpression(node)) {
      const [a, b] = ts.isConditionalExpression(node)
        ? [node.whenTrue, node.whenFalse]
        : [node.left, node.right];
      const parts = [literalText(a), literalText(b)].filter((part) => part !== undefined);
      return parts.length > 0 ? parts.join(' ') : undefined;
    }
    return undefined;
  };
  const shownAttribute = (node: ts.JsxAttribute) => {
    const name = node.name.getText(source);
    if (SHOWN_ATTRIBUTES.has(name)) return true;
    if (name !== 'content' || elementName(node) !== 'meta') return false;
    // A meta tag's content is shown where it describes the page (description, og:title); a
    // viewport, robots or og:type value is read by machines only.
    const kind = node.parent.properties.find(
      (other) => ts.isJsxAttribute(other) && ['name', 'property'].includes(other.name.getText(source)),
    );
    const named = kind && ts.isJsxAttribute(kind) ? literalText(kind.initializer) : undefined;
    return named === undefined || /(title|description)$/.test(named);
  };
  const messageOption = (node: ts.Node | undefined) => {
    if (!node || !ts.isObjectLiteralExpression(node)) return;
    for (const property of node.properties) {
      if (!ts.isPropertyAssignment(property) || !MESSAGE_KEYS.has(property.name.getText(source))) continue;
      const text = literalText(property.initializer);
      if (text !== undefined) add(property, 'zod message', text);
    }
  };
  const zodMessage = (node: ts.CallExpression) => {
    const callee = node.expression;
    if (!ts.isPropertyAccessExpression(callee)) return;
    const method = callee.name.text;
    if (method === 'addIssue') return messageOption(node.arguments[0]);
    // `z.string({ message })`, `z.literal('Nederland', '…')`: a factory's message comes last.
    const factory = ts.isIdentifier(callee.expression) && callee.expression.text === 'z';
    const last = node.arguments.length - 1;
    if (factory && last >= 0 && ts.isObjectLiteralExpression(node.arguments[last]!))
      return messageOption(node.arguments[last]);
    const index = ZOD_MESSAGE_ARGUMENT[method] ?? (factory && last > 0 ? last : undefined);
    if (index === undefined) return;
    const argument = node.arguments[index];
    const text = literalText(argument);
    if (text !== undefined) add(argument!, 'zod message', text);
    else messageOption(argument);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) add(node, 'template text', node.text);
    else if (ts.isJsxAttribute(node) && shownAttribute(node)) {
      const text = literalText(node.initializer);
      if (text !== undefined) add(node, 'attribute', text);
    } else if (
      ts.isJsxExpression(node) &&
      node.parent &&
      (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))
    ) {
      const text = literalText(node.expression);
      if (text !== undefined) add(node, 'template text', text);
    } else if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      ts.isPropertyAccessExpression(node.left) &&
      ['textContent', 'innerText', 'title', 'placeholder'].includes(node.left.name.text)
    ) {
      const text = literalText(node.right);
      if (text !== undefined) add(node, 'page script', text);
    } else if (ts.isCallExpression(node)) {
      if (
        ts.isPropertyAccessExpression(node.expression) &&
        node.expression.name.text === 'setAttribute' &&
        SHOWN_ATTRIBUTES.has(literalText(node.arguments[0]) ?? '')
      ) {
        const text = literalText(node.arguments[1]);
        if (text !== undefined) add(node, 'page script', text);
      } else zodMessage(node);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}
