// `npm run bench:search`: search over HTTP against the built server (`npm run build` first), on
// a fresh embedded database. Two runs: the demo shop (26 products) under 50 connections of
// autocannon, and the demo shop plus 10,000 generated products with one client walking a mix
// of queries (words, word forms, typos, prefixes, two words, misses). Prints req/s, p50/p95/p99
// and the server's RSS; asserts nothing. BENCH_ROOT measures another build (a folder with
// dist/ and this script's prepare step), e.g. a worktree of an older commit.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const PORT = Number(process.env.BENCH_PORT ?? 4470);
const ROOT = path.resolve(process.env.BENCH_ROOT ?? '.');
const EXTRA = Number(process.env.BENCH_EXTRA_PRODUCTS ?? 10_000);
const base = `http://127.0.0.1:${PORT}`;

const QUERIES = [
  'verband',
  'broekje',
  'heupband',
  'nacht',
  'stretch',
  'pants',
  'verbanden',
  'broekjes',
  'brokje',
  'hupband',
  'strecth broekje',
  'verbnad',
  'verb',
  'broe',
  'heupb',
  'broekje dames',
  'verband heren',
  'pants extra',
  'bekkenbodem',
  'xylofoon',
];

function prepare(extra: number): string {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'zorgzaam-bench-search-'));
  const result = spawnSync('npx', ['tsx', 'scripts/bench-search-prepare.ts', dataDir, String(extra)], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  });
  if (result.status !== 0) throw new Error('prepare failed');
  return dataDir;
}

async function startServer(dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(ROOT, 'dist/main.mjs')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error('server exited during start-up');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  // The first search waits for the index (if any): not part of the figures.
  await (await fetch(`${base}/api/search?query=broekje`)).json();
  return child;
}

async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

const rssMb = (child: ChildProcess) => {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  const kb = (key: string) => Number(status.match(new RegExp(`${key}:\\s+(\\d+)`))?.[1] ?? 0);
  return `RSS ${Math.round(kb('VmRSS') / 1024)} MB (peak ${Math.round(kb('VmHWM') / 1024)} MB)`;
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function underLoad(child: ChildProcess): Promise<void> {
  for (const query of ['broekje', 'brokje', 'verband']) {
    const result = await autocannon({
      url: `${base}/api/search?query=${query}`,
      connections: 50,
      duration: 10,
    });
    console.info(
      `  ${query.padEnd(8)} 50 connections: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms${result.non2xx ? `, non-2xx ${result.non2xx}` : ''}`,
    );
  }
  console.info(`  after load: ${rssMb(child)}`);
}

async function oneClient(child: ChildProcess): Promise<void> {
  const times: number[] = [];
  for (let round = 0; round < 10; round++) {
    for (const query of QUERIES) {
      const started = performance.now();
      const response = await fetch(`${base}/api/search?query=${encodeURIComponent(query)}`);
      await response.arrayBuffer();
      times.push(performance.now() - started);
    }
  }
  times.sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.info(
    `  one client, ${times.length} searches over ${QUERIES.length} queries: p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}, p99 ${ms(percentile(times, 99))}`,
  );
  for (const query of ['brokje', 'strecth broekje', 'verb']) {
    const body = (await (await fetch(`${base}/api/search?query=${encodeURIComponent(query)}`)).json()) as {
      products: unknown[];
    };
    console.info(`  '${query}': ${body.products.length} products`);
  }
  console.info(`  after the searches: ${rssMb(child)}`);
}

console.info(`search over HTTP, ${ROOT}, node ${process.version}`);
console.info('\nDemo shop (26 products)');
let child = await startServer(prepare(0));
console.info(`  after start: ${rssMb(child)}`);
await underLoad(child);
await stop(child);

console.info(`\nDemo shop + ${EXTRA.toLocaleString('en')} products`);
child = await startServer(prepare(EXTRA));
console.info(`  after start: ${rssMb(child)}`);
await oneClient(child);
await stop(child);
