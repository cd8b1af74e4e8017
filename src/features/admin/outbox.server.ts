import { and, desc, eq, gt, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { messages } from '~/lib/messages';
import { db } from '~/server/db';
import { orders, outboxEvents } from '~/server/db/schema';
import { found } from '~/server/http/errors';
import { NO_HANDLER_PREFIX } from '~/server/outbox/registry';
import type { OutboxEntry } from './outbox';

/** How many entries the screen shows (the oldest problems first would hide new ones: newest first). */
const LIMIT = 200;

/**
 * Events whose handlers failed at least once and are not done: still being retried, or given up.
 * With an order number: only that order's (mails about it).
 */
export async function failingOutboxEvents(filter: { order?: string } = {}): Promise<OutboxEntry[]> {
  const orderId = sql`(${outboxEvents.payload}->>'orderId')::int`;
  const rows = await (await db())
    .select({ event: outboxEvents, orderNumber: orders.number })
    .from(outboxEvents)
    .leftJoin(orders, eq(orders.id, orderId))
    .where(
      and(
        isNull(outboxEvents.processedAt),
        or(gt(outboxEvents.attempts, 0), isNotNull(outboxEvents.failedAt)),
        filter.order ? eq(orders.number, filter.order) : undefined,
      ),
    )
    .orderBy(desc(outboxEvents.id))
    .limit(LIMIT);
  return rows.map(({ event, orderNumber }) => ({
    id: event.id,
    type: event.type,
    createdAt: event.createdAt.toISOString(),
    attempts: event.attempts,
    nextAttemptAt: event.failedAt ? null : event.nextAttemptAt.toISOString(),
    lastError: event.lastError,
    failed: event.failedAt !== null,
    unhandled: event.lastError?.startsWith(NO_HANDLER_PREFIX) ?? false,
    orderNumber,
  }));
}

/** Staff try an event again now (after fixing SMTP, say): it gets a fresh series of attempts. */
export async function retryOutboxEvent(id: number): Promise<void> {
  const [row] = await (await db())
    .update(outboxEvents)
    .set({ failedAt: null, attempts: 0, nextAttemptAt: new Date(), lockedUntil: null })
    .where(and(eq(outboxEvents.id, id), isNull(outboxEvents.processedAt)))
    .returning({ id: outboxEvents.id });
  found(row, messages.outboxStaff.notFound);
}
