import { invalidateContent } from '~/features/content/cache.server';
import { pageInputSchema } from '~/features/content/editor';
import { savePage } from '~/features/content/editor.server';
import { pageCacheTags } from '~/server/cache-tags';
import { endpoint, json } from '~/server/http/endpoint';

/** GET /api/pages and /api/pages/: the 'home' page (spec section 7: an empty path means home). */
export { GET } from './[...slug]';

/** POST /api/pages: a new content page (editor or admin); answers its slug. */
export const POST = endpoint({ auth: 'editor', body: pageInputSchema }, async ({ body, user, context }) => {
  const saved = await savePage(body, { userId: user.id });
  await invalidateContent(context, saved.staleSlugs.flatMap(pageCacheTags));
  return json({ slug: saved.slug }, { status: 201 });
});
