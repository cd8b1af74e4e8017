// `npm run bench:search`: search over HTTP against the built server (`npm run build` first), on
// a fresh embedded database: the demo shop (26 products) and the demo shop plus BENCH_EXTRA_PRODUCTS
// (10,000) generated products. At each size: `broekje`, `brokje` and `verband` under 50
// connections of autocannon (browsers' Accept-Encoding), and one client walking a mix of 30
// queries ten times (words, word forms, typos, prefixes, two words, misses, everyday words; the
// first round asks each query for the first time). BENCH_RUNS (3) server starts per size; the medians close the
// output, with nginx serving the very bytes of the `broekje` answer under the same 50 connections
// (the physical limit on this machine). BENCH_SECONDS=0: the one client only; BENCH_SIZES=10000:
// only that size (0 for the demo shop alone). Asserts nothing.
// BENCH_ROOT measures another build (a folder with dist/ and this script's prepare step), e.g. a
// worktree of an older commit; BENCH_BEFORE_ROOT names a second build measured in turn with it,
// run by run, so that both see the same load on a shared machine. BENCH_SEARCH_DIR_0 and
// BENCH_SEARCH_DIR_EXTRA reuse data directories a previous run printed (searches do not change them).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from '../src/server/node-flags';
import { fetchRaw, load, startNginx } from './bench-http-servers';

const PORT = Number(process.env.BENCH_PORT ?? 4470);
const NGINX_PORT = Number(process.env.BENCH_NGINX_PORT ?? PORT + 1);
const ROOT = path.resolve(process.env.BENCH_ROOT ?? '.');
const BUILDS: [label: string, root: string][] = process.env.BENCH_BEFORE_ROOT
  ? [
      ['before', path.resolve(process.env.BENCH_BEFORE_ROOT)],
      ['after', ROOT],
    ]
  : [['', ROOT]];
const EXTRA = Number(process.env.BENCH_EXTRA_PRODUCTS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const base = `http://127.0.0.1:${PORT}`;
const BROWSER = { 'accept-encoding': 'br, gzip' };
const LOADED = ['broekje', 'brokje', 'verband'];

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
  // Everyday words (decision 031): what shy shoppers type, read by the shopper vocabulary.
  'beetje plas verliezen bij lachen',
  'blaaszwakte',
  'na prostaatoperatie',
  'luiers voor volwassenen',
  'verband voor dames',
  'nachts lekken',
  'plasje vrouw',
  'druppels na het plassen man',
  'inkontinentie broekjes vrouwe',
  'netbroekje',
];

function prepare(extra: number): string {
  const reused = process.env[extra === 0 ? 'BENCH_SEARCH_DIR_0' : 'BENCH_SEARCH_DIR_EXTRA'];
  if (reused) return reused;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'zorgzaam-bench-search-'));
  const result = spawnSync(
    'npx',
    [
      'tsx',
      '--import',
      './scripts/inline-assets.mjs',
      'bench/bench-search-prepare.ts',
      dataDir,
      String(extra),
    ],
    {
      cwd: ROOT,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    },
  );
  if (result.status !== 0) throw new Error('prepare failed');
  return dataDir;
}

async function startServer(root: string, dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(root, 'dist/main.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      // One client asks thousands of times a second; abuse limits are not what is measured.
      RATE_LIMIT_SCALE: '100',
    },
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
  await (await fetch(`${base}/api/search?query=zzwarm`)).json();
  return child;
}

async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

