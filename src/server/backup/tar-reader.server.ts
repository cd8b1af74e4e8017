import { createReadStream } from 'node:fs';
import { createGunzip } from 'node:zlib';

/**
 * Reads a .tar.gz entry by entry without unpacking anything (decision 029): the restore decides
 * per entry what to do with its bytes, so nothing the archive says (a symlink, a hard link, a
 * device, `../x`, `/etc/x`) is ever acted on by `tar` or the file system. Understands what GNU tar
 * writes (ustar headers, GNU long names, pax path and size records) and refuses everything else.
 */
export interface TarEntry {
  /** The entry's path as written in the archive (after long-name and pax records). */
  name: string;
  type: 'file' | 'directory';
  size: number;
}

export interface EntrySink {
  write(chunk: Buffer): Promise<void> | void;
  end(): Promise<void> | void;
}

/** A header the reader will not follow, or an archive that is not well formed. */
export class UnsafeArchive extends Error {}

const BLOCK = 512;
/** GNU long names and pax records are metadata: a few KB at most in a real archive. */
const MAX_META_BYTES = 64 * 1024;

/**
 * Calls `onEntry` for every file and directory in the archive, in order; the sink it returns (or
 * undefined: skip) receives the entry's bytes. `onEntry` may throw to refuse the entry: reading stops.
 */
export async function readTarGz(
  archive: string,
  onEntry: (entry: TarEntry) => Promise<EntrySink | undefined> | EntrySink | undefined,
): Promise<void> {
  const reader = new TarReader(onEntry);
  const input = createReadStream(archive).pipe(createGunzip());
  try {
    for await (const chunk of input) await reader.feed(chunk as Buffer);
  } catch (error) {
    input.destroy();
    if (error instanceof UnsafeArchive) throw error;
    throw new UnsafeArchive(`the archive cannot be read: ${(error as Error).message}`);
  }
  reader.finish();
}

type Body =
  | { kind: 'data'; remaining: number; padding: number; sink?: EntrySink }
  | { kind: 'meta'; remaining: number; padding: number; parts: Buffer[]; of: 'longname' | 'pax' | 'global' };

class TarReader {
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  private body: Body | undefined;
  private longName: string | undefined;
  private pax: Record<string, string> = {};
  private zeroBlocks = 0;
  private ended = false;

  constructor(
    private readonly onEntry: (entry: TarEntry) => Promise<EntrySink | undefined> | EntrySink | undefined,
  ) {}

  async feed(chunk: Buffer): Promise<void> {
    let offset = 0;
    while (offset < chunk.length) {
      if (this.ended) {
        // After the end marker only zero padding may follow (tar pads to a record of 10 KB).
        if (chunk.subarray(offset).some((byte) => byte !== 0))
          throw new UnsafeArchive('data after the end of the archive');
        return;
      }
      if (this.body) {
        offset += await this.feedBody(chunk.subarray(offset));
        continue;
      }
      const need = BLOCK - this.pendingBytes;
      const piece = chunk.subarray(offset, offset + need);
      this.pending.push(piece);
      this.pendingBytes += piece.length;
      offset += piece.length;
      if (this.pendingBytes === BLOCK) {
        const header = Buffer.concat(this.pending);
        this.pending = [];
        this.pendingBytes = 0;
        await this.header(header);
      }
    }
  }

  finish(): void {
    if (!this.ended || this.body || this.pendingBytes > 0)
      throw new UnsafeArchive('the archive ends in the middle (truncated)');
  }

  /** Consumes what it can of `data` for the current entry's body and padding; returns how much. */
  private async feedBody(data: Buffer): Promise<number> {
    const body = this.body!;
    let used = 0;
    if (body.remaining > 0) {
      const piece = data.subarray(0, body.remaining);
      used += piece.length;
      body.remaining -= piece.length;
      if (body.kind === 'data') await body.sink?.write(piece);
      else body.parts.push(piece);
    }
    if (body.remaining === 0) {
      const skip = Math.min(body.padding, data.length - used);
      body.padding -= skip;
      used += skip;
      if (body.padding === 0) {
        this.body = undefined;
        if (body.kind === 'data') await body.sink?.end();
        else this.meta(body.of, Buffer.concat(body.parts));
      }
    }
    return used;
  }

