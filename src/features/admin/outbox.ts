import { z } from 'zod';

/** One outbox event that keeps failing (or gave up), as staff see it. */
export interface OutboxEntry {
  id: number;
  type: string;
  createdAt: string;
  attempts: number;
  /** When the shop tries again; null once it gave up. */
  nextAttemptAt: string | null;
  lastError: string | null;
  failed: boolean;
  /** No handler is registered for its type (lost in a change): kept open until a developer adds one. */
  unhandled: boolean;
  orderNumber: string | null;
}

export const outboxQuerySchema = z.object({
  order: z
    .string()
    .regex(/^ZZ-\d{1,12}$/)
    .optional(),
});

export const outboxEventParamsSchema = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53 - 1),
});
