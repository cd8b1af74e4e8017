import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtServer } from './instances';

/**
 * Vitest's module interop forgives a default import of a CommonJS package that Node's own loader
 * does not (the Mollie adapter passed its tests and failed in production, decision 018). This loads
 * every package the built server imports with plain `node` and checks each import against it.
 */
const checker = path.resolve('tests/instances/check-server-imports.mjs');

function check(outDir: string): { packages: number; imports: number; problems: string[] } {
  const result = spawnSync(process.execPath, [checker, outDir], { encoding: 'utf8' });
  expect(result.status, result.stderr).toBe(0);
  return JSON.parse(result.stdout.trim().split('\n').at(-1) ?? '{}');
}

describe('the built server’s imports under Node’s own loader', () => {
  it('finds every named and default import where Node puts it', () => {
    expect(existsSync(builtServer), 'run `npm run build` first').toBe(true);
    const report = check(path.dirname(builtServer));
    console.info(`node loader: ${report.imports} imports of ${report.packages} packages checked`);
    expect(report.problems).toEqual([]);
    expect(report.packages).toBeGreaterThan(10);
  });

  it('catches the default import that broke Mollie in production', () => {
    const outDir = mkdtempSync(path.join(tmpdir(), 'zorgzaam-loader-'));
    try {
      mkdirSync(path.join(outDir, 'server'));
      writeFileSync(
        path.join(outDir, 'main.mjs'),
        "import createMollieClient from '@mollie/api-client';\nimport { nietBestaand } from 'zod';\n",
      );
      const { problems } = check(outDir);
      expect(problems).toEqual([
        expect.stringContaining('@mollie/api-client: default import gives the CommonJS module object'),
        expect.stringContaining("zod: Node's module has no export named nietBestaand"),
      ]);
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  });
});
