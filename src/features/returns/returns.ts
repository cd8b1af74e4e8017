import { z } from 'zod';

/** One line of a return request as the customer sends it: how many unopened packs go back. */
export const returnLinesSchema = z.object({
  lines: z
    .array(z.object({ line_id: z.number().int().positive(), quantity: z.number().int().min(0).max(1000) }))
    .max(100),
});
export type ReturnLineInput = z.infer<typeof returnLinesSchema>['lines'][number];

export interface ReturnableLine {
  quantity: number;
  lineTotalCents: number;
  discountCents: number;
}

/**
 * What `quantity` returned packs of a line give back: their share of what the line cost after
 * its discount, in whole cents (rounded down, so the sum over a line never exceeds what was paid;
 * returning every pack gives back the line's full amount).
 */
export function returnRefundCents(line: ReturnableLine, quantity: number): number {
  if (quantity <= 0) return 0;
  const paid = line.lineTotalCents - line.discountCents;
  if (quantity >= line.quantity) return paid;
  return Math.floor((paid * quantity) / line.quantity);
}

/** One return request as the staff order page and the customer's pages show it. */
export interface ReturnView {
  id: number;
  lineId: number;
  lineName: string;
  quantity: number;
  refundCents: number;
  requestedAt: string;
  receivedAt: string | null;
}
