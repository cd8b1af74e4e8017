import { invalidateContent } from '~/features/content/cache.server';
import { articleInputSchema } from '~/features/content/editor';
import { saveArticle } from '~/features/content/editor.server';
import { cacheTags } from '~/server/cache-tags';
import { endpoint, json } from '~/server/http/endpoint';

/** POST /api/articles: a new kennisbank article (editor or admin); answers its slug. */
export const POST = endpoint(
  { auth: 'editor', body: articleInputSchema },
  async ({ body, user, context }) => {
    const saved = await saveArticle(body, { userId: user.id });
    // Article lists appear on content pages (kennisbank, home): all content is stale.
    await invalidateContent(context, [cacheTags.content]);
    return json({ slug: saved.slug }, { status: 201 });
  },
);
