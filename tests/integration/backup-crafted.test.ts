import { execFile, execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackup } from '~/server/backup/backup.server';
import { RestoreRefused, restoreBackup } from '~/server/backup/restore.server';
import { signManifest } from '~/server/backup/signature.server';
import { createLocalStorage } from '~/server/storage/local';
import { setupTestDatabase } from '../helpers/db';
import { type CraftedEntry, craftTarGz } from '../helpers/tar-writer';

/**
 * Restore trusts nothing in an archive (decision 029): crafted archives (a symlink to a
 * host file in uploads/, hard links, paths outside the archive, a changed manifest, a changed
 * file, another key, no signature, a script in an SVG) are refused before anything is written:
 * no database, no upload, no file outside the restore's own work folder.
 */
const run = promisify(execFile);
// Reading and refusing an archive does not depend on the engine, and the genuine archive here is a
// PGlite snapshot: the PostgreSQL pass of the integration tests leaves this file to the PGlite pass.
const onPostgresPass = Boolean(process.env.TEST_DATABASE_URL);
const database = setupTestDatabase();
const scratch = mkdtempSync(path.join(os.tmpdir(), 'zorgzaam-crafted-'));
const key = process.env.BACKUP_KEY!;
let entries: CraftedEntry[] = [];
let genuine = '';

beforeAll(async () => {
  if (onPostgresPass) return;
  const sourceUploads = createLocalStorage(path.join(scratch, 'source-uploads'), '/media');
  await sourceUploads.put(
    'products/broekje.svg',
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>',
    'image/svg+xml',
  );
  const webp = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#0a7' } })
    .webp()
    .toBuffer();
  await sourceUploads.put('uploads/foto-4.webp', webp, 'image/webp');
  const backup = await createBackup({
    database: {
      kind: 'pglite',
      dataDir: path.join(scratch, 'unused'),
      snapshot: () => database().dumpDataDir!(),
    },
    uploads: sourceUploads,
    outDir: path.join(scratch, 'archives'),
  });
  genuine = backup.archive;
  // The genuine archive's files, as entries to craft from (GNU tar reads the trusted one).
  const unpacked = path.join(scratch, 'unpacked');
  mkdirSync(unpacked);
  execFileSync('tar', ['-xzf', genuine, '-C', unpacked]);
  const files = readdirSync(unpacked, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(unpacked, path.join(entry.parentPath, entry.name)));
  entries = files.sort().map((file) => ({ name: file, data: readFileSync(path.join(unpacked, file)) }));
}, 120_000); // a real backup of a PGlite snapshot (tens of MB through tar and gzip): a minute at a load of 30

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

let crafted = 0;
function archiveOf(list: CraftedEntry[]): string {
  const file = path.join(scratch, `crafted-${++crafted}.tar.gz`);
  writeFileSync(file, craftTarGz(list));
  return file;
}
// Crafted entries go first: a refusal then comes before the database's megabytes are read.
const replaced = (name: string, data: Buffer | string) =>
  entries.map((entry) => (entry.name === name ? { ...entry, data } : entry));
const manifestOf = (list: CraftedEntry[]) =>
  JSON.parse(String(list.find((entry) => entry.name === 'manifest.json')!.data)) as {
    files: Record<string, { bytes: number; sha256: string }>;
  };
const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

/** Restores into a fresh target; answers the error and what the target holds afterwards. */
async function attempt(archive: string, options: { key?: string } = {}) {
  const target = mkdtempSync(path.join(scratch, 'target-'));
  const dataDir = path.join(target, 'data');
  const uploadsDir = path.join(target, 'uploads');
  const error = await restoreBackup({
    archive,
    target: { kind: 'pglite', dataDir },
    uploads: createLocalStorage(uploadsDir, '/media'),
    ...options,
  }).then(
    () => undefined,
    (failure: unknown) => failure as Error,
  );
  return { error, written: existsSync(dataDir) || existsSync(uploadsDir), target };
}

async function expectRefused(archive: string, message: RegExp, options: { key?: string } = {}) {
  const { error, written } = await attempt(archive, options);
  expect(error).toBeInstanceOf(RestoreRefused);
  expect(error?.message).toMatch(message);
  expect(written).toBe(false);
}

