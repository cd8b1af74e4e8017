import { articleInputSchema } from '~/features/content/editor';
import { saveArticle } from '~/features/content/editor.server';
import { endpoint, json } from '~/server/http/endpoint';

/** POST /api/articles: a new kennisbank article (editor or admin); answers its slug. */
export const POST = endpoint({ auth: 'editor', body: articleInputSchema }, async ({ body, user }) => {
  const saved = await saveArticle(body, { userId: user.id });
  return json({ slug: saved.slug }, { status: 201 });
});
