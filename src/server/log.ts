import { env } from './env';
import { currentRequestId } from './http/request-id';
import { maskPersonalData } from './log-mask';
import { currentTraceIds } from './tracing/spans';

/** Structured JSON-lines logger: one object per line, easy to grep and to ship. */
type Level = 'debug' | 'info' | 'warn' | 'error';
const order: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };

function write(level: Level, message: string, fields?: Record<string, unknown>): void {
  if (order[level] < order[env().LOG_LEVEL]) return;
  const requestId = currentRequestId();
  // With tracing on, the line names its trace: from a log line to the trace and back.
  const traceIds = currentTraceIds();
  const line = maskPersonalData(
    JSON.stringify({
      time: new Date().toISOString(),
      level,
      message,
      ...(requestId && { requestId }),
      ...traceIds,
      ...serialize(fields),
    }),
  );
  if (level === 'error' || level === 'warn') process.stderr.write(`${line}\n`);
  else process.stdout.write(`${line}\n`);
}

function serialize(fields?: Record<string, unknown>): Record<string, unknown> | undefined {
  if (!fields) return undefined;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    out[key] = value instanceof Error ? serializeError(value) : value;
  }
  return out;
}

/** An error with its cause (a database driver's own error sits there), as plain fields. */
function serializeError(error: Error): Record<string, unknown> {
  const cause = error.cause instanceof Error ? serializeError(error.cause) : undefined;
  return { name: error.name, message: error.message, stack: error.stack, ...(cause && { cause }) };
}

export const log = {
  debug: (message: string, fields?: Record<string, unknown>) => write('debug', message, fields),
  info: (message: string, fields?: Record<string, unknown>) => write('info', message, fields),
  warn: (message: string, fields?: Record<string, unknown>) => write('warn', message, fields),
  error: (message: string, fields?: Record<string, unknown>) => write('error', message, fields),
};
