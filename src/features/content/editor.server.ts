import { asc, desc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { messages } from '~/lib/messages';
import { recordAudit } from '~/server/audit.server';
import { type Db, db, type Tx } from '~/server/db';
import { articles, categories, type PageDraft, pages, products } from '~/server/db/schema';
import { sanitizeRichText } from '~/server/html/sanitize';
import { conflict, notFound } from '~/server/http/errors';
import { recordEvent } from '~/server/outbox';
import { blockDefinitions } from './blocks';
import type { Block } from './content';
import type { ArticleInput, EditorOverview, PageForEditor, PageInput, PageSaved, PageStatus } from './editor';
import { mapRichText } from './fields';

/** Rich text is sanitised before it is stored (and once more when rendered). */
function sanitizeContent(content: PageInput['content']): Block[] {
  return (content as Block[]).map(
    (block) =>
      ({
        ...block,
        attributes: mapRichText(
          blockDefinitions[block.layout].fields,
          block.attributes as never,
          sanitizeRichText,
        ),
      }) as Block,
  );
}

const slugTaken = () => conflict(messages.editor.slugTaken, { slug: [messages.editor.slugTaken] });

type PageRow = typeof pages.$inferSelect;

/** The editor's view of a page's state (decision 038). */
export const pageStatusOf = (row: Pick<PageRow, 'publishedAt' | 'draft'>): PageStatus => ({
  published: row.publishedAt !== null,
  has_draft: row.draft !== null,
});

/**
 * Creates (no `currentSlug`) or updates a page and an audit entry in one transaction. Published
 * (`input.publish`, the default): the page goes live, its draft is gone, and its search entry and
 * cached HTML follow through the outbox. A draft (decision 038): a published page keeps its live
 * columns and stores the changes in `draft`; a page never published is itself the draft (not
 * public), so nothing public changes and no event is recorded. Answers the slug the page is
 * edited under (its live slug), its state, and the slugs whose cached HTML is now stale.
 */
export async function savePage(
  input: PageInput,
  options: { currentSlug?: string; userId: number },
): Promise<PageSaved & { staleSlugs: string[] }> {
  const content = sanitizeContent(input.content);
  return (await db()).transaction(async (tx) => {
    const existing = options.currentSlug ? await findPageRow(tx, options.currentSlug) : undefined;
    if (options.currentSlug && !existing) throw notFound(messages.api.pageNotFound);
    if (input.slug !== existing?.slug && (await findPageRow(tx, input.slug))) throw slugTaken();

    // Published unless asked for a draft (the schema's default; callers that skip it publish too).
    const publish = input.publish !== false;
    const metaDescription =
      input.meta_description ?? existing?.draft?.metaDescription ?? existing?.metaDescription ?? '';
    const now = new Date();
    if (!publish && existing?.publishedAt) {
      const draft: PageDraft = {
        title: input.title,
        slug: input.slug,
        metaDescription,
        content,
        savedAt: now.toISOString(),
      };
      const [row] = await tx
        .update(pages)
        .set({ draft, updatedByUserId: options.userId })
        .where(eq(pages.id, existing.id))
        .returning();
      await recordAudit(tx, {
        actorUserId: options.userId,
        action: 'page.draft_saved',
        entity: 'page',
        entityId: row!.id,
        details: { slug: row!.slug, draftSlug: draft.slug, blocks: content.length },
      });
      return { slug: row!.slug, ...pageStatusOf(row!), staleSlugs: [] };
    }

    const values = {
      title: input.title,
      slug: input.slug,
      metaDescription,
      content,
      // Publishing keeps the first publication date; a draft of a new page stays unpublished.
      publishedAt: publish ? (existing?.publishedAt ?? now) : null,
      draft: null,
      updatedByUserId: options.userId,
      updatedAt: now,
    };
    const [row] = existing
      ? await tx.update(pages).set(values).where(eq(pages.id, existing.id)).returning()
      : await tx.insert(pages).values(values).returning();
    const action = !publish ? 'page.draft_saved' : existing ? 'page.updated' : 'page.created';
    await recordAudit(tx, {
      actorUserId: options.userId,
      action: existing?.publishedAt === null && publish ? 'page.published' : action,
      entity: 'page',
      entityId: row!.id,
      details: { slug: row!.slug, blocks: content.length },
    });
    if (!publish) return { slug: row!.slug, ...pageStatusOf(row!), staleSlugs: [] };
    const staleSlugs = [...new Set([existing?.slug, row!.slug].filter((slug) => slug !== undefined))];
    // After the commit (outbox): that page's cached HTML (old and new address) drops, nothing else,
    // and the search index reads the page again.
    await recordEvent(tx, 'page.saved', { kind: 'page', id: row!.id, slugs: staleSlugs });
    return { slug: row!.slug, ...pageStatusOf(row!), staleSlugs };
  });
}

/**
 * Throws away a published page's unpublished changes: the editor shows the live page again. A
 * page never published has no live version to go back to (409).
 */
export async function discardPageDraft(slug: string, userId: number): Promise<PageSaved> {
  return (await db()).transaction(async (tx) => {
    const existing = await findPageRow(tx, slug);
    if (!existing) throw notFound(messages.api.pageNotFound);
    if (!existing.publishedAt) throw conflict(messages.pageDrafts.nothingPublished);
    const [row] = await tx
      .update(pages)
      .set({ draft: null, updatedByUserId: userId })
      .where(eq(pages.id, existing.id))
      .returning();
    if (existing.draft)
      await recordAudit(tx, {
        actorUserId: userId,
        action: 'page.draft_discarded',
        entity: 'page',
        entityId: row!.id,
        details: { slug: row!.slug },
      });
    return { slug: row!.slug, ...pageStatusOf(row!) };
  });
}

/** A page as the editor edits it: its draft when there is one, otherwise the page itself. */
export async function findPageForEditor(slug: string): Promise<PageForEditor | null> {
  const row = await findPageRow(await db(), slug);
  if (!row) return null;
  const shown = row.draft ?? row;
  return {
    slug: row.slug,
    draft_slug: shown.slug,
    title: shown.title,
    meta_description: shown.metaDescription,
    content: shown.content,
    ...pageStatusOf(row),
  };
}

export async function saveArticle(
  input: ArticleInput,
  options: { currentSlug?: string; userId: number },
): Promise<{ slug: string; staleSlugs: string[] }> {
  const content = sanitizeContent(input.content);
  return (await db()).transaction(async (tx) => {
    const [existing] = options.currentSlug
      ? await tx.select().from(articles).where(eq(articles.slug, options.currentSlug)).limit(1)
      : [];
    if (options.currentSlug && !existing) throw notFound(messages.api.articleNotFound);
    if (input.slug !== existing?.slug) {
      const [taken] = await tx
        .select({ id: articles.id })
        .from(articles)
        .where(eq(articles.slug, input.slug))
        .limit(1);
      if (taken) throw slugTaken();
    }
    const values = {
      title: input.title,
      slug: input.slug,
      excerpt: input.excerpt,
      coverImage: input.cover_image || null,
      content,
      // Publishing keeps the first publication date; unpublishing makes it a draft again.
      publishedAt: input.published ? (existing?.publishedAt ?? new Date()) : null,
      updatedByUserId: options.userId,
      updatedAt: new Date(),
    };
    const [row] = existing
      ? await tx.update(articles).set(values).where(eq(articles.id, existing.id)).returning()
      : await tx.insert(articles).values(values).returning();
    await recordAudit(tx, {
      actorUserId: options.userId,
      action: existing ? 'article.updated' : 'article.created',
      entity: 'article',
      entityId: row!.id,
      details: { slug: row!.slug, published: Boolean(row!.publishedAt) },
    });
    const staleSlugs = [...new Set([existing?.slug, row!.slug].filter((slug) => slug !== undefined))];
    await recordEvent(tx, 'page.saved', { kind: 'article', id: row!.id, slugs: staleSlugs });
    return { slug: row!.slug, staleSlugs };
  });
}

async function findPageRow(executor: Tx | Db, slug: string) {
  const [row] = await executor.select().from(pages).where(eq(pages.slug, slug)).limit(1);
  return row;
}

/** An article for the editor: drafts included. */
export async function findArticleForEditor(slug: string) {
  const [row] = await (await db()).select().from(articles).where(eq(articles.slug, slug)).limit(1);
  return row;
}

/** The editor's list of pages and articles, and the options of its multiselect fields. */
export async function editorOverview(): Promise<EditorOverview> {
  const database = await db();
  const byName = (column: AnyPgColumn) => sql`${column} collate "und-x-icu"`;
  const [pageRows, articleRows, productRows, categoryRows] = await Promise.all([
    database
      .select({
        slug: pages.slug,
        title: pages.title,
        updatedAt: pages.updatedAt,
        publishedAt: pages.publishedAt,
        draft: pages.draft,
      })
      .from(pages)
      .orderBy(asc(pages.slug)),
    database
      .select({
        slug: articles.slug,
        title: articles.title,
        publishedAt: articles.publishedAt,
        updatedAt: articles.updatedAt,
      })
      .from(articles)
      .orderBy(desc(articles.updatedAt)),
    database
      .select({ slug: products.slug, name: products.name })
      .from(products)
      .where(eq(products.isActive, true))
      .orderBy(byName(products.name)),
    database
      .select({ slug: categories.slug, name: categories.name })
      .from(categories)
      .orderBy(byName(categories.name)),
  ]);
  return {
    pages: pageRows.map((row) => ({
      slug: row.slug,
      title: row.title,
      updated_at: row.updatedAt.toISOString(),
      ...pageStatusOf(row),
    })),
    articles: articleRows.map((row) => ({
      slug: row.slug,
      title: row.title,
      published: row.publishedAt !== null,
      updated_at: row.updatedAt.toISOString(),
    })),
    options: {
      products: productRows.map((row) => ({ value: row.slug, label: row.name })),
      articles: articleRows.map((row) => ({ value: row.slug, label: row.title })),
      categories: categoryRows.map((row) => ({ value: row.slug, label: row.name })),
    },
  };
}
