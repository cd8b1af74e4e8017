/**
 * Everything one instance tells the others. Keep payloads small (PostgreSQL NOTIFY carries at most
 * 8000 bytes): send what changed (tags, ids), never the content itself.
 */
export type ShopEvent =
  /** Cached responses carrying any of these tags (or exactly these paths) are stale. */
  | { type: 'cache.invalidate'; tags: string[]; paths?: string[] }
  /**
   * Rows of search_documents changed and are committed: each instance reads these documents
   * (`kind:id`) into its in-process index again, or compares the whole table ('all').
   */
  | { type: 'search.changed'; keys: string[] | 'all' }
  /**
   * Local only, never sent: this instance's link to the others was down and is back, so it may have
   * missed events. Anything kept in memory from shared data should be dropped or re-read.
   */
  | { type: 'bus.reconnected' };

export type ShopEventType = ShopEvent['type'];
export type ShopEventOf<T extends ShopEventType> = Extract<ShopEvent, { type: T }>;
export type ShopEventHandler<T extends ShopEventType> = (event: ShopEventOf<T>) => void | Promise<void>;

/** Events that only make sense inside the instance that raised them. */
export const LOCAL_ONLY_EVENTS: ReadonlySet<ShopEventType> = new Set(['bus.reconnected']);

/** How an event travels to the other instances. */
export interface EventTransport {
  readonly name: string;
  /** Sends to every other instance; resolves once handed to the transport (delivery is best effort). */
  publish(event: ShopEvent): Promise<void>;
  /** Stops listening and releases the connection. */
  close(): Promise<void>;
}

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; we stay under it with our envelope. */
export const MAX_EVENT_BYTES = 7_900;
