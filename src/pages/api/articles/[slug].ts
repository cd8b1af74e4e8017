import { z } from 'zod';
import { readBlocks } from '~/features/content/content';
import { findArticle } from '~/features/content/content.server';
import { articleInputSchema } from '~/features/content/editor';
import { findArticleForEditor, saveArticle } from '~/features/content/editor.server';
import { messages } from '~/lib/messages';
import { hasRole } from '~/lib/roles';
import { endpoint } from '~/server/http/endpoint';
import { found } from '~/server/http/errors';

const params = z.object({ slug: z.string().min(1).max(200) });

/**
 * GET /api/articles/{slug} (spec section 3: title, cover_image, content). Visitors see published
 * articles only; staff also get drafts, so the editor can open them.
 */
export const GET = endpoint({ params }, async ({ params, user }) => {
  if (user && hasRole(user, 'editor')) {
    const row = found(await findArticleForEditor(params.slug), messages.api.articleNotFound);
    return {
      title: row.title,
      slug: row.slug,
      excerpt: row.excerpt,
      cover_image: row.coverImage,
      published_at: row.publishedAt?.toISOString() ?? null,
      content: readBlocks(row.content),
    };
  }
  const article = found(await findArticle(params.slug), messages.api.articleNotFound);
  return {
    title: article.title,
    slug: article.slug,
    excerpt: article.excerpt,
    cover_image: article.coverImage,
    published_at: article.publishedAt?.toISOString() ?? null,
    content: article.blocks,
  };
});

/** PUT /api/articles/{slug}: updates an article (slug may change); answers the slug. */
export const PUT = endpoint(
  { auth: 'editor', params, body: articleInputSchema },
  async ({ params, body, user }) => {
    const saved = await saveArticle(body, { currentSlug: params.slug, userId: user.id });
    return { slug: saved.slug };
  },
);
