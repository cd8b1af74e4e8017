/**
 * Errors that mean "the database is not reachable right now" rather than "this request is
 * wrong": a terminated backend, a restarting or failing-over server, a reset network link, a
 * full disk. The request is answered 503 with Retry-After; the pool opens a fresh connection
 * for the next one.
 */
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown: pg_terminate_backend, a fast shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up, in recovery
  '53100', // disk_full
  '08000', // connection_exception
  '08001', // sqlclient_unable_to_establish_sqlconnection
  '08003', // connection_does_not_exist
  '08006', // connection_failure
]);
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOSPC',
  'EHOSTUNREACH',
]);
const UNAVAILABLE_MESSAGES = [
  /connection terminated/i,
  /not queryable/i,
  /timeout exceeded when trying to connect/i,
  /no space left on device/i,
  /could not extend file/i,
];

/** Seconds a client is asked to wait before trying again. */
export const DATABASE_RETRY_AFTER_SECONDS = 2;

/** True when `error`, or an error it wraps (Drizzle keeps the driver's error as `cause`), is one of the above. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_CODES.has(code)))
      return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message)))
      return true;
    current = cause;
  }
  return false;
}
