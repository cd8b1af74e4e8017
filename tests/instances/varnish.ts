import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stopChild } from './instances';

export const VARNISHD = '/usr/sbin/varnishd';
export const varnishPresent = existsSync(VARNISHD);

/** The shipped VCL (docs/deploy), changed only in the backend's port. */
export function shopVcl(shopPort: number): string {
  const vcl = readFileSync(path.resolve('docs/deploy/varnish-zorgzaam.vcl'), 'utf8');
  const changed = vcl.replace('.port = "4321";', `.port = "${shopPort}";`);
  if (changed === vcl) throw new Error('the VCL no longer names its backend port as .port = "4321"');
  return changed;
}

/**
 * varnishd as our own process in the foreground (-F), with the shipped VCL in front of the shop on
 * `shopPort`. varnishd drops to its own user, so the VCL's folder must be readable by others.
 */
export async function startVarnish(
  port: number,
  shopPort: number,
): Promise<{ url: string; output: string[]; stop(): Promise<void> }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'zorgzaam-varnish-'));
  chmodSync(dir, 0o755);
  const vclFile = path.join(dir, 'shop.vcl');
  writeFileSync(vclFile, shopVcl(shopPort));
  chmodSync(vclFile, 0o644);
  const output: string[] = [];
  const child: ChildProcess = spawn(
    VARNISHD,
    [
      ...['-F', '-n', path.join(dir, 'work'), '-a', `127.0.0.1:${port}`, '-f', vclFile],
      ...['-s', 'malloc,128m', '-T', 'none', '-p', 'http_gzip_support=off'],
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const stop = () => stopChild(child, dir);
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`varnishd exited (${child.exitCode}):\n${output.join('')}`);
    const answered = await fetch(`${url}/healthz`).then(
      (response) => response.status < 500,
      () => false,
    );
    if (answered) return { url, output, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`varnishd did not answer:\n${output.join('')}`);
}
