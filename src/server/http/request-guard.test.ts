import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStaticFiles } from '../static-files';
import { answerHealthCheck } from './health';
import { guardRequests } from './request-guard';

type Listener = Parameters<typeof guardRequests>[0];
let server: http.Server | undefined;

afterEach(() => {
  server?.close();
  server?.closeAllConnections();
});

/** A real Node server on a free port, the listener wrapped as main.ts wraps it. */
async function serve(listener: Listener): Promise<number> {
  server = http.createServer(guardRequests(listener));
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

function send(port: number, method: string, target: string, body?: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      const request = http.request({ host: '127.0.0.1', port, method, path: target }, (response) => {
        let text = '';
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
        );
      });
      request.on('error', reject);
      request.end(body);
    },
  );
}

const ok: Listener = (_req, res) => {
  res.end('ok');
};

describe('the request guard', () => {
  it('answers malformed URLs 400 before any route, GET and HEAD alike', async () => {
    const port = await serve(ok);
    for (const target of [
      '/build/%',
      '/build/%ZZ',
      '/build/%E0%A4%A',
      '/shop/%ED%A0%80',
      '/product/a%00b',
      '/api/search?q=%00',
    ]) {
      expect((await send(port, 'GET', target)).status).toBe(400);
      expect((await send(port, 'HEAD', target)).status).toBe(400);
    }
    expect(JSON.parse((await send(port, 'GET', '/build/%')).body)).toEqual({
      message: 'Dit adres is niet geldig.',
    });
  });

  it('answers unknown methods such as TRACE 405 with the JSON error', async () => {
    const port = await serve(ok);
    const answer = await send(port, 'TRACE', '/');
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toContain('GET');
    expect(JSON.parse(answer.body)).toHaveProperty('message');
  });

  it('answers a body declared over 1 MB with 413 after throwing it away', async () => {
    const port = await serve(ok);
    const answer = await send(port, 'POST', '/api/login', 'x'.repeat(1024 * 1024 + 1));
    expect(answer.status).toBe(413);
    expect((await send(port, 'POST', '/api/upload-image', 'x'.repeat(1024 * 1024 + 1))).status).toBe(200);
  });

  it('turns a thrown or rejected error into a logged 500 and keeps serving', async () => {
    const errors = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const port = await serve((req) => {
      if (req.url === '/throws') throw new Error('boom');
      return Promise.reject(new Error('later boom'));
    });
    expect((await send(port, 'GET', '/throws')).status).toBe(500);
    expect((await send(port, 'GET', '/rejects')).status).toBe(500);
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('unhandled error while answering a request'));
  });

  it('sets the security headers on every answer, error answers included', async () => {
    const port = await serve(ok);
    for (const target of ['/', '/build/%']) {
      const { headers } = await send(port, 'GET', target);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });
});

describe('static files', () => {
  const clientDir = mkdtempSync(path.join(tmpdir(), 'zorgzaam-client-'));
  mkdirSync(path.join(clientDir, 'build'));
  writeFileSync(path.join(clientDir, 'build', 'app.js'), 'console.log(1)');

  it('answer a malformed /build/ path 400 instead of throwing (it stopped the process)', async () => {
    const staticFiles = createStaticFiles(clientDir);
    const answers: number[] = [];
    for (const target of ['/build/%', '/build/%ZZ', '/build/%E0%A4%A']) {
      const res = { writeHead: (status: number) => answers.push(status), end: () => {} };
      staticFiles({ method: 'GET', url: target, headers: {} } as never, res as never, () => answers.push(0));
    }
    expect(answers).toEqual([400, 400, 400]);
  });

  it('are listed once at start: other paths go on to the app, a file added later is not served', async () => {
    writeFileSync(path.join(clientDir, 'build', 'app.js.br'), 'brotli bytes');
    writeFileSync(path.join(clientDir, 'favicon.svg'), '<svg/>');
    const staticFiles = createStaticFiles(clientDir);
    writeFileSync(path.join(clientDir, 'later.txt'), 'too late');
    const port = await serve((req, res) => staticFiles(req, res, () => res.end('astro')));

    expect((await send(port, 'GET', '/favicon.svg')).body).toBe('<svg/>');
    expect((await send(port, 'GET', '/build/../favicon.svg')).body).toBe('<svg/>');
    const precompressed = await new Promise<http.IncomingMessage>((resolve) =>
      http.get(
        { host: '127.0.0.1', port, path: '/build/app.js', headers: { 'accept-encoding': 'br' } },
        resolve,
      ),
    );
    expect(precompressed.headers['content-encoding']).toBe('br');
    precompressed.resume();
    for (const target of [
      '/later.txt',
      '/build',
      '/build/',
      '/shop',
      '/../etc/passwd',
      '/api/search?query=x',
    ]) {
      expect((await send(port, 'GET', target)).body, target).toBe('astro');
    }
  });

  it('carry the security headers behind the guard', async () => {
    const staticFiles = createStaticFiles(clientDir);
    const port = await serve((req, res) => staticFiles(req, res, () => res.end('astro')));
    const answer = await send(port, 'GET', '/build/app.js');
    expect(answer.status).toBe(200);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'self'");
  });
});

describe('/healthz', () => {
  const database = { kind: 'pglite' as const, execute: async () => [] };

  it('is answered before the routes, even while they are all busy', async () => {
    // A stand-in for Astro under load: no page request ever finishes.
    const port = await serve((req, res) => {
      if (answerHealthCheck(req, res, database)) return;
    });
    const answer = await send(port, 'GET', '/healthz');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ status: 'ok', database: 'pglite' });
  });

  it('answers 503 when the database does not answer in time', async () => {
    vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const stuck = { kind: 'pglite' as const, execute: () => new Promise<never>(() => {}) };
    const port = await serve((req, res) => {
      if (!answerHealthCheck(req, res, stuck, 20)) res.end();
    });
    const answer = await send(port, 'GET', '/healthz');
    expect(answer.status).toBe(503);
    expect(JSON.parse(answer.body)).toEqual({ status: 'unavailable' });
  });
});

describe('health checks under load', () => {
  it('share one database ping, and reuse a fresh one', async () => {
    const { currentHealth } = await import('./health');
    let pings = 0;
    const database = {
      kind: 'pglite' as const,
      execute: async () => {
        pings++;
        return [];
      },
    };
    const checks = await Promise.all([
      currentHealth(database),
      currentHealth(database),
      currentHealth(database),
    ]);
    expect(checks.every((health) => health.status === 'ok')).toBe(true);
    await currentHealth(database);
    expect(pings).toBe(1);
  });
});
