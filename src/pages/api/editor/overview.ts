import { editorOverview } from '~/features/content/editor.server';
import { endpoint } from '~/server/http/endpoint';

/** GET /api/editor/overview: pages, articles and the options of multiselect fields (staff only). */
export const GET = endpoint({ auth: 'editor' }, () => editorOverview());
