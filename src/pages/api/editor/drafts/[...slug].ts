import { z } from 'zod';
import { discardPageDraft, findPageForEditor } from '~/features/content/editor.server';
import { messages } from '~/lib/messages';
import { endpoint } from '~/server/http/endpoint';
import { found } from '~/server/http/errors';

const params = z.object({ slug: z.string().max(300).optional() });
const slugOf = (raw: string | undefined) => raw?.replace(/^\/+|\/+$/g, '') || 'home';

/**
 * GET /api/editor/drafts/{slug}: the page as the editor edits it (its draft when there is one,
 * a page never published too) and its state; staff only (decision 038).
 */
export const GET = endpoint({ auth: 'editor', params }, async ({ params }) =>
  found(await findPageForEditor(slugOf(params.slug)), messages.api.pageNotFound),
);

/** DELETE /api/editor/drafts/{slug}: throws the draft away; the live page stays as it is. */
export const DELETE = endpoint({ auth: 'editor', params }, ({ params, user }) =>
  discardPageDraft(slugOf(params.slug), user.id),
);