describe.skipIf(onPostgresPass)('restore refuses crafted archives before writing anything', () => {
  it('restores the genuine archive (the crafted ones below differ from it in one thing each)', async () => {
    const { error, target } = await attempt(archiveOf(entries));
    expect(error).toBeUndefined();
    expect(readFileSync(path.join(target, 'uploads', 'products', 'broekje.svg'), 'utf8')).toContain('<svg');
  }, 60_000);

  it('a symlink in uploads/ to a host file (it would be served under /media)', async () => {
    await expectRefused(
      archiveOf([{ name: 'uploads/leak.png', type: '2', linkname: '/etc/hostname' }, ...entries]),
      /uploads\/leak\.png: a symbolic link/,
    );
    await expectRefused(
      archiveOf([{ name: './uploads/products', type: '2', linkname: '/etc' }, ...entries]),
      /a symbolic link/,
    );
  });

  it('a hard link, a device and other entry types', async () => {
    await expectRefused(
      archiveOf([{ name: 'uploads/leak.png', type: '1', linkname: '/etc/hostname' }, ...entries]),
      /a hard link/,
    );
    await expectRefused(archiveOf([{ name: 'uploads/tty', type: '3' }, ...entries]), /a character device/);
  });

  it('paths outside the archive: .., absolute, and names the shop never writes', async () => {
    await expectRefused(
      archiveOf([{ name: '../../evil.svg', data: '<svg/>' }, ...entries]),
      /outside the archive/,
    );
    await expectRefused(
      archiveOf([{ name: 'uploads/../../../tmp/evil.svg', data: '<svg/>' }, ...entries]),
      /outside the archive/,
    );
    await expectRefused(archiveOf([{ name: '/tmp/evil.svg', data: '<svg/>' }, ...entries]), /absolute path/);
    await expectRefused(archiveOf([{ name: '.bashrc', data: 'rm -rf /' }, ...entries]), /does not write/);
    await expectRefused(
      archiveOf([{ name: 'uploads/.htaccess', data: 'x' }, ...entries]),
      /unsafe upload name/,
    );
    // The same name twice: the second would replace what was checked.
    const svg = entries.find((entry) => entry.name.endsWith('broekje.svg'))!;
    await expectRefused(archiveOf([{ ...svg, data: '<svg><script>x</script></svg>' }, ...entries]), /twice/);
    expect(existsSync('/tmp/evil.svg')).toBe(false);
  });

  it('a changed manifest (an upload replaced and its entry updated): the signature no longer matches', async () => {
    const evil = '<svg xmlns="http://www.w3.org/2000/svg"><text>vervangen</text></svg>';
    const list = replaced('uploads/products/broekje.svg', evil);
    const manifest = manifestOf(list);
    manifest.files['uploads/products/broekje.svg'] = { bytes: Buffer.byteLength(evil), sha256: sha256(evil) };
    await expectRefused(
      archiveOf(
        list.map((entry) =>
          entry.name === 'manifest.json' ? { ...entry, data: JSON.stringify(manifest) } : entry,
        ),
      ),
      /signature does not match/,
    );
  });

  it('a changed file under an unchanged manifest', async () => {
    await expectRefused(
      archiveOf(replaced('uploads/products/broekje.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>')),
      /broekje\.svg differs from the manifest/,
    );
    await expectRefused(
      archiveOf(entries.filter((entry) => !entry.name.endsWith('foto-4.webp'))),
      /foto-4\.webp is missing/,
    );
    await expectRefused(
      archiveOf([{ name: 'uploads/extra.svg', data: '<svg/>' }, ...entries]),
      /not in its manifest/,
    );
  });

  it('another key, or no signature at all', async () => {
    await expectRefused(archiveOf(entries), /signature does not match/, { key: 'b'.repeat(64) });
    await expectRefused(archiveOf(entries.filter((entry) => entry.name !== 'manifest.sig')), /not signed/);
  });

  it('an upload that is not the image its name says, even in an archive signed with the key', async () => {
    // Someone holding the key still cannot put a script under /media.
    for (const [name, data, why] of [
      [
        'uploads/products/broekje.svg',
        '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
        /harmless svg/,
      ],
      ['uploads/products/broekje.svg', '<html><script>alert(1)</script></html>', /harmless svg/],
      ['uploads/uploads/foto-4.webp', 'GIF89a niet echt', /harmless webp/],
    ] as const) {
      const list = replaced(name, data);
      const manifest = manifestOf(list);
      manifest.files[name] = { bytes: Buffer.byteLength(data), sha256: sha256(data) };
      const manifestBytes = Buffer.from(JSON.stringify(manifest));
      await expectRefused(
        archiveOf(
          list.map((entry) =>
            entry.name === 'manifest.json'
              ? { ...entry, data: manifestBytes }
              : entry.name === 'manifest.sig'
                ? { ...entry, data: signManifest(manifestBytes, key) }
                : entry,
          ),
        ),
        why,
      );
    }
  });

  it("npm run restore says why and exits 1, leaving DATA_DIR as it was (the owner's view)", async () => {
    const archive = archiveOf([
      { name: 'uploads/leak.png', type: '2', linkname: '/etc/hostname' },
      ...entries,
    ]);
    const dataDir = mkdtempSync(path.join(scratch, 'owner-'));
    const answer = await run('npm', ['run', '--silent', 'restore', '--', archive], {
      env: { ...process.env, VITEST: '', LOG_LEVEL: 'error', DATA_DIR: dataDir },
    }).then(
      (done) => ({ code: 0, output: done.stdout + done.stderr }),
      (failed: { code: number; stdout: string; stderr: string }) => ({
        code: failed.code,
        output: failed.stdout + failed.stderr,
      }),
    );
    expect(answer.code).toBe(1);
    expect(answer.output).toContain(
      'Restore refused: The archive is refused: uploads/leak.png: a symbolic link',
    );
    expect(readdirSync(dataDir)).toEqual([]);
  }, 60_000);

  it('uploads with other content in the target need --force', async () => {
    const target = mkdtempSync(path.join(scratch, 'target-'));
    const uploads = createLocalStorage(path.join(target, 'uploads'), '/media');
    await uploads.put('products/broekje.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>', 'image/svg+xml');
    const refused = await restoreBackup({
      archive: genuine,
      target: { kind: 'pglite', dataDir: path.join(target, 'data') },
      uploads,
    }).then(
      () => undefined,
      (error: unknown) => error as Error,
    );
    expect(refused).toBeInstanceOf(RestoreRefused);
    expect(refused?.message).toMatch(/--force/);
    expect(existsSync(path.join(target, 'data'))).toBe(false);
  });
});
