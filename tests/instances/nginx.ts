import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const NGINX = '/usr/sbin/nginx';

/** The proxy settings docs/running.md's production section shows, pointed at `upstreamPort`. */
export function nginxConfig(dir: string, port: number, upstreamPort: number): string {
  return `
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 64; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 10m;
    location / {
      proxy_pass http://127.0.0.1:${upstreamPort};
      proxy_http_version 1.1;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
    }
  }
}
`;
}

/** nginx as our own process (no daemon, no system config), on `port`; `stop` ends it. */
export async function startNginx(port: number, upstreamPort: number): Promise<{ stop(): Promise<void> }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'zorgzaam-nginx-'));
  // Run as root, nginx's workers switch to an unprivileged user, which must reach the temp paths.
  chmodSync(dir, 0o755);
  writeFileSync(path.join(dir, 'nginx.conf'), nginxConfig(dir, port, upstreamPort));
  const child: ChildProcess = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const errors: string[] = [];
  child.stderr?.on('data', (chunk: Buffer) => errors.push(chunk.toString()));
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${errors.join('')}`);
    const up = await request({ port, path: '/healthz' }).then(
      (answer) => answer.status === 200,
      () => false,
    );
    if (up)
      return {
        stop: async () => {
          if (child.exitCode === null) {
            const exited = new Promise((resolve) => child.once('exit', resolve));
            child.kill('SIGQUIT');
            await exited;
          }
          rmSync(dir, { recursive: true, force: true });
        },
      };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`nginx did not answer: ${errors.join('')}`);
}

/** One HTTP request from a chosen local address (127.0.0.0/8 is all loopback on Linux). */
export function request(options: {
  port: number;
  path: string;
  method?: string;
  from?: string;
  headers?: Record<string, string>;
  body?: string;
}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: options.port,
        path: options.path,
        method: options.method ?? 'GET',
        localAddress: options.from,
        headers: {
          ...(options.body !== undefined && {
            'content-type': 'application/json',
            'content-length': String(Buffer.byteLength(options.body)),
          }),
          ...options.headers,
        },
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}
