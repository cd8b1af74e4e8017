import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readTarGz, type TarEntry, UnsafeArchive } from './tar-reader.server';

/** The reader against what GNU tar itself writes: both formats, long names, links refused. */
const dir = mkdtempSync(path.join(os.tmpdir(), 'zorgzaam-tar-'));
const longKey = `${'lange-naam-'.repeat(15)}.svg`;

function tarOf(format: 'gnu' | 'pax', extra: (staging: string) => void = () => {}): string {
  const staging = mkdtempSync(path.join(dir, 'staging-'));
  mkdirSync(path.join(staging, 'uploads', 'products'), { recursive: true });
  writeFileSync(path.join(staging, 'manifest.json'), '{}\n');
  writeFileSync(path.join(staging, 'uploads', 'products', longKey), 'x'.repeat(1500));
  extra(staging);
  const archive = path.join(dir, `${path.basename(staging)}.tar.gz`);
  execFileSync('tar', [`--format=${format}`, '-czf', archive, '-C', staging, '.']);
  return archive;
}

async function read(archive: string) {
  const entries: (TarEntry & { read: number })[] = [];
  await readTarGz(archive, (entry) => {
    const seen = { ...entry, read: 0 };
    entries.push(seen);
    return {
      write: (chunk) => {
        seen.read += chunk.length;
      },
      end: () => {},
    };
  });
  return entries;
}

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('readTarGz', () => {
  for (const format of ['gnu', 'pax'] as const)
    it(`reads GNU tar's ${format} format, names over 100 characters included`, async () => {
      const entries = await read(tarOf(format));
      const files = entries.filter((entry) => entry.type === 'file');
      expect(files.map((entry) => [entry.name, entry.size, entry.read]).sort()).toEqual([
        ['./manifest.json', 3, 3],
        [`./uploads/products/${longKey}`, 1500, 1500],
      ]);
      expect(entries.some((entry) => entry.type === 'directory')).toBe(true);
    });

  it('refuses a symlink as GNU tar writes it, before handing over anything after it', async () => {
    const archive = tarOf('gnu', (staging) =>
      symlinkSync('/etc/hostname', path.join(staging, 'uploads', 'leak.png')),
    );
    await expect(read(archive)).rejects.toThrow(UnsafeArchive);
    await expect(read(archive)).rejects.toThrow(/leak\.png: a symbolic link/);
  });

  it('refuses a truncated archive', async () => {
    const archive = tarOf('gnu');
    const cut = path.join(dir, 'cut.tar');
    execFileSync('sh', ['-c', `gzip -dc ${archive} | head -c 1200 | gzip > ${cut}`]);
    await expect(read(cut)).rejects.toThrow(/truncated/);
  });
});