const rssMb = (child: ChildProcess) =>
  Math.round(
    Number(readFileSync(`/proc/${child.pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) / 1024,
  );

/** CPU time the server process has used (user + system), in ms: less shaken by a busy machine. */
const cpuMs = (child: ChildProcess) => {
  const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

/** One figure per label, per run: the medians are printed at the end. */
const figures = new Map<string, number[][]>();
function note(label: string, values: number[]): void {
  figures.set(label, [...(figures.get(label) ?? []), values]);
}

async function hammer(url: string) {
  const f = await load(url, { connections: 50, seconds: SECONDS, headers: BROWSER });
  return { values: [f.rps, f.p50, f.p97_5, f.p99], bad: f.non2xx + f.errors };
}

async function underLoad(size: string): Promise<void> {
  for (const query of LOADED) {
    const { values, bad } = await hammer(`${base}/api/search?query=${query}`);
    const [rps, p50, p97, p99] = values.map(Math.round);
    console.info(
      `  ${query.padEnd(8)} 50 connections: ${rps} req/s, p50 ${p50} ms, p97.5 ${p97} ms, p99 ${p99} ms${bad ? `, non-2xx/errors ${bad}` : ''}`,
    );
    note(`${size}: ${query}, 50 connections (req/s, p50, p97.5, p99 ms)`, values);
  }
}

async function oneClient(size: string, child: ChildProcess): Promise<void> {
  const times: number[] = [];
  const firstRound: number[] = [];
  const laterRounds: number[] = [];
  const cpu = [cpuMs(child)];
  for (let round = 0; round < 10; round++) {
    if (round === 1) cpu.push(cpuMs(child));
    for (const query of QUERIES) {
      const started = performance.now();
      const response = await fetch(`${base}/api/search?query=${encodeURIComponent(query)}`);
      await response.arrayBuffer();
      const ms = performance.now() - started;
      times.push(ms);
      (round === 0 ? firstRound : laterRounds).push(ms);
    }
  }
  cpu.push(cpuMs(child));
  const cpuFirst = (cpu[1]! - cpu[0]!) / QUERIES.length;
  const cpuLater = (cpu[2]! - cpu[1]!) / (times.length - QUERIES.length);
  times.sort((a, b) => a - b);
  firstRound.sort((a, b) => a - b);
  laterRounds.sort((a, b) => a - b);
  const all = [50, 95, 99].map((p) => percentile(times, p));
  const later = [50, 95, 99].map((p) => percentile(laterRounds, p));
  const first = [50, 95, 100].map((p) => percentile(firstRound, p));
  const f = (values: number[]) => values.map((value) => value.toFixed(1));
  console.info(`  one client, ${times.length} searches: p50 / p95 / p99 ${f(all).join(' / ')} ms`);
  console.info(
    `  first time each of the ${QUERIES.length} queries: p50 / p95 / max ${f(first).join(' / ')} ms`,
  );
  note(`${size}: one client, ${times.length} searches (p50, p95, p99 ms)`, all);
  note(`${size}: one client, first time per query (p50, p95, max ms)`, first);
  console.info(`  rounds 2-10 (asked before): p50 / p95 / p99 ${f(later).join(' / ')} ms`);
  console.info(
    `  server CPU per search: first time ${cpuFirst.toFixed(2)}, asked before ${cpuLater.toFixed(2)} ms`,
  );
  note(`${size}: one client, rounds 2-10 (p50, p95, p99 ms)`, later);
  note(`${size}: server CPU per search, first time / asked before (ms, 10 ms ticks)`, [cpuFirst, cpuLater]);
}

async function measureSize(extra: number): Promise<void> {
  const size = extra === 0 ? '26 products' : `26 + ${extra.toLocaleString('en')} products`;
  const dataDir = prepare(extra);
  console.info(`\n${size} (${dataDir})`);
  let answer: Awaited<ReturnType<typeof fetchRaw>> | undefined;
  for (let run = 1; run <= RUNS; run++) {
    for (const [label, root] of BUILDS) {
      const child = await startServer(root, dataDir);
      const named = label ? `${label}, ${size}` : size;
      console.info(` run ${run}${label ? `, ${label}` : ''}: RSS after start ${rssMb(child)} MB`);
      await oneClient(named, child);
      if (SECONDS > 0) await underLoad(named);
      console.info(`  RSS after the load ${rssMb(child)} MB`);
      answer = await fetchRaw(`${base}/api/search?query=broekje`, BROWSER);
      await stop(child);
    }
  }
  if (!answer || SECONDS === 0) return;
  const nginx = await startNginx(NGINX_PORT, { broekje: answer });
  try {
    for (let run = 1; run <= RUNS; run++) {
      const { values } = await hammer(`${nginx.base}/broekje`);
      note(
        `${size}: nginx, the same ${answer.bytes.length} bytes, 50 connections (req/s, p50, p97.5, p99 ms)`,
        values,
      );
    }
  } finally {
    await nginx.stop();
  }
}

console.info(
  `search over HTTP, ${BUILDS.map(([label, root]) => `${label} ${root}`).join(', ')}, node ${process.version}, ${RUNS} runs per size`,
);
const sizes = process.env.BENCH_SIZES ? process.env.BENCH_SIZES.split(',').map(Number) : [0, EXTRA];
for (const extra of sizes) await measureSize(extra);
console.info(
  `\nMedians of ${RUNS} runs (load average now ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')})`,
);
for (const [label, runs] of figures) {
  const medians = runs[0]!.map((_, column) => median(runs.map((values) => values[column]!)));
  console.info(
    `  ${label}: ${medians.map((value) => (value >= 100 ? Math.round(value) : value.toFixed(value < 10 ? 2 : 1))).join(' / ')}`,
  );
}
