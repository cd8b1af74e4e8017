import { z } from 'zod';

/** One line of a return request as the customer sends it: how many unopened packs go back. */
export const returnLinesSchema = z.object({
  lines: z
    .array(z.object({ line_id: z.number().int().positive(), quantity: z.number().int().min(0).max(1000) }))
    .max(100),
});
export type ReturnLineInput = z.infer<typeof returnLinesSchema>['lines'][number];

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
