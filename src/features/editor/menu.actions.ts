import type { MenuEditorData, MenuItem } from '~/features/content/menu';
import { api, apiErrorBody } from '~/lib/http';

/** GET /api/editor/menu: the menu and the pages and categories its links may name. */
export const loadMenu = () => api.get('/api/editor/menu').json<MenuEditorData>();

export type MenuSaveOutcome =
  | { ok: true; items: MenuItem[] }
  | { ok: false; message?: string; errors: Record<string, string[]> };

/** PUT /api/editor/menu: the whole menu in order; the server's field errors when it refuses. */
export async function saveMenu(items: MenuItem[]): Promise<MenuSaveOutcome> {
  try {
    const saved = await api.put('/api/editor/menu', { json: { items } }).json<{ items: MenuItem[] }>();
    return { ok: true, items: saved.items };
  } catch (error) {
    const answer = await apiErrorBody(error);
    if (!answer) console.error('saving the menu failed', error);
    return { ok: false, message: answer?.message, errors: answer?.errors ?? {} };
  }
}
