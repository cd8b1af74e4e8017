import { and, desc, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import { articlePath } from '~/lib/routes';
import { db } from '~/server/db';
import { articles, pages } from '~/server/db/schema';
import { log } from '~/server/log';
import { type Block, readBlocks } from './content';

export interface ContentPage {
  id: number;
  slug: string;
  title: string;
  metaDescription: string;
  blocks: Block[];
  updatedAt: Date;
}

export interface ArticleSummary {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  coverImage: string | null;
  publishedAt: Date | null;
  url: string;
}

export interface ContentArticle extends ArticleSummary {
  blocks: Block[];
  updatedAt: Date;
}

const warnSkipped = (where: string) => (message: string, layout: unknown) =>
  log.warn(message, { where, layout: String(layout) });

/** A published page (one never published is a draft, not public: decision 038). */
export async function findPage(slug: string): Promise<ContentPage | null> {
  const [row] = await (await db())
    .select()
    .from(pages)
    .where(and(eq(pages.slug, slug), isNotNull(pages.publishedAt)))
    .limit(1);
  if (!row) return null;
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    metaDescription: row.metaDescription,
    blocks: readBlocks(row.content, warnSkipped(`page ${row.slug}`)),
    updatedAt: row.updatedAt,
  };
}

const published = (now = new Date()) => and(isNotNull(articles.publishedAt), lte(articles.publishedAt, now));

export async function findArticle(slug: string): Promise<ContentArticle | null> {
  const [row] = await (await db())
    .select()
    .from(articles)
    .where(and(eq(articles.slug, slug), published()))
    .limit(1);
  if (!row) return null;
  return {
    ...toSummary(row),
    blocks: readBlocks(row.content, warnSkipped(`article ${row.slug}`)),
    updatedAt: row.updatedAt,
  };
}

/** Published articles, newest first; with `slugs` exactly those, in that order. */
export async function listArticleSummaries(
  options: { slugs?: string[]; limit?: number } = {},
): Promise<ArticleSummary[]> {
  const { slugs, limit = 60 } = options;
  const database = await db();
  if (slugs && slugs.length > 0) {
    const rows = await database
      .select()
      .from(articles)
      .where(and(inArray(articles.slug, slugs), published()));
    return slugs.flatMap((slug) => rows.filter((row) => row.slug === slug).map(toSummary)).slice(0, limit);
  }
  const rows = await database
    .select()
    .from(articles)
    .where(published())
    .orderBy(desc(articles.publishedAt))
    .limit(limit);
  return rows.map(toSummary);
}

function toSummary(row: typeof articles.$inferSelect): ArticleSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    coverImage: row.coverImage,
    publishedAt: row.publishedAt,
    url: articlePath(row.slug),
  };
}
