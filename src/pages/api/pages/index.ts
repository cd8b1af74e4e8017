import { pageInputSchema } from '~/features/content/editor';
import { savePage } from '~/features/content/editor.server';
import { endpoint, json } from '~/server/http/endpoint';

/** GET /api/pages and /api/pages/: the 'home' page (spec section 7: an empty path means home). */
export { GET } from './[...slug]';

/**
 * POST /api/pages: a new content page (editor or admin); answers its slug and state. With
 * `publish: false` it is a draft, not public until published (decision 038).
 */
export const POST = endpoint({ auth: 'editor', body: pageInputSchema }, async ({ body, user }) => {
  const { staleSlugs: _, ...saved } = await savePage(body, { userId: user.id });
  return json(saved, { status: 201 });
});
