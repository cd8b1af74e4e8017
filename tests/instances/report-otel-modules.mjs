// Preloaded into a built server by tests/instances/tracing.test.ts (`--import`): writes one line
// to stderr for every OpenTelemetry module the process resolves, by import or require.
import { registerHooks } from 'node:module';

const seen = new Set();
registerHooks({
  resolve(specifier, context, nextResolve) {
    const resolved = nextResolve(specifier, context);
    if (resolved.url.includes('/@opentelemetry/') && !seen.has(resolved.url)) {
      seen.add(resolved.url);
      process.stderr.write(`otel-module-loaded ${resolved.url}\n`);
    }
    return resolved;
  },
});
