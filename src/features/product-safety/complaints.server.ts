import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { messages } from '~/lib/messages';
import { db } from '~/server/db';
import { complaints, orders } from '~/server/db/schema';
import { notFound, unprocessable } from '~/server/http/errors';
import { recordEvent } from '~/server/outbox';
import type {
  ComplaintStatus,
  complaintSchema,
  complaintUpdateSchema,
  StaffComplaint,
} from './product-safety';

const text = messages.productSafety;

/**
 * Files a complaint in the register. The order number and e-mail address must belong to one
 * order (so only its buyer files about it); the customer gets a receipt by mail (outbox).
 */
export async function fileComplaint(input: z.infer<typeof complaintSchema>): Promise<void> {
  await (await db()).transaction(async (tx) => {
    const [order] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.number, input.order_number),
          sql`lower(${orders.email}) = ${input.email.trim().toLowerCase()}`,
        ),
      );
    if (!order) throw unprocessable({ order_number: [text.orderNotMatched] }, text.orderNotMatched);
    const [row] = await tx
      .insert(complaints)
      .values({
        orderId: order.id,
        orderNumber: input.order_number,
        email: input.email.trim().toLowerCase(),
        product: input.product,
        description: input.description,
      })
      .returning({ id: complaints.id });
    await recordEvent(tx, 'complaint.filed', { complaintId: row!.id });
  });
}

type Row = typeof complaints.$inferSelect;
const toStaff = (row: Row): StaffComplaint => ({
  id: row.id,
  orderNumber: row.orderNumber,
  email: row.email,
  product: row.product,
  description: row.description,
  status: row.status as ComplaintStatus,
  outcome: row.outcome,
  passedToManufacturerAt: row.passedToManufacturerAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/** The register for staff: open complaints first, newest first within. */
export async function listComplaints(): Promise<StaffComplaint[]> {
  const rows = await (await db())
    .select()
    .from(complaints)
    .orderBy(sql`${complaints.status} = 'closed'`, desc(complaints.createdAt))
    .limit(500);
  return rows.map(toStaff);
}

/** Staff record the status, the outcome and whether (and when first) it went to the manufacturer. */
export async function updateComplaint(
  id: number,
  input: z.infer<typeof complaintUpdateSchema>,
): Promise<StaffComplaint> {
  const now = new Date();
  const [row] = await (await db())
    .update(complaints)
    .set({
      status: input.status,
      outcome: input.outcome,
      passedToManufacturerAt: input.passed_to_manufacturer
        ? sql`coalesce(${complaints.passedToManufacturerAt}, ${now.toISOString()}::timestamptz)`
        : null,
      updatedAt: now,
    })
    .where(eq(complaints.id, id))
    .returning();
  if (!row) throw notFound(text.complaintNotFound);
  return toStaff(row);
}
