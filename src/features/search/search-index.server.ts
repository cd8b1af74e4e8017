import { asc, gt, inArray, sql } from 'drizzle-orm';
import { listProductsByIds } from '~/features/catalog/catalog.server';
import type { Database } from '~/server/db';
import { articles, searchDocuments } from '~/server/db/schema';
import { log } from '~/server/log';
import { type ProductFacets, productFacets } from './query-understanding';
import type { SearchResults } from './search';
import type { SearchAnswer } from './search-answer.server';
import { ShopMiniSearch } from './shop-minisearch.server';

/*
 * The in-process search index (decision 011). The table search_documents stays the truth: it is
 * written in the transaction that changes a product, page or article. This index follows it:
 * at once for changes made by this process, and by a cheap fingerprint check of the table for
 * changes made elsewhere (other instances, scripts, a transaction that committed late).
 */

export type DocumentKind = 'product' | 'page' | 'article';
export type DocumentKey = `${DocumentKind}:${number}`;
export const documentKey = (kind: DocumentKind, refId: number): DocumentKey => `${kind}:${refId}`;

type ProductCard = SearchResults['products'][number];

export interface IndexedDocument {
  kind: DocumentKind;
  refId: number;
  title: string;
  url: string;
  updatedAt: number;
  /** Pages and articles only: the text their excerpt is cut from. */
  body?: string;
  /** Articles only. */
  image?: string | null;
  publishedAt?: string | null;
}

/** Excerpts come from the first part of a body, as ts_headline did before. */
const EXCERPT_SOURCE_LENGTH = 4000;
/** Documents read per query while the index is built. */
const BUILD_PAGE_SIZE = 500;
/** How often the table is checked for changes this process did not make. */
export const SYNC_INTERVAL_MS = 10_000;

type Row = typeof searchDocuments.$inferSelect;

export class LiveSearchIndex {
  /**
   * Three indexes, so a search reads only what can still change the answer: every title; the
   * full text (title and body) of pages and articles, few and always searched; and the full
   * text of products, searched only when title matches do not fill the product list (a common
   * word matches thousands of product texts, of which none would be shown).
   */
  readonly titles = new ShopMiniSearch();
  readonly contentTexts = new ShopMiniSearch();
  readonly productTexts = new ShopMiniSearch();
  readonly documents = new Map<DocumentKey, IndexedDocument>();
  readonly productCards = new Map<number, ProductCard>();
  /** What the ranking reads of each product (type, wearer, absorption), by product id. */
  readonly productFacets = new Map<number, ProductFacets>();
  #rankable: ProductFacets[] | undefined;
  /** Answers by query (search-query.server.ts); emptied whenever a document changes. */
  readonly answers = new Map<string, SearchAnswer>();
  private fingerprint = '';

  constructor(readonly database: Database) {}

  /** Loads every document and product card (at start, or when a process first searches). */
  async build(): Promise<void> {
    const started = performance.now();
    this.fingerprint = await this.readFingerprint();
    // In pages: the whole table and every product at once held ~100 MB of rows besides the index
    // being built (decision 016); a page's rows are garbage before the next page is read.
    for (let afterId = 0; ; ) {
      const rows = await this.database.db
        .select()
        .from(searchDocuments)
        .where(gt(searchDocuments.id, afterId))
        .orderBy(asc(searchDocuments.id))
        .limit(BUILD_PAGE_SIZE);
      if (rows.length === 0) break;
      afterId = rows[rows.length - 1]!.id;
      const productIds = rows.filter((row) => row.kind === 'product').map((row) => row.refId);
      for (const product of await listProductsByIds(productIds)) {
        this.productCards.set(product.id, productCard(product));
        this.productFacets.set(product.id, productFacets(product));
      }
      await this.apply(rows, []);
    }
    log.info('search index built', {
      documents: this.documents.size,
      ms: Math.round(performance.now() - started),
    });
  }

  /**
   * Refreshes and table checks run one at a time, each reading and applying in turn: interleaved,
   * a table check that read before a commit could apply after the refresh that read after it, and
   * bring back a product just taken off sale.
   */
  private queue: Promise<unknown> = Promise.resolve();
  private serial<T>(work: () => Promise<T>): Promise<T> {
    const next = this.queue.then(work, work);
    this.queue = next.catch(() => undefined);
    return next;
  }

  /** Reads the given documents again from the table: changed ones are replaced, gone ones leave. */
  refresh(keys: DocumentKey[]): Promise<void> {
    return this.serial(() => this.refreshKeys(keys));
  }

  private async refreshKeys(keys: DocumentKey[]): Promise<void> {
    // A reindex of everything changes every key: read them a page at a time, as build() does.
    for (let start = 0; start < keys.length; start += BUILD_PAGE_SIZE) {
      await this.refreshPage(keys.slice(start, start + BUILD_PAGE_SIZE));
    }
  }

