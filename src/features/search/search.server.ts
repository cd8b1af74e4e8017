import { sql } from 'drizzle-orm';
import { listProductsByIds } from '~/features/catalog/catalog.server';
import { blocksPlainText, readBlocks } from '~/features/content/content';
import { articleUrl, pageUrl } from '~/features/content/content.server';
import { type Db, getDatabase, type Tx } from '~/server/db';
import { articles, pages, searchDocuments } from '~/server/db/schema';
import type { SearchResults } from './search';

/*
 * One index (search_documents) over products, pages and articles: Dutch full-text search
 * (stemming: 'verbanden' finds 'verband') on a stored vector, title weighted A and body B, plus trigram word
 * similarity on titles so a typo ('verbnad') still finds the product. The code that changes
 * a product, page or article calls the matching index function in the same transaction.
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
}

export async function indexPage(executor: Executor, page: typeof pages.$inferSelect): Promise<void> {
  await upsertDocument(executor, {
    kind: 'page',
    refId: page.id,
    title: page.title,
    body: [page.metaDescription, blocksPlainText(readBlocks(page.content))].join('\n'),
    url: pageUrl(page.slug),
  });
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
    url: articleUrl(article.slug),
  });
}

export async function removeDocument(
  executor: Executor,
  kind: 'product' | 'page' | 'article',
  refId: number,
) {
  await executor.execute(sql`delete from ${searchDocuments} where kind = ${kind} and ref_id = ${refId}`);
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
}

/** Rebuilds the whole index (after seeding or an import; `npm run search:reindex`). */
export async function reindexAll(executor: Executor): Promise<void> {
  await indexProducts(executor);
  for (const page of await executor.select().from(pages)) await indexPage(executor, page);
  for (const article of await executor.select().from(articles)) await indexArticle(executor, article);
  await executor.execute(sql`
    delete from ${searchDocuments} d where
      (d.kind = 'page' and not exists (select 1 from ${pages} p where p.id = d.ref_id)) or
      (d.kind = 'article' and not exists (select 1 from ${articles} a where a.id = d.ref_id and a.published_at is not null))`);
}

export const SEARCH_LIMITS = { product: 24, page: 10, article: 12 } as const;
/** At most this many body-only product matches are ranked (see the query). */
const BODY_SAMPLE = 200;
/**
 * How many titles past the similarity threshold a typo search ranks. Taken in index order:
 * asking the GiST index for the nearest first took 60-80 ms for two-word typos.
 */
const FUZZY_SAMPLE = 200;
/** Below this many exact matches the search also looks for similar titles (typos). */
const FUZZY_BELOW = 12;
/** Longer queries are cut: nobody types more, and trigram work grows with the length. */
export const MAX_QUERY_LENGTH = 100;

interface Hit {
  kind: 'product' | 'page' | 'article';
  ref_id: number;
  title: string;
  url: string;
  excerpt: string;
}

/**
 * Searches all three kinds in one statement. Within a kind: title matches first, then the
 * full-text rank, then trigram similarity; each kind is cut to its limit before the (costly)
 * excerpts are made.
 */
