import { saveResponseAsFile } from '~/lib/download';
import { api } from '~/lib/http';
import type { ProductSafetyInfo, RecallRow, StaffComplaint } from './product-safety';

/** Browser-side calls of the complaint form and the staff's product-safety screens. */

/** POST /api/complaints: a customer's complaint; answers the text to show. */
export const submitComplaint = (input: {
  order_number: string;
  email: string;
  product: string;
  description: string;
}) =>
  api
    .post('/api/complaints', { json: input })
    .json<{ status: string }>()
    .then((body) => body.status);

export const fetchComplaints = () =>
  api
    .get('/api/admin/complaints')
    .json<{ complaints: StaffComplaint[] }>()
    .then((body) => body.complaints);

export const updateComplaint = (
  id: number,
  update: { status: StaffComplaint['status']; outcome: string; passed_to_manufacturer: boolean },
) =>
  api
    .patch(`/api/admin/complaints/${id}`, { json: update })
    .json<{ complaint: StaffComplaint }>()
    .then((body) => body.complaint);

export type BatchCodes = Record<number, string>;
const codesOf = (body: { batches: { lineId: number; batchCode: string }[] }): BatchCodes =>
  Object.fromEntries(body.batches.map((batch) => [batch.lineId, batch.batchCode]));

/** The batch/lot code packed per order line, by line id. */
export const fetchOrderBatches = (orderNumber: string) =>
  api
    .get(`/api/admin/orders/${orderNumber}/batches`)
    .json<{ batches: { lineId: number; batchCode: string }[] }>()
    .then(codesOf);

export const saveOrderBatches = (orderNumber: string, lines: { line_id: number; batch_code: string }[]) =>
  api
    .put(`/api/admin/orders/${orderNumber}/batches`, { json: { lines } })
    .json<{ batches: { lineId: number; batchCode: string }[] }>()
    .then(codesOf);

/** A product's manufacturer, CE marking and warnings; null before anyone entered them. */
export const fetchProductSafety = (productId: number) =>
  api
    .get(`/api/admin/products/${productId}/safety`)
    .json<{ safety: ProductSafetyInfo | null }>()
    .then((body) => body.safety);

export const saveProductSafety = (productId: number, info: ProductSafetyInfo) =>
  api.put(`/api/admin/products/${productId}/safety`, { json: info }).json();

/** Who got a batch, and where it went. */
export const findRecall = (batch: string) =>
  api
    .get('/api/admin/recall', { searchParams: { batch } })
    .json<{ rows: RecallRow[] }>()
    .then((body) => body.rows);

export async function downloadRecallCsv(batch: string): Promise<void> {
  const response = await api.get('/api/admin/recall/export.csv', { searchParams: { batch } });
  await saveResponseAsFile(response, 'terugroepen.csv');
}
