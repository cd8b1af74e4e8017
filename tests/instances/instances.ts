import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { hashPassword } from '../../src/features/account/password.server';
import { SERVER_NODE_FLAGS } from '../../src/server/node-flags';

/** The built server: `npm run build` first (npm test does, before this stage). */
export const builtServer = path.resolve(process.env.ASTRO_OUT_DIR ?? 'dist', 'main.mjs');

export interface Instance {
  name: string;
  url: string;
  /** The server process: its memory is read from /proc, its backends found by pid. */
  pid: number;
  /** False once the process has ended (it must not, whatever the database does). */
  alive(): boolean;
  output: string[];
  stop(): Promise<void>;
}

/** A new, empty database on the PostgreSQL server of `serverUrl`; answers its URL and a drop function. */
export async function createDatabase(serverUrl: string, prefix: string) {
  const name = `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  await withClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  };
}

export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Starts one instance of the built server (its own data directory for the outbox) and waits until
 * /healthz answers. Its output is kept for the failure message.
 */
export async function startInstance(
  name: string,
  port: number,
  env: Record<string, string>,
): Promise<Instance> {
  if (!existsSync(builtServer)) throw new Error(`${builtServer} is missing: run \`npm run build\` first`);
  const output: string[] = [];
  const dataDir = mkdtempSync(path.join(tmpdir(), `zorgzaam-${name}-`));
  const child: ChildProcess = spawn(process.execPath, [...SERVER_NODE_FLAGS, builtServer], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const stop = () => stopChild(child, dataDir, output);
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode}):\n${output.join('')}`);
    const healthy = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy)
      return { name, url, pid: child.pid ?? 0, alive: () => child.exitCode === null, output, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`${name} did not become healthy:\n${output.join('')}`);
}

/** The demo admin: seeded on PGlite only (never on PostgreSQL), so it is added there by hand. */
export const ADMIN = { email: 'beheer@zorgzaam.example', password: 'Welkom bij Zorgzaam 3' };

export async function addAdmin(databaseUrl: string | undefined): Promise<void> {
  if (!databaseUrl) return;
  await withClient(databaseUrl, async (client) =>
    client.query(
      `INSERT INTO users (email, password_hash, role, first_name, last_name, email_verified_at)
       VALUES ($1, $2, 'admin', 'Bea', 'Beheer', now()) ON CONFLICT DO NOTHING`,
      [ADMIN.email, await hashPassword(ADMIN.password)],
    ),
  );
}

/** Starts the built server expecting it to refuse to start: answers its exit code and output. */
export async function startRefused(
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'zorgzaam-refused-'));
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, builtServer], {
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGTERM'), 60_000);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  clearTimeout(timer);
  rmSync(dataDir, { recursive: true, force: true });
  return { code, output: output.join('') };
}

/** The engines a built-server test runs on: PGlite always, PostgreSQL when TEST_POSTGRES_URL is set. */
export type Engine = 'pglite' | 'postgres';
export const engines: Engine[] = [
  'pglite',
  ...(process.env.TEST_POSTGRES_URL ? (['postgres'] as const) : []),
];

/** Environment for one engine: a fresh PostgreSQL database (dropped by `drop`), or PGlite in DATA_DIR. */
export async function engineEnv(engine: Engine, prefix: string) {
  if (engine !== 'postgres') return { env: {} as Record<string, string>, drop: async () => {} };
  const database = await createDatabase(process.env.TEST_POSTGRES_URL ?? '', prefix);
  return {
    env: { DATABASE_URL: database.url } as Record<string, string>,
    drop: database.drop,
    url: database.url,
  };
}

/**
 * Asks `url` again and again until `accept` holds for its body, and answers how long that took
 * (ms) from `since`. Gives up after `limitMs`: long enough for a busy machine, far below the
 * cache's max-age of 60 s, so only a broadcast invalidation can explain a pass.
 */
export async function waitUntilServed(
  url: string,
  accept: (body: string) => boolean,
  since: number,
  limitMs = 10_000,
): Promise<number> {
  while (performance.now() - since < limitMs) {
    const body = await (await fetch(url, { headers: { 'accept-encoding': 'br, gzip' } })).text();
    if (accept(body)) return performance.now() - since;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`${url} still served the old content after ${limitMs} ms`);
}

/** How long a server may take to stop on SIGTERM: its own shutdown steps give up after 5 s each. */
const STOP_LIMIT_MS = 40_000;

/**
 * Ends a child process started by these tests (SIGTERM, waiting for its exit) and removes its
 * folder. One that has not exited after STOP_LIMIT_MS is killed, and the error shows the end of
 * its output (`output`): a shutdown that hangs names its step instead of timing out a hook.
 */
export async function stopChild(child: ChildProcess, folder: string, output?: string[]): Promise<void> {
  const exited = await new Promise<boolean>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(true);
    const limit = setTimeout(() => {
      child.kill('SIGKILL');
      resolve(false);
    }, STOP_LIMIT_MS);
    child.once('exit', () => {
      clearTimeout(limit);
      resolve(true);
    });
    child.kill('SIGTERM');
  });
  rmSync(folder, { recursive: true, force: true });
  if (!exited)
    throw new Error(
      `the server did not stop within ${STOP_LIMIT_MS / 1000} s of SIGTERM; its last output:\n${(output ?? []).join('').slice(-4_000)}`,
    );
}

/**
 * Sets a product's stock to 0 through the staff stock API at `baseUrl` (each size, or the product
 * itself when it has none), and answers when the last change was answered (performance.now()).
 */
export async function sellOut(
  baseUrl: string,
  token: string,
  product: { id: number; variationIds: number[] },
): Promise<number> {
  const updates = product.variationIds.length
    ? product.variationIds.map((id) => ({ target: 'variation', id, stock: 0 }))
    : [{ target: 'product', id: product.id, stock: 0 }];
  let savedAt = 0;
  for (const update of updates) {
    const response = await fetch(`${baseUrl}/api/admin/stock`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(update),
    });
    if (response.status !== 200)
      throw new Error(`stock change answered ${response.status}: ${await response.text()}`);
    savedAt = performance.now();
  }
  return savedAt;
}

/** Uploads a small PNG of `width` x `height` through the staff upload API at `baseUrl`, as `token`. */
export async function uploadTestImage(
  baseUrl: string,
  token: string,
  width = 20,
  height = 20,
): Promise<Response> {
  const image = await sharp({ create: { width, height, channels: 3, background: '#17675f' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'proef.png');
  return fetch(`${baseUrl}/api/upload-image`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
}
