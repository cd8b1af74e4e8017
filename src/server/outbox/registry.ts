import { remember } from '../remember';
import type { DomainEvent, DomainEventType } from './events';

export type DomainEventHandler<T extends DomainEventType> = (event: DomainEvent<T>) => Promise<void>;

interface Registry {
  handlers: Map<DomainEventType, Map<string, DomainEventHandler<DomainEventType>>>;
  /** Set by a running dispatcher: a committed event is handled at once, not at the next poll. */
  wake?: () => void;
  /** Set by the composition root (src/app/wiring.ts): loads the module that registers every handler. */
  loadHandlers?: () => Promise<unknown>;
}

/**
 * On globalThis: the built server (dist/main.mjs) and the Astro bundle each carry a copy of this
 * module; an event recorded by an Astro endpoint must wake the dispatcher main.mjs started.
 */
export const outboxRegistry = remember<Registry>('outbox', () => ({ handlers: new Map() }));

/**
 * The composition root names what registers the features' handlers (src/app/outbox-handlers.ts);
 * infrastructure imports no feature (decision 034). Loaded lazily, before the first dispatch.
 */
export function provideDomainHandlers(load: () => Promise<unknown>): void {
  outboxRegistry.loadHandlers = load;
}

/**
 * Subscribes a handler to one event type. `name` is stored with each event it handled, so keep it
 * stable (renaming it runs the handler again for events not yet finished). Handlers run at least
 * once per event; one that must act once (a mail) relies on the outbox remembering it succeeded.
 */
export function onDomainEvent<T extends DomainEventType>(
  type: T,
  name: string,
  handler: DomainEventHandler<T>,
): void {
  let byName = outboxRegistry.handlers.get(type);
  if (!byName) {
    byName = new Map();
    outboxRegistry.handlers.set(type, byName);
  }
  // The same file imported by two bundles registers twice: the later copy replaces the earlier.
  byName.set(name, handler as unknown as DomainEventHandler<DomainEventType>);
}

export function handlersFor(type: string): [string, DomainEventHandler<DomainEventType>][] {
  return [...(outboxRegistry.handlers.get(type as DomainEventType) ?? [])];
}

/** Tests remove the handlers they added. */
export function removeDomainHandler(type: DomainEventType, name: string): void {
  outboxRegistry.handlers.get(type)?.delete(name);
}

/**
 * The last_error of an event no handler is registered for (it stays open and is retried):
 * /metrics counts them by this prefix (zorgzaam_outbox_unhandled), the staff's outbox page names them.
 */
export const NO_HANDLER_PREFIX = 'no handler registered';
export function noHandlerError(type: string): string {
  return `${NO_HANDLER_PREFIX} for ${type}`;
}
