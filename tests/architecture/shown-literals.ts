import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Text a visitor sees, written as a literal in browser code instead of coming from src/lib/messages:
 * JSX text, the shown attributes of JSX elements (labels, alt, placeholder, title), and in page
 * scripts the text put into the page (textContent, an aria-label). What is not shown text is left
 * alone: class names, selectors, URLs, keys, symbols and numbers (no two letters in a row).
 */
const SHOWN_ATTRIBUTES = new Set(['aria-label', 'alt', 'placeholder', 'title', 'label', 'aria-description']);
const hasWords = (text: string) => /\p{L}{2,}/u.test(text);
/** Binary operators whose result can be one of its string operands (or their concatenation). */
const SHOWING_OPERATORS = new Set([
  ts.SyntaxKind.BarBarToken,
  ts.SyntaxKind.QuestionQuestionToken,
  ts.SyntaxKind.PlusToken,
]);

export interface ShownLiteral {
  file: string;
  line: number;
  text: string;
}

/** Every island, component and page script under src/, tests and the messages module left out. */
export function browserSourceFiles(root = path.resolve('src')): string[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(tsx|client\.ts)$/.test(name) && !/\.test\.tsx?$/.test(name))
    .filter((name) => !name.startsWith(path.join('lib', 'messages')))
    .map((name) => path.join(root, name))
    .sort();
}

export function shownLiterals(file: string, code = readFileSync(file, 'utf8')): ShownLiteral[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: ShownLiteral[] = [];
  const add = (node: ts.Node, text: string) => {
    const trimmed = text.replace(/\s+/g, ' ').trim();
    if (!hasWords(trimmed)) return;
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    found.push({ file: path.relative(process.cwd(), file), line: line + 1, text: trimmed });
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
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) add(node, node.text);
    else if (ts.isJsxAttribute(node) && SHOWN_ATTRIBUTES.has(node.name.getText(source))) {
      const text = literalText(node.initializer);
      if (text !== undefined) add(node, text);
    } else if (
      ts.isJsxExpression(node) &&
      node.parent &&
      (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))
    ) {
      const text = literalText(node.expression);
      if (text !== undefined) add(node, text);
    } else if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      ts.isPropertyAccessExpression(node.left) &&
      ['textContent', 'innerText', 'title', 'placeholder'].includes(node.left.name.text)
    ) {
      const text = literalText(node.right);
      if (text !== undefined) add(node, text);
    } else if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === 'setAttribute' &&
      SHOWN_ATTRIBUTES.has(literalText(node.arguments[0]) ?? '')
    ) {
      const text = literalText(node.arguments[1]);
      if (text !== undefined) add(node, text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}
