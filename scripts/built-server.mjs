// The built server (dist/main.mjs, or ASTRO_OUT_DIR) on a fresh demo database in a temporary
// folder, for scripts that check what it serves (Nu checker, Lighthouse).
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from '../src/server/node-flags.ts';

/** Starts it on `port` and resolves once /healthz answers (first start migrates and seeds). */
export async function startBuiltServer({ port, name }) {
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, path.join(process.env.ASTRO_OUT_DIR ?? 'dist', 'main.mjs')],
    {
      env: {
        ...process.env,
        PORT: String(port),
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        DATA_DIR: mkdtempSync(path.join(tmpdir(), `zorgzaam-${name}-`)),
      },
      stdio: 'inherit',
    },
  );
  for (let tries = 0; ; tries++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {}
    if (tries > 600) throw new Error('server did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { base, server };
}
