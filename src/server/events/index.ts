import { log } from '../log';
import { deliverLocally, setEventTransport } from './bus';
import { createPostgresTransport } from './postgres-transport';

export { broadcast, onShopEvent, stopEventBus } from './bus';
export { broadcastCacheInvalidation } from './cache-invalidation';

/**
 * Connects this instance to the others. On PostgreSQL through LISTEN/NOTIFY; on the embedded
 * database there are no others (the data directory's lock file admits one process), so events
 * stay local. See docs/decisions/007-cache-invalidation.md.
 */
export async function startEventBus(config: { databaseUrl?: string }): Promise<void> {
  if (!config.databaseUrl) return;
  const transport = await createPostgresTransport({
    url: config.databaseUrl,
    onEvent: deliverLocally,
    onReconnect: () => deliverLocally({ type: 'bus.reconnected' }),
  });
  setEventTransport(transport);
  log.info('event bus connected', { transport: transport.name });
}
