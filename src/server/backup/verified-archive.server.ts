import { createHash } from 'node:crypto';
import { mkdir, open } from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey, contentTypeOf } from '../storage/types';
import { PGLITE_SNAPSHOT, POSTGRES_DUMP } from './backup.server';
import { type Manifest, manifestSchema } from './manifest';
import { MANIFEST_SIGNATURE, manifestSignatureValid } from './signature.server';
import { type EntrySink, readTarGz, UnsafeArchive } from './tar-reader.server';

/**
 * Unpacks an archive of `npm run backup` only after it has been verified (decision 029):
 *
 * 1. a first read, writing nothing: every entry must be a regular file (or folder) at a name the
 *    shop writes (manifest.json, manifest.sig, the database file, uploads/<safe key>) and within
 *    its size limit, each name once; each file's size and sha256 are taken, uploads' first bytes
 *    are kept to check their type;
 * 2. the manifest's signature (HMAC-SHA256 under BACKUP_KEY) is checked, then the manifest itself,
 *    then every file against it (no file missing, none extra, sizes and checksums equal) and every
 *    upload's type (its name's type, and content that is that type);
 * 3. only then a second read writes the files into `workDir`, checking each again as it is written
 *    (an archive replaced between the two reads is refused).
 */
export const MANIFEST = 'manifest.json';

const LIMITS = {
  manifest: 16 * 1024 * 1024,
  signature: 256,
  /** Above any upload the shop accepts (8 MB) or generates. */
  upload: 32 * 1024 * 1024,
  database: 1024 ** 4,
};

/** The image types the shop stores and serves under /media, and how their content starts. */
const UPLOAD_TYPES: Record<string, (head: Buffer) => boolean> = {
  webp: (head) =>
    head.subarray(0, 4).toString('latin1') === 'RIFF' && head.subarray(8, 12).toString('latin1') === 'WEBP',
  png: (head) => head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  jpg: (head) => head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff,
  jpeg: (head) => head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff,
  gif: (head) => /^GIF8[79]a/.test(head.subarray(0, 6).toString('latin1')),
  avif: (head) => head.subarray(4, 12).toString('latin1') === 'ftypavif',
  svg: (head) => isHarmlessSvg(head.toString('utf8')),
};
/** SVGs are read whole for the check (a script could sit anywhere in them). */
const SVG_LIMIT = 2 * 1024 * 1024;
const HEAD_BYTES = 64;

/** An SVG image and nothing that runs: no script, event handler, javascript: URL or embedded HTML. */
function isHarmlessSvg(text: string): boolean {
  const start = text.replace(/^\uFEFF/, '').trimStart();
  if (!/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(start)) return false;
  return !/<script|<foreignObject|<iframe|<!ENTITY|\son[a-z]+\s*=|javascript:|data:text\/html/i.test(text);
}

type Kind = 'manifest' | 'signature' | 'database' | 'upload';

