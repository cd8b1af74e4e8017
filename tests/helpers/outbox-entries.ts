import type { OutboxEntry } from '~/features/admin/outbox';

/** A failing outbox event as GET /api/admin/outbox lists it (for the outbox screen's tests). */
export function outboxEntry(overrides: Partial<OutboxEntry> = {}): OutboxEntry {
  return {
    id: 7,
    type: 'order.paid',
    createdAt: '2026-11-20T10:00:00Z',
    attempts: 4,
    nextAttemptAt: '2026-11-20T11:00:00Z',
    lastError: 'SMTP 451: try again later',
    failed: false,
    unhandled: false,
    orderNumber: 'ZZ-000042',
    ...overrides,
  };
}
