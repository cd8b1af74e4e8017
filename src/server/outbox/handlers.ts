// Every feature's outbox handlers, one import each (src/features/<domain>/<domain>.handlers.server.ts).
// Loaded by the dispatcher (./runner.ts) before it handles anything.

export {};