export async function search(rawQuery: string): Promise<SearchResults> {
  const query = rawQuery.trim().slice(0, MAX_QUERY_LENGTH);
  if (!query) return { products: [], pages: [], articles: [] };
  const database = await getDatabase();
  const terms = dutchTsQuery(query, 6);
  if (!terms) return { products: [], pages: [], articles: [] };
  const tsquery = terms.sql;
  const hits = (await database.execute(
    `
     -- 1. Title matches, ranked on the short title vector. A common word matches thousands of
     --    product names, of which only the best $2 can be shown: the rest is dropped here.
     with title_hits as materialized (
       (select d.id, d.kind, 1 + ts_rank(d.title_vector, ${tsquery}) as score
        from search_documents d
        where d.kind = 'product' and d.title_vector @@ ${tsquery}
        order by score desc, d.id
        limit $2::int)
       union all
       select d.id, d.kind, 1 + ts_rank(d.title_vector, ${tsquery})
       from search_documents d
       where d.kind <> 'product' and d.title_vector @@ ${tsquery}
     ),
     -- 2. Body matches. Pages and articles always (few rows, their own partial index);
     --    products only when their title matches do not fill the list: reading the full
     --    vectors of thousands of products for a common word was the slowest part.
     body_hits as materialized (
       select d.id, d.kind, ts_rank(d.search_vector, ${tsquery}) as score
       from search_documents d
       where d.kind <> 'product' and d.search_vector @@ ${tsquery}
         and d.id not in (select id from title_hits)
       union all
       -- A word found only in product texts can match thousands; a sample of them is ranked.
       select * from (
         select d.id, d.kind, ts_rank(d.search_vector, ${tsquery}) as score
         from search_documents d
         where d.kind = 'product'
           and (select count(*) from title_hits t where t.kind = 'product') < $2::int
           and d.search_vector @@ ${tsquery}
           and d.id not in (select id from title_hits)
         limit ${BODY_SAMPLE}
       ) product_body
     ),
     -- 3. Typo tolerance when the words were not found: titles like the query (trigram word
     --    similarity from the GiST index), ranked by how alike they are.
     fuzzy as (
       select d.id, d.kind, (1 - (lower(d.title) <->> lower($1))) / 2 as score
       from search_documents d
       where (select count(*) from title_hits) + (select count(*) from body_hits) < ${FUZZY_BELOW}
         and lower(d.title) %> lower($1)
       limit ${FUZZY_SAMPLE}
     ),
     ranked as (
       select c.id, c.kind,
              row_number() over (partition by c.kind order by max(c.score) desc, c.id) as position
       from (select * from title_hits union all select * from body_hits union all select * from fuzzy) c
       group by c.id, c.kind
     )
     select d.kind, d.ref_id, d.title, d.url,
            -- Products answer without an excerpt (spec section 3): no headline work for them.
            case when d.kind = 'product' then ''
                 else ts_headline('dutch', left(d.body, 4000), ${tsquery}, $5) end as excerpt
     from ranked r join search_documents d on d.id = r.id
     where r.position <= case r.kind when 'product' then $2::int when 'page' then $3::int else $4::int end
     order by d.kind, r.position`,
    [
      query,
      SEARCH_LIMITS.product,
      SEARCH_LIMITS.page,
      SEARCH_LIMITS.article,
      HEADLINE_OPTIONS,
      ...terms.params,
    ],
  )) as unknown as Hit[];

  const of = (kind: Hit['kind']) => hits.filter((hit) => hit.kind === kind);
  const productHits = of('product');
  const articleHits = of('article');
  const [products, articleRows] = await Promise.all([
    listProductsByIds(productHits.map((hit) => Number(hit.ref_id))),
    articleHits.length > 0
      ? database.db
          .select({ id: articles.id, coverImage: articles.coverImage, publishedAt: articles.publishedAt })
          .from(articles)
          .where(
            sql`${articles.id} in (${sql.join(
              articleHits.map((hit) => sql`${Number(hit.ref_id)}`),
              sql`, `,
            )})`,
          )
      : Promise.resolve([]),
  ]);

  return {
    products: products.map((product) => ({
      id: product.id,
      name: product.name,
      slug: product.slug,
      image_urls: product.image_urls,
      short_description: product.short_description,
      price: product.price,
      price_cents: product.price_cents,
    })),
    pages: of('page').map((hit) => ({
      id: Number(hit.ref_id),
      title: hit.title,
      url: hit.url,
      excerpt: excerptHtml(hit.excerpt),
    })),
    articles: articleHits.map((hit) => {
      const row = articleRows.find((candidate) => candidate.id === Number(hit.ref_id));
      return {
        id: Number(hit.ref_id),
        title: hit.title,
        url: hit.url,
        image: row?.coverImage ?? null,
        excerpt: excerptHtml(hit.excerpt),
        published_at: row?.publishedAt?.toISOString() ?? null,
      };
    }),
  };
}

/**
 * The full-text query: every word must match (AND), each in any of its Dutch forms (OR). The
 * Dutch stemmer leaves diminutive plurals alone ('broekjes' is not reduced to the stem of
 * 'broekje'), so such forms are added by hand. Returns SQL using parameters from `$first` on.
 */
export function dutchTsQuery(query: string, first: number): { sql: string; params: string[] } | undefined {
  const words = query
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, 8);
  if (words.length === 0) return undefined;
  const params: string[] = [];
  const groups = words.map((word) => {
    const forms = new Set([word]);
    if (word.length > 4 && word.endsWith('s') && !word.endsWith('ss')) forms.add(word.slice(0, -1));
    return `(${[...forms]
      .map((form) => {
        params.push(form);
        return `plainto_tsquery('dutch', $${first + params.length - 1})`;
      })
      .join(' || ')})`;
  });
  return { sql: `(${groups.join(' && ')})`, params };
}

// Control characters mark the matches inside the headline: the text is escaped first, then
// the markers become <mark>, so nothing typed by staff can turn into markup.
const MARK_START = '\u0002';
const MARK_END = '\u0003';
const HEADLINE_OPTIONS = `StartSel=${MARK_START}, StopSel=${MARK_END}, MaxWords=28, MinWords=12, MaxFragments=1`;

export function excerptHtml(headline: string): string {
  const escaped = headline
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/\s+/g, ' ')
    .trim();
  return escaped.replaceAll(MARK_START, '<mark>').replaceAll(MARK_END, '</mark>');
}
