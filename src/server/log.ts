import { fstatSync, writeSync } from 'node:fs';
import { isatty } from 'node:tty';
import { env } from './env';
import { currentRequestId } from './http/request-id';
import { maskPersonalData } from './log-mask';
import { remember } from './remember';
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
  writeLine(level === 'error' || level === 'warn' ? 'stderr' : 'stdout', `${line}\n`);
}

/**
 * Logging never ends the process (decision 029). stdout redirected to a file on a full disk throws
 * ENOSPC from the write itself (a file is written synchronously); a pipe whose reader went away
 * emits EPIPE later, as an 'error' event that would be an uncaught exception. Either way the line
 * goes to the other stream instead, or is dropped, and counted (/metrics:
 * zorgzaam_log_write_failures_total, zorgzaam_log_lines_dropped_total). A file stream is tried
 * again with the next line (space may come back); a pipe that failed stays given up.
 */
type StreamName = 'stdout' | 'stderr';
interface LogStreams {
  failures: Record<StreamName, number>;
  dropped: number;
  broken: Record<StreamName, boolean>;
}
const streams: LogStreams = remember('log-streams', () => {
  const state: LogStreams = {
    failures: { stdout: 0, stderr: 0 },
    dropped: 0,
    broken: { stdout: false, stderr: false },
  };
  for (const name of ['stdout', 'stderr'] as const) {
    process[name].on('error', () => {
      // The line that failed was already handed over: it is lost, and so will the next ones be.
      state.failures[name]++;
      state.dropped++;
      state.broken[name] = true;
    });
  }
  return state;
});

/**
 * stdout or stderr redirected to a file: written with writeSync ourselves. Node's own file stream
 * destroys itself on the first ENOSPC and never writes again; this way each line is tried, and
 * logging resumes once the disk has room. Pipes and terminals keep Node's asynchronous stream.
 */
const fileDescriptors: Record<StreamName, number | undefined> = {
  stdout: fileDescriptor(1),
  stderr: fileDescriptor(2),
};
function fileDescriptor(fd: number): number | undefined {
  try {
    const stat = fstatSync(fd);
    // A regular file, or a device that is not a terminal (/dev/null, /dev/full).
    return stat.isFile() || (stat.isCharacterDevice() && !isatty(fd)) ? fd : undefined;
  } catch {
    return undefined;
  }
}

function tryWrite(name: StreamName, text: string): boolean {
  const fd = fileDescriptors[name];
  if (fd !== undefined) {
    try {
      const bytes = Buffer.from(text);
      if (writeSync(fd, bytes) === bytes.length) return true;
      // Part of the line fit: the rest goes elsewhere, the file's line ends mid-way.
    } catch {
      // ENOSPC, EIO, EFBIG...
    }
    streams.failures[name]++;
    return false;
  }
  const stream = process[name];
  if (streams.broken[name] || stream.destroyed || stream.writableEnded) return false;
  try {
    stream.write(text);
    return true;
  } catch {
    streams.failures[name]++;
    return false;
  }
}

function writeLine(name: StreamName, text: string): void {
  if (tryWrite(name, text)) return;
  if (tryWrite(name === 'stdout' ? 'stderr' : 'stdout', text)) return;
  streams.dropped++;
}

/** Writes a plain line (not JSON) the same safe way: the start-up banner. */
export function writeToStdout(text: string): void {
  writeLine('stdout', text);
}

/** Lines that could not be written where they belonged, and lines written nowhere (for /metrics). */
export function logWriteCounts(): { failures: Record<StreamName, number>; dropped: number } {
  return { failures: { ...streams.failures }, dropped: streams.dropped };
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
