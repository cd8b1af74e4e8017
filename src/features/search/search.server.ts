import { eq, sql } from 'drizzle-orm';
import { blocksPlainText, readBlocks } from '~/features/content/content';
import { articlePath, pagePath } from '~/lib/routes';
import type { Db, Tx } from '~/server/db';
import { articles, pages, searchDocuments } from '~/server/db/schema';
import { documentKey } from './search-index.server';
import { searchIndexChanged } from './search-sync.server';

/*
 * What is searched: one row in search_documents per product, page and article. A save records
 * `product.saved` or `page.saved` and the outbox's search handlers (search.handlers.server.ts)
 * call the functions here after the commit; each also brings every instance's in-process index
 * (search-index.server.ts) up to date. Searching itself is in search-query.server.ts.
 */

type Executor = Db | Tx;

/** Indexes active products (all, or the given ids); inactive or deleted ones leave the index. */
export async function indexProducts(executor: Executor, ids?: number[]): Promise<void> {
  const only = ids
    ? sql`and p.id in ${ids.length > 0 ? sql`(${sql.join(ids, sql`, `)})` : sql`(null)`}`
    : sql``;
  await executor.execute(sql`
    insert into ${searchDocuments} (kind, ref_id, title, body, url, updated_at)
    select 'product', p.id, p.name,
      concat_ws(' ',
        p.short_description,
        regexp_replace(p.description, '<[^>]*>', ' ', 'g'),
        (select string_agg(c.name, ' ') from product_categories pc join categories c on c.id = pc.category_id
          where pc.product_id = p.id),
        (select string_agg(a.value, ' ') from jsonb_each_text(p.attributes) a
          where a.key ~ '^(usp_|specs_|highlight_header|highlight_body)')),
      '/product/' || p.slug, now()
    from products p
    where p.is_active ${only}
    on conflict (kind, ref_id) do update
      set title = excluded.title, body = excluded.body, url = excluded.url, updated_at = excluded.updated_at`);
  const stale = ids
    ? sql`and ref_id in ${ids.length > 0 ? sql`(${sql.join(ids, sql`, `)})` : sql`(null)`}`
    : sql``;
  await executor.execute(sql`
    delete from ${searchDocuments}
    where kind = 'product' ${stale}
      and ref_id not in (select id from products where is_active)`);
  await searchIndexChanged(executor, ids ? ids.map((id) => documentKey('product', id)) : 'all');
}

/** Pages are found once published; a page never published leaves (or stays out of) the index. */
export async function indexPage(executor: Executor, page: typeof pages.$inferSelect): Promise<void> {
  if (!page.publishedAt) {
    await removeDocument(executor, 'page', page.id);
    return;
  }
  await upsertDocument(executor, {
    kind: 'page',
    refId: page.id,
    title: page.title,
    body: [page.metaDescription, blocksPlainText(readBlocks(page.content))].join('\n'),
    url: pagePath(page.slug),
  });
}

/**
 * Reads a page or article as it is now into the index; one that is gone (or an unpublished
 * article) leaves it. Safe to repeat: the outbox may run it again for the same save.
 */
export async function indexContent(executor: Executor, kind: 'page' | 'article', id: number): Promise<void> {
  if (kind === 'page') {
    const [page] = await executor.select().from(pages).where(eq(pages.id, id));
    await (page ? indexPage(executor, page) : removeDocument(executor, 'page', id));
    return;
  }
  const [article] = await executor.select().from(articles).where(eq(articles.id, id));
  await (article ? indexArticle(executor, article) : removeDocument(executor, 'article', id));
}

/** Articles are found only once published; a draft leaves (or stays out of) the index. */
export async function indexArticle(executor: Executor, article: typeof articles.$inferSelect): Promise<void> {
  if (!article.publishedAt) {
    await removeDocument(executor, 'article', article.id);
    return;
  }
  await upsertDocument(executor, {
    kind: 'article',
    refId: article.id,
    title: article.title,
    body: [article.excerpt, blocksPlainText(readBlocks(article.content))].join('\n'),
    url: articlePath(article.slug),
  });
}

export async function removeDocument(
  executor: Executor,
  kind: 'product' | 'page' | 'article',
  refId: number,
) {
  await executor.execute(sql`delete from ${searchDocuments} where kind = ${kind} and ref_id = ${refId}`);
  await searchIndexChanged(executor, [documentKey(kind, refId)]);
}

async function upsertDocument(
  executor: Executor,
  document: typeof searchDocuments.$inferInsert,
): Promise<void> {
  await executor
    .insert(searchDocuments)
    .values({ ...document, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: [searchDocuments.kind, searchDocuments.refId],
      set: { title: document.title, body: document.body, url: document.url, updatedAt: new Date() },
    });
  await searchIndexChanged(executor, [documentKey(document.kind as 'page' | 'article', document.refId)]);
}

/** Rebuilds the whole index (after seeding or an import; `npm run search:reindex`). */
export async function reindexAll(executor: Executor): Promise<void> {
  await indexProducts(executor);
  for (const page of await executor.select().from(pages)) await indexPage(executor, page);
  for (const article of await executor.select().from(articles)) await indexArticle(executor, article);
  await executor.execute(sql`
    delete from ${searchDocuments} d where
      (d.kind = 'page' and not exists (select 1 from ${pages} p where p.id = d.ref_id and p.published_at is not null)) or
      (d.kind = 'article' and not exists (select 1 from ${articles} a where a.id = d.ref_id and a.published_at is not null))`);
  await searchIndexChanged(executor, 'all');
}
