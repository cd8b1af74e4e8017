export type Encoding = 'identity' | 'br' | 'gzip';

/** One cached response: its final bytes in every encoding we serve, compressed once. */
export interface CachedResponse {
  key: string;
  /** Path and query, for invalidation by path. */
  path: string;
  tags: string[];
  etag: string;
  storedAt: number;
  /** Fresh until this time (ms); then one request re-renders while the others get this copy. */
  freshUntil: number;
  /** Served stale (during a re-render) until this time (ms). */
  staleUntil: number;
  /** Request headers the response varies on (besides Accept-Encoding), with the values it was made for. */
  vary: [name: string, value: string][];
  /** Headers common to every encoding (content type, security headers, cache headers). */
  headers: Record<string, string>;
  /**
   * The plain bytes only when small (entry.ts); otherwise inflated from gzip for the rare client.
   * gzip is made when first asked for (`withGzip`) unless there are no plain bytes to make it from.
   */
  bodies: { identity: Buffer | undefined; br: Buffer; gzip: Buffer | undefined };
  /** Every header line of a 200 in each encoding made so far, as flat name/value lists for writeHead. */
  wireHeaders: Partial<Record<Encoding, string[]>>;
  bytes: number;
  /** When a request last started re-rendering this stale entry (0: none). */
  revalidatingSince: number;
  /** Requests served from this entry: which dropped pages are worth rendering again (warm.ts). */
  hits: number;
}

/**
 * The entries, least recently used first (a Map keeps insertion order; a hit moves the entry to the
 * end), bounded by their total size in bytes. Also remembers when each tag and path was last
 * invalidated, so that a render that began before an invalidation is not stored afterwards.
 */
export class ResponseStore {
  readonly #entries = new Map<string, CachedResponse>();
  readonly #tagInvalidatedAt = new Map<string, number>();
  readonly #pathInvalidatedAt = new Map<string, number>();
  #clearedAt = 0;
  #sequence = 0;
  #bytes = 0;

  constructor(readonly maxBytes: number) {}

  get size(): number {
    return this.#entries.size;
  }

  get bytes(): number {
    return this.#bytes;
  }

  /** A counter that moves on every invalidation; a render notes it when it starts. */
  get sequence(): number {
    return this.#sequence;
  }

  /** Whether an entry is kept for this key (without counting as a use). */
  has(key: string): boolean {
    return this.#entries.has(key);
  }

  get(key: string): CachedResponse | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry;
  }

  /** Stores an entry rendered since `startedAt` (a sequence), unless something it shows changed meanwhile. */
  set(entry: CachedResponse, startedAt: number): boolean {
    if (this.#changedSince(entry, startedAt) || entry.bytes > this.maxBytes / 4) return false;
    this.delete(entry.key);
    this.#entries.set(entry.key, entry);
    this.#bytes += entry.bytes;
    this.#evictOverflow();
    return true;
  }

  /** Counts bytes an entry gained after it was stored (its gzip copy), evicting the oldest if needed. */
  grew(entry: CachedResponse, bytes: number): void {
    entry.bytes += bytes;
    if (this.#entries.get(entry.key) !== entry) return;
    this.#bytes += bytes;
    this.#evictOverflow();
  }

  /** Drops the least recently used entries until the total fits. */
  #evictOverflow(): void {
    for (const [key, oldest] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.delete(key, oldest);
    }
  }

  delete(key: string, entry = this.#entries.get(key)): void {
    if (!entry || !this.#entries.delete(key)) return;
    this.#bytes -= entry.bytes;
  }

  /** Drops the entries with any of these tags or paths; answers them (the warmer picks from them). */
  invalidate(input: { tags?: string[]; paths?: string[] }): CachedResponse[] {
    const sequence = ++this.#sequence;
    const tags = new Set(input.tags ?? []);
    const paths = new Set(input.paths ?? []);
    for (const tag of tags) this.#tagInvalidatedAt.set(tag, sequence);
    for (const path of paths) this.#pathInvalidatedAt.set(path, sequence);
    const dropped: CachedResponse[] = [];
    for (const [key, entry] of this.#entries) {
      if (paths.has(entry.path) || entry.tags.some((tag) => tags.has(tag))) {
        this.delete(key, entry);
        dropped.push(entry);
      }
    }
    return dropped;
  }

  clear(): void {
    this.#clearedAt = ++this.#sequence;
    this.#entries.clear();
    this.#bytes = 0;
  }

  #changedSince(entry: CachedResponse, startedAt: number): boolean {
    if (this.#clearedAt > startedAt) return true;
    if ((this.#pathInvalidatedAt.get(entry.path) ?? 0) > startedAt) return true;
    return entry.tags.some((tag) => (this.#tagInvalidatedAt.get(tag) ?? 0) > startedAt);
  }
}
