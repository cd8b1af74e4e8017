import { log } from '../log';
import { remember } from '../remember';
import {
  type EventTransport,
  LOCAL_ONLY_EVENTS,
  MAX_EVENT_BYTES,
  type ShopEvent,
  type ShopEventHandler,
  type ShopEventType,
} from './types';

/**
 * The bus lives on globalThis: the built server (dist/main.mjs) and the Astro bundle each hold a
 * copy of this module, and a change saved by an Astro endpoint must reach the response cache that
 * main.mjs owns. One registry per process, whichever copy touches it first.
 */
/** Handlers are stored untyped; onShopEvent guarantees each only sees its own event type. */
type AnyHandler = (event: ShopEvent) => void | Promise<void>;
interface Registry {
  handlers: Map<ShopEventType, Set<AnyHandler>>;
  transport?: EventTransport;
}
const registry = remember<Registry>('events', () => ({ handlers: new Map() }));

/** Subscribes to one event type, from this instance and every other one. Returns the unsubscribe. */
export function onShopEvent<T extends ShopEventType>(type: T, handler: ShopEventHandler<T>): () => void {
  let set = registry.handlers.get(type);
  if (!set) {
    set = new Set();
    registry.handlers.set(type, set);
  }
  const untyped = handler as unknown as AnyHandler;
  set.add(untyped);
  return () => set.delete(untyped);
}

/**
 * Delivers to this instance's handlers at once (awaited, so a save's own answer already reflects
 * it), then to every other instance through the transport. A transport failure is logged, never
 * thrown: the change itself has been stored; the other instances catch up when their cached copies
 * expire, or drop them when their link comes back (bus.reconnected).
 */
export async function broadcast(event: ShopEvent): Promise<void> {
  const size = Buffer.byteLength(JSON.stringify(event));
  if (size > MAX_EVENT_BYTES)
    throw new Error(`event ${event.type} is ${size} bytes: send less (tags, not content)`);
  await deliverLocally(event);
  const transport = registry.transport;
  if (!transport || LOCAL_ONLY_EVENTS.has(event.type)) return;
  try {
    await transport.publish(event);
  } catch (error) {
    log.warn('event not sent to other instances', { type: event.type, transport: transport.name, error });
  }
}

/** Runs this instance's handlers for an event (also used by transports for events from elsewhere). */
export async function deliverLocally(event: ShopEvent): Promise<void> {
  for (const handler of [...(registry.handlers.get(event.type) ?? [])]) {
    try {
      await handler(event);
    } catch (error) {
      log.error('event handler failed', { type: event.type, error });
    }
  }
}

/** Installs how events reach other instances (none: this instance is alone). */
export function setEventTransport(transport: EventTransport | undefined): void {
  registry.transport = transport;
}

/** How events reach other instances: 'local' when this instance is alone. */
export function eventTransportName(): string {
  return registry.transport?.name ?? 'local';
}

/** Closes the transport (shutdown). Local delivery keeps working. */
export async function stopEventBus(): Promise<void> {
  const transport = registry.transport;
  registry.transport = undefined;
  await transport?.close();
}
