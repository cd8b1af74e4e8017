import type { Tx } from '../db';
import { outboxEvents } from '../db/schema';
import { whenTransactionSettles } from '../db/transaction-settled';
import type { DomainEvents, DomainEventType } from './events';
import { outboxRegistry } from './registry';

/**
 * Records a domain event inside the write's own transaction: it exists exactly when the write
 * committed. The dispatcher of this process is woken after the commit; others find it by polling.
 */
export async function recordEvent<T extends DomainEventType>(
  tx: Tx,
  type: T,
  payload: DomainEvents[T],
): Promise<number> {
  const [row] = await tx
    .insert(outboxEvents)
    .values({ type, payload: payload as unknown as Record<string, unknown> })
    .returning({ id: outboxEvents.id });
  whenTransactionSettles((committed) => {
    if (committed) outboxRegistry.wake?.();
  });
  if (!row) throw new Error(`event ${type} was not recorded`);
  return row.id;
}