/** What an entry's name may be; undefined for folders the archive may hold. Throws on anything else. */
function classify(name: string, type: 'file' | 'directory'): { file: string; kind: Kind } | undefined {
  if (name.includes('\0') || name.includes('\\'))
    throw new UnsafeArchive(`${JSON.stringify(name)}: unsafe name`);
  if (name.startsWith('/')) throw new UnsafeArchive(`${name}: an absolute path`);
  const relative = name.replace(/^\.\//, '').replace(/\/$/, '');
  const segments = relative.split('/');
  if (segments.some((segment) => segment === '..'))
    throw new UnsafeArchive(`${name}: a path outside the archive (..)`);
  if (type === 'directory') {
    if (relative === '.' || relative === '' || relative === 'uploads') return undefined;
    if (relative.startsWith('uploads/')) {
      assertUploadKey(relative.slice('uploads/'.length), name);
      return undefined;
    }
    throw new UnsafeArchive(`${name}: a folder the shop does not write`);
  }
  if (relative === MANIFEST) return { file: relative, kind: 'manifest' };
  if (relative === MANIFEST_SIGNATURE) return { file: relative, kind: 'signature' };
  if (relative === POSTGRES_DUMP || relative === PGLITE_SNAPSHOT) return { file: relative, kind: 'database' };
  if (relative.startsWith('uploads/')) {
    assertUploadKey(relative.slice('uploads/'.length), name);
    return { file: relative, kind: 'upload' };
  }
  throw new UnsafeArchive(`${name}: a file the shop does not write`);
}

function assertUploadKey(key: string, name: string): void {
  try {
    assertSafeKey(key);
  } catch {
    throw new UnsafeArchive(`${name}: an unsafe upload name`);
  }
  if (key.split('/').some((segment) => segment === '' || segment.startsWith('.')))
    throw new UnsafeArchive(`${name}: an unsafe upload name`);
}

interface Seen {
  bytes: number;
  sha256: string;
  kind: Kind;
  /** Manifest and signature: the content; uploads: their first bytes (SVG: all of it). */
  content?: Buffer;
}

/** A sink hashing an entry's bytes, keeping up to `keep` of them. */
function hashingSink(onDone: (seen: Omit<Seen, 'kind'>) => void, keep: number): EntrySink {
  const hash = createHash('sha256');
  const kept: Buffer[] = [];
  let keptBytes = 0;
  let bytes = 0;
  return {
    write(chunk) {
      hash.update(chunk);
      bytes += chunk.length;
      if (keptBytes < keep) {
        const piece = chunk.subarray(0, keep - keptBytes);
        kept.push(Buffer.from(piece));
        keptBytes += piece.length;
      }
    },
    end() {
      onDone({ bytes, sha256: hash.digest('hex'), content: Buffer.concat(kept) });
    },
  };
}

/** Verifies the archive (steps 1 and 2 above) and unpacks it into `workDir` (step 3). */
export async function unpackVerifiedArchive(
  archive: string,
  workDir: string,
  key: string,
): Promise<Manifest> {
  const seen = new Map<string, Seen>();
  await readTarGz(archive, (entry) => {
    const place = classify(entry.name, entry.type);
    if (!place) return undefined;
    if (seen.has(place.file)) throw new UnsafeArchive(`${place.file}: in the archive twice`);
    if (entry.size > LIMITS[place.kind])
      throw new UnsafeArchive(
        `${place.file}: ${entry.size} bytes, more than the ${LIMITS[place.kind]} allowed`,
      );
    seen.set(place.file, { kind: place.kind, bytes: -1, sha256: '' });
    const keep =
      place.kind === 'manifest' || place.kind === 'signature'
        ? LIMITS[place.kind]
        : place.kind === 'upload'
          ? place.file.toLowerCase().endsWith('.svg')
            ? SVG_LIMIT
            : HEAD_BYTES
          : 0;
    return hashingSink((result) => seen.set(place.file, { kind: place.kind, ...result }), keep);
  });

  const manifest = verifiedManifest(seen, key);
  checkFiles(seen, manifest);

  // Verified: now, and only now, the files are written, each checked again as it is.
  await readTarGz(archive, async (entry) => {
    const place = classify(entry.name, entry.type);
    if (!place || place.kind === 'manifest' || place.kind === 'signature') return undefined;
    const expected = manifest.files[place.file];
    if (!expected || entry.size !== expected.bytes)
      throw new UnsafeArchive(`${place.file}: the archive changed while it was restored`);
    const target = path.join(workDir, ...place.file.split('/'));
    await mkdir(path.dirname(target), { recursive: true });
    // 'wx': never through something already there (a link planted in the work folder).
    const handle = await open(target, 'wx', 0o600);
    const hash = createHash('sha256');
    return {
      async write(chunk) {
        hash.update(chunk);
        await handle.write(chunk);
      },
      async end() {
        await handle.close();
        if (hash.digest('hex') !== expected.sha256)
          throw new UnsafeArchive(`${place.file}: the archive changed while it was restored`);
      },
    };
  });
  return manifest;
}

function verifiedManifest(seen: Map<string, Seen>, key: string): Manifest {
  const manifestFile = seen.get(MANIFEST);
  if (!manifestFile?.content) throw new UnsafeArchive('This is not a shop backup: it has no manifest.json.');
  const signature = seen.get(MANIFEST_SIGNATURE);
  if (!signature?.content)
    throw new UnsafeArchive(
      'The archive is not signed (no manifest.sig): it was not made by `npm run backup` with BACKUP_KEY.',
    );
  if (!manifestSignatureValid(manifestFile.content, signature.content.toString('utf8'), key))
    throw new UnsafeArchive(
      "The manifest's signature does not match: the archive was changed, or made with another BACKUP_KEY.",
    );
  let data: unknown;
  try {
    data = JSON.parse(manifestFile.content.toString('utf8'));
  } catch {
    throw new UnsafeArchive("The archive's manifest is not readable JSON.");
  }
  const parsed = manifestSchema.safeParse(data);
  if (!parsed.success)
    throw new UnsafeArchive(`The archive's manifest is not readable: ${parsed.error.message}`);
  return parsed.data;
}

function checkFiles(seen: Map<string, Seen>, manifest: Manifest): void {
  const databaseFile = manifest.engine === 'postgres' ? POSTGRES_DUMP : PGLITE_SNAPSHOT;
  if (!(databaseFile in manifest.files)) throw new UnsafeArchive(`The manifest lists no ${databaseFile}.`);
  for (const [file, expected] of Object.entries(manifest.files)) {
    // The manifest's names obey the same rules as the archive's (it is signed, but still checked).
    const place = classify(file, 'file');
    if (!place || place.kind === 'manifest' || place.kind === 'signature')
      throw new UnsafeArchive(`The manifest lists ${file}, which no archive holds.`);
    if (place.kind === 'database' && file !== databaseFile)
      throw new UnsafeArchive(`${file} does not belong to a ${manifest.engine} archive.`);
    const actual = seen.get(file);
    if (!actual) throw new UnsafeArchive(`The archive is damaged: ${file} is missing in it.`);
    if (actual.bytes !== expected.bytes || actual.sha256 !== expected.sha256)
      throw new UnsafeArchive(`The archive is damaged: ${file} differs from the manifest.`);
    if (place.kind === 'upload') checkUploadType(file, actual);
  }
  for (const file of seen.keys()) {
    if (file !== MANIFEST && file !== MANIFEST_SIGNATURE && !(file in manifest.files))
      throw new UnsafeArchive(`${file} is in the archive but not in its manifest.`);
  }
}

function checkUploadType(file: string, actual: Seen): void {
  const extension = file.split('.').pop()?.toLowerCase() ?? '';
  const check = UPLOAD_TYPES[extension];
  if (!check || contentTypeOf(file) === 'application/octet-stream')
    throw new UnsafeArchive(`${file}: not an image type the shop serves`);
  if (extension === 'svg' && actual.bytes > SVG_LIMIT) throw new UnsafeArchive(`${file}: an oversized SVG`);
  if (!check(actual.content ?? Buffer.alloc(0)))
    throw new UnsafeArchive(`${file}: its content is not a harmless ${extension} image`);
}
