/**
 * Log lines leave the shop (journald, a log service): they must not carry customers'
 * personal data. E-mail addresses keep only their domain (enough to see "a Gmail address
 * bounced"), and the parameters of a failed SQL query, which hold names, addresses and
 * e-mail addresses, are dropped entirely (the query text itself has only placeholders).
 */
const EMAIL = /[\p{L}\p{N}._%+'-]+@([\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+)/gu;
/** Drizzle's "Failed query: ...\nparams: a,b,c" up to the end of that line (or JSON string). */
const SQL_PARAMS = /(params:)(?:[^"\\\n]|\\(?!n)[\s\S])*/g;

export function maskPersonalData(text: string): string {
  return text.replace(SQL_PARAMS, '$1 [weggelaten]').replace(EMAIL, '***@$1');
}
