import { gzipSync } from 'node:zlib';

/**
 * Writes a .tar.gz from raw entries, whatever they say: symlinks, hard links, absolute paths,
 * `..`: the crafted archives a restore must refuse (tests only).
 */
export interface CraftedEntry {
  name: string;
  /** '0' file (default), '1' hard link, '2' symlink, '5' folder, '3' character device... */
  type?: string;
  data?: Buffer | string;
  linkname?: string;
}

function header(entry: CraftedEntry, size: number): Buffer {
  const block = Buffer.alloc(512);
  const put = (text: string, offset: number, length: number) => block.write(text, offset, length, 'utf8');
  const octal = (value: number, length: number) => value.toString(8).padStart(length - 1, '0');
  put(entry.name, 0, 100);
  put(octal(0o644, 8), 100, 8);
  put(octal(0, 8), 108, 8);
  put(octal(0, 8), 116, 8);
  put(octal(size, 12), 124, 12);
  put(octal(Math.floor(Date.now() / 1000), 12), 136, 12);
  block.fill(0x20, 148, 156);
  put(entry.type ?? '0', 156, 1);
  put(entry.linkname ?? '', 157, 100);
  put('ustar\0', 257, 6);
  put('00', 263, 2);
  let sum = 0;
  for (const byte of block) sum += byte;
  put(`${octal(sum, 7)}\0`, 148, 8);
  return block;
}

/**
 * Each entry is its own gzip member (a .tar.gz may hold several one after another; gzip, GNU tar and
 * Node's gunzip read them as one stream). Members are kept per entry object: the tests craft many
 * archives from the same entries around a database snapshot of several MB, and compress it once.
 */
const members = new WeakMap<CraftedEntry, Buffer>();

function memberOf(entry: CraftedEntry): Buffer {
  let member = members.get(entry);
  if (!member) {
    const data = entry.data === undefined ? Buffer.alloc(0) : Buffer.from(entry.data);
    const padding = Buffer.alloc((512 - (data.length % 512)) % 512);
    member = gzipSync(Buffer.concat([header(entry, data.length), data, padding]), { level: 1 });
    members.set(entry, member);
  }
  return member;
}

export function craftTarGz(entries: CraftedEntry[]): Buffer {
  return Buffer.concat([...entries.map(memberOf), gzipSync(Buffer.alloc(1024))]);
}
