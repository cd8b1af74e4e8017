import { log } from './log';

/**
 * What the process does with errors no request handler caught (docs/deploy/README.md):
 * - a rejected promise nobody awaited is logged and the shop keeps serving: it belongs to
 *   one piece of work (a mail, a cache refresh) and leaves no shared state half changed;
 * - an uncaught exception may have left any state half changed: it is logged, the server
 *   stops taking requests, the database is closed cleanly and the process exits 1, so the
 *   supervisor (systemd `Restart=on-failure`) starts a fresh one within seconds.
 */
export function installCrashPolicy(stop: (reason: string, exitCode: number) => void): void {
  process.on('unhandledRejection', (reason) => {
    log.error('unhandled promise rejection (still serving)', { error: reason });
  });
  process.on('uncaughtException', (error) => {
    log.error('uncaught exception: restarting', { error });
    // A clean stop that hangs (the database itself stuck) must not keep a broken process alive.
    setTimeout(() => process.exit(1), 10_000).unref();
    stop('uncaughtException', 1);
  });
}
