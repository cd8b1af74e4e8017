import { z } from 'zod';
import { findPage } from '~/features/content/content.server';
import { type PageSaved, pageInputSchema } from '~/features/content/editor';
import { savePage } from '~/features/content/editor.server';
import { messages } from '~/lib/messages';
import { endpoint } from '~/server/http/endpoint';
import { found } from '~/server/http/errors';

const params = z.object({ slug: z.string().max(300).optional() });
/** Multi-segment paths are joined with slashes; an empty path means 'home' (spec section 7). */
const slugOf = (raw: string | undefined) => raw?.replace(/^\/+|\/+$/g, '') || 'home';

/** GET /api/pages/{slug or path}: title and content of the published page (404 JSON when missing or never published). */
export const GET = endpoint({ params }, async ({ params }) => {
  const { title, slug, metaDescription, blocks } = found(
    await findPage(slugOf(params.slug)),
    messages.api.pageNotFound,
  );
  return { title, slug, meta_description: metaDescription, content: blocks };
});

/**
 * PUT /api/pages/{slug}: title, slug (may change) and content; answers the slug and the page's
 * state. `publish: false` saves a draft, the live page unchanged (decision 038).
 */
export const PUT = endpoint(
  { auth: 'editor', params, body: pageInputSchema },
  async ({ params, body, user }): Promise<PageSaved> => {
    const { staleSlugs: _, ...saved } = await savePage(body, {
      currentSlug: slugOf(params.slug),
      userId: user.id,
    });
    return saved;
  },
);
