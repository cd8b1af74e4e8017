// `npm run bench`: start-up and API figures of the built server on this machine.
// Needs `npm run build` first. Set BENCH_DATABASE_URL (a PostgreSQL server URL whose
// user may create databases) to measure PostgreSQL too. Prints figures; asserts nothing.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { SERVER_NODE_FLAGS } from '../src/server/node-flags';

const PORT = 4950;
const base = `http://127.0.0.1:${PORT}`;

interface Started {
  child: ChildProcess;
  startMs: number;
  rssMb: number;
}

async function startServer(env: Record<string, string>): Promise<Started> {
  const started = performance.now();
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'dist/main.mjs'], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
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
  const startMs = performance.now() - started;
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  const rssKb = Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0);
  return { child, startMs, rssMb: rssKb / 1024 };
}

async function stop({ child }: Started): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function load(url: string): Promise<string> {
  const result = await autocannon({ url, connections: 10, duration: 8 });
  const { latency, requests, non2xx } = result;
  return `${String(Math.round(requests.average)).padStart(6)} req/s   p50 ${latency.p50} ms   p97.5 ${latency.p97_5} ms   p99 ${latency.p99} ms${non2xx ? `   non-2xx ${non2xx}` : ''}`;
}

async function measure(label: string, env: Record<string, string>): Promise<void> {
  const first = await startServer(env);
  console.info(`\n${label}`);
  console.info(
    `  first start (migrate + seed): ${first.startMs.toFixed(0)} ms, RSS ${first.rssMb.toFixed(0)} MB`,
  );
  const products = (await (await fetch(`${base}/api/products`)).json()) as { slug: string }[];
  const slug = products[0]?.slug ?? 'unknown';
  console.info(`  GET /api/products        ${await load(`${base}/api/products`)}`);
  console.info(`  GET /api/product/{slug}  ${await load(`${base}/api/product/${slug}`)}`);
  console.info(`  GET /                    ${await load(`${base}/`)}`);
  await stop(first);
  const second = await startServer(env);
  console.info(
    `  second start (existing data): ${second.startMs.toFixed(0)} ms, RSS ${second.rssMb.toFixed(0)} MB`,
  );
  await stop(second);
}

console.info(`node ${process.version}, 10 connections, 8 s per endpoint`);
await measure('PGlite (embedded)', { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'zorgzaam-bench-')) });

const serverUrl = process.env.BENCH_DATABASE_URL;
if (serverUrl) {
  const name = `zorgzaam_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    await measure('PostgreSQL', {
      DATABASE_URL: url.toString(),
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'zorgzaam-bench-')),
    });
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
