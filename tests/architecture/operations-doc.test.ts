import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** The owner's runbook must not drift from the code: its commands, settings and nginx file. */
const runbook = readFileSync('docs/operations.md', 'utf8');
const scripts = Object.keys(
  (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: object }).scripts,
);
const envModule = readFileSync('src/server/env.ts', 'utf8');

describe('docs/operations.md', () => {
  it('names only npm scripts that exist', () => {
    const named = [...runbook.matchAll(/npm run ([a-z:]+)/g)].map((match) => match[1]);
    expect(named.length).toBeGreaterThan(5);
    expect(named.filter((name) => !scripts.includes(name!))).toEqual([]);
  });

  it('names only settings the shop reads', () => {
    const settings = [...runbook.matchAll(/`([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)`/g)].map((match) => match[1]!);
    expect(settings).toContain('METRICS_TOKEN');
    expect(settings.filter((name) => !new RegExp(`\\b${name}:`).test(envModule))).toEqual([]);
  });

  it.skipIf(!existsSync('/usr/sbin/nginx') || !existsSync('/usr/bin/openssl'))(
    'gives an nginx site that nginx accepts',
    () => {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'zorgzaam-nginx-'));
      try {
        // Stand-in certificates where certbot would put the real ones.
        execFileSync(
          '/usr/bin/openssl',
          [
            ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=winkel.example'],
            ...['-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem')],
          ],
          { stdio: 'ignore' },
        );
        const site = readFileSync('docs/deploy/nginx-zorgzaam.conf', 'utf8')
          .replace('/etc/letsencrypt/live/winkel.example/fullchain.pem', path.join(dir, 'cert.pem'))
          .replace('/etc/letsencrypt/live/winkel.example/privkey.pem', path.join(dir, 'key.pem'));
        writeFileSync(path.join(dir, 'site.conf'), site);
        writeFileSync(
          path.join(dir, 'nginx.conf'),
          `pid ${dir}/nginx.pid;\nerror_log stderr;\nevents {}\nhttp {\n  access_log off;\n  client_body_temp_path ${dir};\n  include ${dir}/site.conf;\n}\n`,
        );
        const check = spawnSync('/usr/sbin/nginx', ['-t', '-p', dir, '-c', path.join(dir, 'nginx.conf')], {
          encoding: 'utf8',
        });
        expect(check.stderr).toMatch(/syntax is ok/);
        expect(check.status).toBe(0);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});