  private async header(block: Buffer): Promise<void> {
    if (block.every((byte) => byte === 0)) {
      this.zeroBlocks += 1;
      if (this.zeroBlocks === 2) this.ended = true;
      return;
    }
    if (this.zeroBlocks > 0) throw new UnsafeArchive('an empty block in the middle of the archive');
    verifyChecksum(block);
    const magic = block.subarray(257, 263).toString('latin1');
    if (magic !== 'ustar\0' && magic !== 'ustar ') throw new UnsafeArchive('not a ustar/GNU tar header');
    const type = String.fromCharCode(block[156]!);
    const size = parseSize(block.subarray(124, 136));
    const padding = (BLOCK - (size % BLOCK)) % BLOCK;

    if (type === 'L' || type === 'x' || type === 'g') {
      if (size > MAX_META_BYTES) throw new UnsafeArchive('an oversized long name or pax record');
      const of = type === 'L' ? 'longname' : type === 'x' ? 'pax' : 'global';
      this.body = { kind: 'meta', remaining: size, padding, parts: [], of };
      if (size === 0 && padding === 0) this.finishEmpty();
      return;
    }

    let name = this.pax.path ?? this.longName ?? headerName(block, magic === 'ustar\0');
    const paxSize = this.pax.size;
    this.longName = undefined;
    this.pax = {};
    if (name.includes('\0')) name = name.slice(0, name.indexOf('\0'));
    const entrySize = paxSize !== undefined ? Number(paxSize) : size;
    if (!Number.isSafeInteger(entrySize) || entrySize < 0)
      throw new UnsafeArchive(`${name}: impossible size`);

    let entry: TarEntry;
    if (type === '0' || type === '\0' || type === '7') entry = { name, type: 'file', size: entrySize };
    else if (type === '5') entry = { name, type: 'directory', size: 0 };
    else
      throw new UnsafeArchive(`${name}: ${describeType(type)} (only regular files and folders are restored)`);
    const sink = await this.onEntry(entry);
    const dataPadding = (BLOCK - (entry.size % BLOCK)) % BLOCK;
    this.body = { kind: 'data', remaining: entry.size, padding: dataPadding, sink };
    if (entry.size === 0) {
      this.body = undefined;
      await sink?.end();
    }
  }

  private finishEmpty(): void {
    const body = this.body;
    this.body = undefined;
    if (body?.kind === 'meta') this.meta(body.of, Buffer.alloc(0));
  }

  private meta(of: 'longname' | 'pax' | 'global', data: Buffer): void {
    if (of === 'global') return;
    if (of === 'longname') {
      const text = data.toString('utf8');
      this.longName = text.includes('\0') ? text.slice(0, text.indexOf('\0')) : text;
      return;
    }
    // pax: "<length> <key>=<value>\n" records.
    let offset = 0;
    while (offset < data.length) {
      const space = data.indexOf(0x20, offset);
      if (space < 0) throw new UnsafeArchive('a malformed pax record');
      const length = Number(data.subarray(offset, space).toString('latin1'));
      if (!Number.isSafeInteger(length) || length <= 0 || offset + length > data.length)
        throw new UnsafeArchive('a malformed pax record');
      const record = data.subarray(space + 1, offset + length - 1).toString('utf8');
      const equals = record.indexOf('=');
      if (equals < 0) throw new UnsafeArchive('a malformed pax record');
      const key = record.slice(0, equals);
      const value = record.slice(equals + 1);
      if (key === 'path' || key === 'size') this.pax[key] = value;
      // A link target in a pax record belongs to a link: refused when the link's header comes.
      offset += length;
    }
  }
}

function headerName(block: Buffer, ustar: boolean): string {
  const field = (start: number, end: number) => {
    const text = block.subarray(start, end).toString('utf8');
    const nul = text.indexOf('\0');
    return nul < 0 ? text : text.slice(0, nul);
  };
  const name = field(0, 100);
  // POSIX ustar splits long paths into prefix/name; GNU tar uses L records instead.
  const prefix = ustar ? field(345, 500) : '';
  return prefix ? `${prefix}/${name}` : name;
}

function parseSize(field: Buffer): number {
  // Base-256 for sizes beyond 8 GB (GNU): the high bit of the first byte is set.
  if (field[0]! & 0x80) {
    let value = field[0]! & 0x7f;
    for (const byte of field.subarray(1)) value = value * 256 + byte;
    if (!Number.isSafeInteger(value)) throw new UnsafeArchive('an impossible entry size');
    return value;
  }
  const text = field
    .toString('latin1')
    .replace(/[\0 ]+$/g, '')
    .trim();
  if (!/^[0-7]*$/.test(text)) throw new UnsafeArchive('an unreadable entry size');
  return text === '' ? 0 : Number.parseInt(text, 8);
}

function verifyChecksum(block: Buffer): void {
  const stored = Number.parseInt(block.subarray(148, 156).toString('latin1').replace(/[\0 ]/g, ''), 8);
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 0x20 : block[i]!;
  if (stored !== sum) throw new UnsafeArchive('a tar header with a wrong checksum');
}

function describeType(type: string): string {
  const names: Record<string, string> = {
    '1': 'a hard link',
    '2': 'a symbolic link',
    '3': 'a character device',
    '4': 'a block device',
    '6': 'a FIFO',
    K: 'a long link name',
    S: 'a sparse file',
    D: 'a GNU dump directory',
    M: 'a multi-volume part',
    V: 'a volume header',
  };
  return names[type] ?? `an entry of type ${JSON.stringify(type)}`;
}
