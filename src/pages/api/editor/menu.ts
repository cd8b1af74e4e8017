import { menuInputSchema } from '~/features/content/menu';
import { menuEditorData, saveMenu } from '~/features/content/menu.server';
import { endpoint } from '~/server/http/endpoint';

/** GET /api/editor/menu: the shop's main menu and the pages and categories it may link (staff only). */
export const GET = endpoint({ auth: 'editor' }, () => menuEditorData());

/** PUT /api/editor/menu: the whole menu in order; answers it as saved (decision 038). */
export const PUT = endpoint({ auth: 'editor', body: menuInputSchema }, async ({ body, user }) => ({
  items: await saveMenu(body, user.id),
}));
