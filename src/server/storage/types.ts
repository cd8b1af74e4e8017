export interface StoredFile {
  key: string;
  /** Absolute-path URL on this site (or the bucket's public URL). */
  url: string;
}

/** Where uploaded and generated files live. Keys are relative paths like 'products/x-1.svg'. */
export interface FileStorage {
  put(key: string, data: Uint8Array | string, contentType: string): Promise<StoredFile>;
  /** Reads a file for serving; undefined when it does not exist. */
  get(key: string): Promise<{ data: Uint8Array<ArrayBuffer>; contentType: string } | undefined>;
  exists(key: string): Promise<boolean>;
  /** Every stored key (backups copy them all). */
  list(): Promise<string[]>;
  /** Resolves when the storage answers (readiness); rejects with why not. */
  check(): Promise<void>;
}

/** The storage could not be reached or answered with a server error: worth trying again later. */
export class StorageUnavailable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StorageUnavailable';
  }
}

/** Rejects keys that could escape the storage root. */
export function assertSafeKey(key: string): void {
  if (!/^[a-z0-9][a-z0-9._/-]*$/i.test(key) || key.includes('..') || key.includes('//')) {
    throw new Error(`Unsafe storage key: ${key}`);
  }
}

const contentTypes: Record<string, string> = {
  svg: 'image/svg+xml',
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  avif: 'image/avif',
  ico: 'image/x-icon',
  mp4: 'video/mp4',
  webm: 'video/webm',
  js: 'text/javascript',
  css: 'text/css',
};

export function contentTypeOf(key: string): string {
  return contentTypes[key.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';
}
