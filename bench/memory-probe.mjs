// Preloaded by bench/bench-memory.ts into the built server (`node --import`): on SIGUSR2 it
// writes the process's memory split as one JSON line to MEMORY_PROBE_FILE. Not part of the shop.
import { appendFileSync } from 'node:fs';
import v8 from 'node:v8';

const file = process.env.MEMORY_PROBE_FILE;
const mb = (bytes) => Math.round((bytes / 1024 / 1024) * 10) / 10;

process.on('SIGUSR2', async () => {
  const registry = globalThis[Symbol.for('zorgzaam.database')];
  const database = registry?.promise ? await registry.promise.catch(() => undefined) : undefined;
  const usage = process.memoryUsage();
  const heap = v8.getHeapStatistics();
  const line = {
    rss: mb(usage.rss),
    heapTotal: mb(usage.heapTotal),
    heapUsed: mb(usage.heapUsed),
    external: mb(usage.external),
    arrayBuffers: mb(usage.arrayBuffers),
    wasm: database?.wasmMemoryBytes ? mb(database.wasmMemoryBytes()) : null,
    mallocedMemory: mb(heap.malloced_memory),
  };
  if (file) appendFileSync(file, `${JSON.stringify(line)}\n`);
});
