import { saveResponseAsFile } from '~/lib/download';
import { api, apiErrorBody } from '~/lib/http';
import type { EditableProduct, ProductInput, ProductListItem } from './product-form';

/** Browser-side calls of the staff product pages (bearer token via the shared client). */

export interface CatalogOverview {
  products: ProductListItem[];
  categories: { id: number; name: string }[];
}

export const fetchCatalog = () => api.get('/api/admin/products/catalog').json<CatalogOverview>();

export const fetchProduct = (id: number) => api.get(`/api/admin/products/${id}`).json<EditableProduct>();

export type SaveResult =
  | { ok: true; product: EditableProduct }
  | { ok: false; status?: number; message: string; errors: Record<string, string[]> };

/** POST (new) or PUT (existing); the server's field errors come back for the form. */
export async function saveProduct(input: ProductInput, id?: number): Promise<SaveResult> {
  try {
    const request =
      id === undefined
        ? api.post('/api/admin/products', { json: input })
        : api.put(`/api/admin/products/${id}`, { json: input });
    return { ok: true, product: await request.json<EditableProduct>() };
  } catch (error) {
    const body = await apiErrorBody(error);
    const status = (error as { response?: Response }).response?.status;
    return {
      ok: false,
      status,
      message: body?.message ?? 'Opslaan is niet gelukt. Probeer het opnieuw.',
      errors: body?.errors ?? {},
    };
  }
}

export const deactivateProduct = (id: number) =>
  api.delete(`/api/admin/products/${id}`).json<{ message: string }>();

export interface ImportAnswer {
  ok: boolean;
  message: string;
  report?: { created: number; updated: number; lines: number };
  rejected?: { line: number; reasons: string[] }[];
}

export async function importCsv(file: Blob): Promise<ImportAnswer> {
  try {
    const report = await api
      .post('/api/admin/products/import', {
        body: await file.text(),
        headers: { 'Content-Type': 'text/csv' },
        timeout: 120_000,
      })
      .json<{ created: number; updated: number; lines: number }>();
    return { ok: true, message: '', report };
  } catch (error) {
    const body = (await apiErrorBody(error)) as
      | { message?: string; rejected?: ImportAnswer['rejected'] }
      | undefined;
    return { ok: false, message: body?.message ?? 'Importeren is niet gelukt.', rejected: body?.rejected };
  }
}

/** The export needs the bearer token, so it is fetched and handed to the browser as a download. */
export async function downloadProductsCsv(): Promise<void> {
  const response = await api.get('/api/admin/products/export.csv');
  await saveResponseAsFile(response, 'producten.csv');
}
