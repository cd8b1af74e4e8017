import type { DiscountCodeView, DiscountInput } from '~/features/discounts/discounts';
import { api, apiErrorBody } from '~/lib/http';

/** Browser-side calls of /admin/discounts (bearer token via the shared client). */
export interface DiscountOverview {
  codes: DiscountCodeView[];
  categories: { id: number; name: string }[];
}

export const fetchDiscounts = () => api.get('/api/admin/discounts').json<DiscountOverview>();

export type DiscountSaveResult =
  | { ok: true; code: DiscountCodeView }
  | { ok: false; message: string; errors: Record<string, string[]> };

/** POST (new) or PUT (existing); the server's field errors come back for the form. */
export async function saveDiscount(input: DiscountInput, id?: number): Promise<DiscountSaveResult> {
  try {
    const request =
      id === undefined
        ? api.post('/api/admin/discounts', { json: input })
        : api.put(`/api/admin/discounts/${id}`, { json: input });
    return { ok: true, code: await request.json<DiscountCodeView>() };
  } catch (error) {
    const body = await apiErrorBody(error);
    return {
      ok: false,
      message: body?.message ?? 'Opslaan is niet gelukt. Probeer het opnieuw.',
      errors: body?.errors ?? {},
    };
  }
}

export const deactivateDiscount = (id: number) =>
  api.delete(`/api/admin/discounts/${id}`).json<DiscountCodeView>();
