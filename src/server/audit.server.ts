import type { Tx } from '~/server/db';
import { auditLog } from '~/server/db/schema';

export interface AuditEntry {
  actorUserId: number;
  /** What happened, e.g. 'order.shipped', 'stock.updated'. */
  action: string;
  entity: 'order' | 'product' | 'variation' | 'page' | 'article' | 'upload' | 'discount' | 'menu';
  entityId: string | number;
  details?: Record<string, unknown>;
}

/** Records a staff action in the audit log, inside the transaction that made the change. */
export async function recordAudit(tx: Tx, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorUserId: entry.actorUserId,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    details: entry.details ?? {},
  });
}