  private async refreshPage(keys: DocumentKey[]): Promise<void> {
    const byKind = new Map<DocumentKind, number[]>();
    for (const key of keys) {
      const [kind, id] = key.split(':') as [DocumentKind, string];
      const ids = byKind.get(kind) ?? [];
      ids.push(Number(id));
      byKind.set(kind, ids);
    }
    const rows: Row[] = [];
    for (const [kind, ids] of byKind) {
      rows.push(
        ...(await this.database.db
          .select()
          .from(searchDocuments)
          .where(sql`${searchDocuments.kind} = ${kind} and ${inArray(searchDocuments.refId, ids)}`)),
      );
    }
    const productIds = byKind.get('product') ?? [];
    if (productIds.length > 0) {
      const found = await listProductsByIds(productIds);
      for (const id of productIds) {
        this.productCards.delete(id);
        this.productFacets.delete(id);
      }
      for (const product of found) {
        this.productCards.set(product.id, productCard(product));
        this.productFacets.set(product.id, productFacets(product));
      }
    }
    await this.apply(rows, keys);
  }

  /** Compares the table with the index (fingerprint first: usually nothing to do). */
  syncWithTable(): Promise<void> {
    return this.serial(() => this.compareWithTable());
  }

  private async compareWithTable(): Promise<void> {
    const fingerprint = await this.readFingerprint();
    if (fingerprint === this.fingerprint) return;
    this.fingerprint = fingerprint;
    const rows = await this.database.db
      .select({
        kind: searchDocuments.kind,
        refId: searchDocuments.refId,
        updatedAt: searchDocuments.updatedAt,
      })
      .from(searchDocuments);
    const inTable = new Set<DocumentKey>();
    const changed: DocumentKey[] = [];
    for (const row of rows) {
      const key = documentKey(row.kind as DocumentKind, row.refId);
      inTable.add(key);
      if (this.documents.get(key)?.updatedAt !== row.updatedAt.getTime()) changed.push(key);
    }
    for (const key of this.documents.keys()) if (!inTable.has(key)) changed.push(key);
    if (changed.length > 0) log.info('search index follows the table', { changed: changed.length });
    await this.refreshKeys(changed);
  }

  /** Puts rows into the index; requested keys without a row are removed. */
  private async apply(rows: Row[], requested: DocumentKey[]): Promise<void> {
    const articleIds = rows.filter((row) => row.kind === 'article').map((row) => row.refId);
    const articleRows =
      articleIds.length > 0
        ? await this.database.db
            .select({ id: articles.id, coverImage: articles.coverImage, publishedAt: articles.publishedAt })
            .from(articles)
            .where(inArray(articles.id, articleIds))
        : [];
    const articleMeta = new Map(articleRows.map((row) => [row.id, row]));
    this.answers.clear();
    this.#rankable = undefined;
    for (const key of requested) this.remove(key);
    for (const row of rows) {
      const kind = row.kind as DocumentKind;
      const key = documentKey(kind, row.refId);
      this.remove(key);
      const meta = kind === 'article' ? articleMeta.get(row.refId) : undefined;
      this.documents.set(key, {
        kind,
        refId: row.refId,
        title: row.title,
        url: row.url,
        updatedAt: row.updatedAt.getTime(),
        ...(kind === 'product' ? {} : { body: row.body.slice(0, EXCERPT_SOURCE_LENGTH) }),
        ...(kind === 'article'
          ? { image: meta?.coverImage ?? null, publishedAt: meta?.publishedAt?.toISOString() ?? null }
          : {}),
      });
      this.titles.add({ id: key, text: row.title });
      (kind === 'product' ? this.productTexts : this.contentTexts).add({
        id: key,
        text: `${row.title}\n${row.body}`,
      });
    }
  }

  /**
   * The products a ranking by meaning walks through (those with a search document), as an array:
   * made again after a change, at the first search that needs it.
   */
  rankableProducts(): ProductFacets[] {
    this.#rankable ??= [...this.productFacets.values()].filter((facets) => this.documents.has(facets.key));
    return this.#rankable;
  }

  /** Whether any text holds this search term. */
  knows(term: string): boolean {
    return this.productTexts.hasTerm(term) || this.contentTexts.hasTerm(term);
  }

  private remove(key: DocumentKey): void {
    const document = this.documents.get(key);
    if (!document) return;
    this.documents.delete(key);
    this.titles.discard(key);
    (document.kind === 'product' ? this.productTexts : this.contentTexts).discard(key);
  }

  /** Count, id sum and last change: differs after any insert, update or delete. */
  private async readFingerprint(): Promise<string> {
    const [row] = await this.database.execute(
      `select count(*)::text as n, coalesce(sum(id), 0)::text as ids, coalesce(max(updated_at)::text, '') as last
       from search_documents`,
    );
    return `${row?.n}/${row?.ids}/${row?.last}`;
  }
}

/** What a search answers for a product (spec section 3), kept in memory: no query per search. */
function productCard(product: ProductCard): ProductCard {
  return {
    id: product.id,
    name: product.name,
    slug: product.slug,
    image_urls: product.image_urls,
    short_description: product.short_description,
    price: product.price,
    price_cents: product.price_cents,
  };
}
