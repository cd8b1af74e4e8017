/**
 * What a database span says about its statement: its kind and the first table it names, never
 * the text or the values (a query's parameters and literals can hold e-mail addresses and tokens).
 */
export interface StatementSummary {
  /** `SELECT`, `INSERT`, `UPDATE`, `DELETE`, `WITH`, `BEGIN`, ...: the statement's first word. */
  operation: string;
  /** The first table after FROM, INTO or UPDATE, when there is one. */
  table?: string;
}

const FIRST_WORD = /^[\s(]*([A-Za-z]+)/;
const FIRST_TABLE = /\b(?:from|into|update)\s+(?:"?[A-Za-z_][\w]*"?\.)?"?([A-Za-z_][\w]*)"?/i;

export function summarizeStatement(sqlText: string): StatementSummary {
  const operation = FIRST_WORD.exec(withoutLeadingComments(sqlText))?.[1]?.toUpperCase() ?? 'SQL';
  const table = FIRST_TABLE.exec(outermostLevel(sqlText))?.[1];
  return table ? { operation, table } : { operation };
}

/**
 * The statement with string literals and everything in brackets blanked out: the table of
 * `select (select ... from "reviews") from "products"` is products, not the subquery's.
 */
function outermostLevel(sqlText: string): string {
  let depth = 0;
  let inString = false;
  let out = '';
  for (const char of sqlText) {
    if (inString) {
      if (char === "'") inString = false;
      out += ' ';
    } else if (char === "'") {
      inString = true;
      out += ' ';
    } else if (char === '(') {
      depth += 1;
      out += ' ';
    } else if (char === ')') {
      depth = Math.max(0, depth - 1);
      out += ' ';
    } else out += depth === 0 ? char : ' ';
  }
  return out;
}

/** The span's name: `SELECT products`, or the kind alone. */
export function statementSpanName(summary: StatementSummary): string {
  return summary.table ? `${summary.operation} ${summary.table}` : summary.operation;
}

function withoutLeadingComments(sqlText: string): string {
  let text = sqlText.trimStart();
  while (text.startsWith('--') || text.startsWith('/*')) {
    const end = text.startsWith('--') ? text.indexOf('\n') : text.indexOf('*/') + 1;
    if (end <= 0) return '';
    text = text.slice(end + 1).trimStart();
  }
  return text;
}
