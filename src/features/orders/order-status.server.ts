import type { OrderStatus } from '~/features/orders/orders';
import { lockOrder, transitionOrder } from '~/features/orders/transition.server';
import { messages } from '~/lib/messages';
import { recordAudit } from '~/server/audit.server';
import type { SessionUser } from '~/server/auth/session.server';
import type { Tx } from '~/server/db';
import type { orders } from '~/server/db/schema';
import { found } from '~/server/http/errors';

type Order = typeof orders.$inferSelect;

/** Staff who acted, as the history and audit log record them. */
export type Staff = Pick<SessionUser, 'id' | 'email'>;

/**
 * The one way staff change an order's status: transitionOrder (which locks the order and
 * checks the move against the status it has now, not the one the staff member's page
 * showed: two people may act at once) plus the audit log, in the caller's transaction.
 * Used by the order actions and by refunds.
 */
export async function changeOrderStatus(
  tx: Tx,
  input: {
    orderId: number;
    to: OrderStatus;
    staff: Staff;
    note?: string | null;
    /** Further columns that change with the status (track-and-trace...). */
    set?: Partial<Pick<Order, 'trackAndTrace'>>;
    details?: Record<string, unknown>;
  },
): Promise<{ order: Order; from: OrderStatus }> {
  const current = found(await lockOrder(tx, input.orderId), messages.admin.orderNotFound);
  const result = await transitionOrder(tx, {
    order: current,
    to: input.to,
    actor: 'staff',
    userId: input.staff.id,
    note: input.note ?? null,
    set: input.set,
  });
  await recordAudit(tx, {
    actorUserId: input.staff.id,
    action: `order.${input.to}`,
    entity: 'order',
    entityId: current.number,
    details: { from: result.from, to: input.to, note: input.note ?? null, ...input.details },
  });
  return result;
}
