// Transactional outbox: domain events recorded with the write, handled after it (decision 017).
export type { DomainEvents, DomainEventType } from './events';
export { recordEvent } from './record';
export { onDomainEvent, provideDomainHandlers } from './registry';
export { drainOutbox, startOutboxDispatcher } from './runner';
