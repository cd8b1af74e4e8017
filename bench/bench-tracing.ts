// `npx tsx bench/bench-tracing.ts`: what tracing costs over HTTP (decision 027). Built servers
// (`npm run build` first) on fresh embedded databases with the demo shop: without
// OTEL_EXPORTER_OTLP_ENDPOINT; with every request traced; with 10 % of traces kept
// (parentbased_traceidratio 0.1); the spans go to a local OTLP/HTTP sink in this process.
// BENCH_BEFORE_DIST=<another dist> adds that build without tracing (e.g. the commit before tracing).
// req/s of a product page from the response cache with 10 connections for BENCH_SECONDS (10) each,
// BENCH_ROUNDS (3) rounds taking the servers in turn (each round starting with the next one) to
// spread the machine's noise; prints the load average. Asserts nothing.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { type Server, startShop } from './bench-http-servers';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SINK_PORT = 4546;
const ROUTE = '/product/zorgzaam-pants-dames-extra';

interface Variant {
  name: string;
  port: number;
  env: Record<string, string>;
  outDir?: string;
}

const tracedTo = { OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${SINK_PORT}` };
const variants: Variant[] = [
  ...(process.env.BENCH_BEFORE_DIST
    ? [{ name: 'before (other build)', port: 4547, env: {}, outDir: process.env.BENCH_BEFORE_DIST }]
    : []),
  { name: 'tracing off', port: 4544, env: {} },
  { name: 'every request traced', port: 4545, env: tracedTo },
  {
    name: '10 % of traces kept',
    port: 4548,
    env: { ...tracedTo, OTEL_TRACES_SAMPLER: 'parentbased_traceidratio', OTEL_TRACES_SAMPLER_ARG: '0.1' },
  },
];

/** A collector that accepts OTLP/HTTP JSON and counts spans (no parsing: the CPU is shared). */
function startSink() {
  const received = { exports: 0, spans: 0 };
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
    });
    req.on('end', () => {
      received.exports += 1;
      received.spans += body.split('"spanId"').length - 1;
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    });
  });
  server.listen(SINK_PORT, '127.0.0.1');
  return { received, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** CPU seconds the server process has used (user + system), from /proc: less noisy than req/s. */
function cpuSeconds(shop: Server): number {
  const fields = readFileSync(`/proc/${shop.child.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  // utime and stime are fields 14 and 15 of stat, in clock ticks (100 a second on Linux).
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

interface Run {
  rate: number;
  /** The server's CPU time per request answered, in microseconds. */
  cpuMicros: number;
}

async function measure(shop: Server): Promise<Run> {
  const cpuBefore = cpuSeconds(shop);
  const result = await autocannon({ url: `${shop.base}${ROUTE}`, connections: 10, duration: SECONDS });
  const cpuMicros = ((cpuSeconds(shop) - cpuBefore) * 1e6) / Math.max(1, result.requests.total);
  return { rate: result.requests.average, cpuMicros };
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

const sink = startSink();
const running: { variant: Variant; shop: Server; folder: string; runs: Run[] }[] = [];
try {
  for (const variant of variants) {
    const folder = mkdtempSync(path.join(tmpdir(), 'zorgzaam-bench-tracing-'));
    const shop = await startShop(
      variant.port,
      { SEED_DEMO_CONTENT: 'true', DATA_DIR: folder, ...variant.env },
      [],
      variant.outDir,
    );
    running.push({ variant, shop, folder, runs: [] });
  }
  console.info(`load average before: ${load()}`);
  for (const { shop } of running) await measure(shop); // the cache and the JIT warm
  for (let round = 1; round <= ROUNDS; round += 1) {
    // Each round starts with another server: none always runs first or last.
    const order = running.map((_, index) => running[(index + round) % running.length]!);
    for (const server of order) server.runs.push(await measure(server.shop));
    const rates = running.map(({ variant, runs }) => {
      const run = runs.at(-1);
      return `${variant.name} ${run?.rate.toFixed(0)} req/s ${run?.cpuMicros.toFixed(0)} µs CPU/req`;
    });
    console.info(`round ${round}: ${rates.join(', ')} (load ${load()})`);
  }
  const off = running.find(({ variant }) => variant.name === 'tracing off')?.runs ?? [];
  const baseline = { rate: mean(off.map((run) => run.rate)), cpu: mean(off.map((run) => run.cpuMicros)) };
  const change = (value: number, base: number) => `${(((value - base) / base) * 100).toFixed(1)} %`;
  console.info(`${ROUTE} from the response cache, 10 connections, ${ROUNDS} x ${SECONDS} s:`);
  for (const { variant, runs } of running) {
    const rate = mean(runs.map((run) => run.rate));
    const cpu = mean(runs.map((run) => run.cpuMicros));
    console.info(
      `  ${variant.name}: ${rate.toFixed(0)} req/s (${change(rate, baseline.rate)}), ` +
        `${cpu.toFixed(0)} µs server CPU per request (${change(cpu, baseline.cpu)}) against tracing off`,
    );
  }
  // The last spans leave in the next batch (every 5 s): wait for them before counting.
  await new Promise((resolve) => setTimeout(resolve, 6_000));
  console.info(
    `the sink got ${sink.received.spans} spans in ${sink.received.exports} exports; load average after: ${load()}`,
  );
} finally {
  for (const { shop, folder } of running) {
    await shop.stop();
    rmSync(folder, { recursive: true, force: true });
  }
  await sink.close();
}
