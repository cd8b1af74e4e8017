import { z } from 'zod';
import * as safetyTexts from '~/lib/messages/safety';
import * as shopTexts from '~/lib/messages/shop';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { form: shopTexts.form, productSafety: safetyTexts.productSafety };

const text = messages.productSafety;

/** A batch/lot code as printed on a pack: letters, digits, '-', '/', '.'; stored upper-case. */
export const batchCodeSchema = z
  .string()
  .trim()
  .max(40)
  .regex(/^[A-Za-z0-9./-]*$/, text.batchInvalid)
  .transform((value) => value.toUpperCase());

/** GET /api/admin/recall?batch= (and its CSV). */
export const recallQuery = z.object({ batch: batchCodeSchema.pipe(z.string().min(1, text.recallSearch)) });

/** PUT /api/admin/products/{id}/safety */
export const productSafetySchema = z.object({
  manufacturer_name: z.string().trim().min(1, text.nameRequired).max(200),
  manufacturer_address: z.string().trim().min(1, text.addressRequired).max(500),
  manufacturer_email: z.email(text.emailInvalid).max(200),
  ce_marked: z.boolean(),
  warnings: z.string().trim().max(3000).default(''),
});
export type ProductSafetyInput = z.infer<typeof productSafetySchema>;

/** What the product page and the staff form show. */
export interface ProductSafetyInfo {
  manufacturer_name: string;
  manufacturer_address: string;
  manufacturer_email: string;
  ce_marked: boolean;
  warnings: string;
}

/** PUT /api/admin/orders/{number}/batches: the batch shipped per line (empty: not recorded). */
export const orderBatchesSchema = z.object({
  lines: z
    .array(z.object({ line_id: z.number().int().positive().max(2_147_483_647), batch_code: batchCodeSchema }))
    .min(1)
    .max(50),
});

/** One buyer of a batch, as the recall screen and its CSV list them. */
export interface RecallRow {
  orderNumber: string;
  orderedAt: string;
  shippedAt: string | null;
  buyerName: string;
  email: string;
  /** Where the parcel went (the recipient's address when ordered for someone else). */
  deliveredTo: string;
  product: string;
  quantity: number;
  batchCode: string;
}

/** Warnings as lines, without empty ones. */
export const warningLines = (warnings: string) =>
  warnings
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

export const COMPLAINT_STATUSES = ['received', 'investigating', 'closed'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];

/** POST /api/complaints: from the account or the contact page; the order number and e-mail must match. */
export const complaintSchema = z.object({
  order_number: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^ZZ-\d{1,12}$/, text.orderNumberInvalid),
  email: z.email(messages.form.invalidEmail).max(200),
  product: z.string().trim().min(1, text.productRequired).max(200),
  description: z.string().trim().min(10, text.descriptionRequired).max(4000),
});

/** PATCH /api/admin/complaints/{id} */
export const complaintUpdateSchema = z.object({
  status: z.enum(COMPLAINT_STATUSES),
  outcome: z.string().trim().max(4000),
  passed_to_manufacturer: z.boolean(),
});

/** One complaint as the staff register shows it. */
export interface StaffComplaint {
  id: number;
  orderNumber: string;
  email: string;
  product: string;
  description: string;
  status: ComplaintStatus;
  outcome: string;
  passedToManufacturerAt: string | null;
  createdAt: string;
}
