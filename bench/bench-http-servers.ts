// Servers for `npm run bench:http`: the built shop and nginx serving the same bytes from disk.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { SERVER_NODE_FLAGS } from '../src/server/node-flags';

export interface Server {
  child: ChildProcess;
  base: string;
  rssMb(): number;
  stop(): Promise<void>;
}

function rssOf(pid: number | undefined): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) / 1024;
}

/** Stops the child and then removes its temporary folder, if it has one. */
function stopper(child: ChildProcess, folder?: string): () => Promise<void> {
  return async () => {
    await new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
    if (folder) rmSync(folder, { recursive: true, force: true });
  };
}

async function waitFor(url: string, child: ChildProcess, what: string): Promise<void> {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited during start-up (${child.exitCode})`);
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not start`);
}

/** Runs a script of this repository with tsx in a child process (it takes the data directory's lock). */
export function runScript(script: string, env: Record<string, string>): void {
  execFileSync(process.execPath, ['--import', 'tsx', '--import', './scripts/inline-assets.mjs', script], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

/**
 * The built shop (`outDir`/main.mjs, dist by default) on `port`, with `nodeArgs` for Node; answers
 * once /healthz does.
 */
export async function startShop(
  port: number,
  env: Record<string, string>,
  nodeArgs: string[] = [],
  outDir = process.env.ASTRO_OUT_DIR ?? 'dist',
): Promise<Server> {
  const entry = path.resolve(outDir, 'main.mjs');
  if (!existsSync(entry)) throw new Error(`${entry} is missing: run \`npm run build\` first`);
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...nodeArgs, entry], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/healthz`, child, 'the shop');
  return { child, base, rssMb: () => rssOf(child.pid), stop: stopper(child) };
}

/** Debian's nginx-light, installed when missing (needs root and apt). */
export function ensureNginx(): string {
  const binary = '/usr/sbin/nginx';
  if (existsSync(binary)) return binary;
  console.info('nginx is missing: installing nginx-light with apt-get');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'nginx-light'], { stdio: 'inherit', env });
  return binary;
}

/**
 * nginx with one worker (the shop is one Node process) serving `files` from a temporary root,
 * keep-alive without a request cap, no access log: the physical limit for the same bytes.
 */
/** The exact bytes of one answer, as the shop sent them. */
export interface Answer {
  bytes: Buffer;
  contentType: string;
  contentEncoding?: string;
}

export async function startNginx(port: number, files: Record<string, Answer>): Promise<Server> {
  const binary = ensureNginx();
  const dir = mkdtempSync(path.join(tmpdir(), 'zorgzaam-nginx-'));
  const root = path.join(dir, 'www');
  mkdirSync(root);
  for (const [name, answer] of Object.entries(files)) writeFileSync(path.join(root, name), answer.bytes);
  // One exact location per file, with the shop's content type and encoding.
  const locations = Object.entries(files)
    .map(
      ([name, answer]) =>
        `    location = /${name} { default_type "${answer.contentType}"; ${
          answer.contentEncoding ? `add_header Content-Encoding "${answer.contentEncoding}";` : ''
        } }`,
    )
    .join('\n');
  // Workers run as nobody when started by root: they must read the files.
  for (const target of [dir, root]) chmodSync(target, 0o755);
  const temp = (name: string) => path.join(dir, name);
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `daemon off;
worker_processes 1;
pid ${temp('nginx.pid')};
error_log ${temp('error.log')} warn;
events { worker_connections 4096; }
http {
  access_log off;
  keepalive_requests 10000000;
  keepalive_timeout 65s;
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  server {
    listen 127.0.0.1:${port};
    root ${root};
${locations}
  }
}
`,
  );
  const child = spawn(binary, ['-c', path.join(dir, 'nginx.conf'), '-p', dir], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/${Object.keys(files)[0]}`, child, 'nginx');
  return {
    child,
    base,
    rssMb: () => rssOf(child.pid),
    stop: stopper(child, dir),
  };
}

/**
 * Node's own HTTP server answering the same bytes from memory and nothing else: the ceiling of any
 * Node server on this machine, between the shop and nginx.
 */
export async function startBareNode(port: number, page: Buffer): Promise<Server> {
  const dir = mkdtempSync(path.join(tmpdir(), 'zorgzaam-bare-'));
  writeFileSync(path.join(dir, 'page.html'), page);
  const program = `
    const body = require('node:fs').readFileSync(${JSON.stringify(path.join(dir, 'page.html'))});
    require('node:http').createServer((req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': body.length });
      res.end(body);
    }).listen(${port}, '127.0.0.1');`;
  const child = spawn(process.execPath, ['-e', program], { stdio: ['ignore', 'ignore', 'inherit'] });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(base, child, 'the bare Node server');
  return { child, base, rssMb: () => rssOf(child.pid), stop: stopper(child, dir) };
}

/** What autocannon measured at one address: answers per second, bytes per answer, latency (ms). */
export interface LoadFigures {
  rps: number;
  /** Bytes per answer on the wire, headers included. */
  bytes: number;
  p50: number;
  p97_5: number;
  p99: number;
  non2xx: number;
  /** Connection errors and timeouts. */
  errors: number;
}

/** `connections` clients asking `url` for `seconds` (autocannon), with `headers` (e.g. Accept-Encoding). */
export async function load(
  url: string,
  {
    connections,
    seconds,
    headers = {},
  }: { connections: number; seconds: number; headers?: Record<string, string> },
): Promise<LoadFigures> {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  return {
    rps: result.requests.average,
    bytes: result.throughput.total / Math.max(1, result.requests.total),
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** One answer's bytes as sent (not decoded), for nginx to serve the same; `cache` is its X-Cache (or Varnish's). */
export function fetchRaw(url: string, headers: Record<string, string>): Promise<Answer & { cache: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            bytes: Buffer.concat(chunks),
            contentType: String(res.headers['content-type'] ?? 'application/octet-stream'),
            contentEncoding: res.headers['content-encoding'],
            cache: String(res.headers['x-varnish-cache'] ?? res.headers['x-cache'] ?? ''),
          }),
        );
      })
      .on('error', reject);
  });
}
