import { sql } from 'drizzle-orm';
import {
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/** One block of page content: { key, layout, attributes } (spec section 3). */
export interface StoredBlock {
  key: string;
  layout: string;
  attributes: Record<string, unknown>;
}

/** Content pages built from blocks; slug may contain slashes ('zorg/tips'); 'home' is the front page. */
export const pages = pgTable('pages', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  slug: text().notNull().unique(),
  title: text().notNull(),
  metaDescription: text().notNull().default(''),
  content: jsonb().$type<StoredBlock[]>().notNull().default([]),
  updatedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const articles = pgTable(
  'articles',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    slug: text().notNull().unique(),
    title: text().notNull(),
    excerpt: text().notNull().default(''),
    coverImage: text(),
    content: jsonb().$type<StoredBlock[]>().notNull().default([]),
    publishedAt: timestamp({ withTimezone: true }),
    updatedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('articles_published_idx').on(table.publishedAt)],
);

/** Files uploaded through the editor (re-encoded variants listed in `variants`). */
export const uploads = pgTable('uploads', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  storageKey: text().notNull().unique(),
  url: text().notNull(),
  mimeType: text().notNull(),
  sizeBytes: integer().notNull(),
  width: integer(),
  height: integer(),
  variants: jsonb().$type<{ width: number; url: string }[]>().notNull().default([]),
  uploadedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The search index: one row per product, page or article, kept in step by the
 * code that changes them. Dutch full-text vector plus trigram on the title.
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** 'product' | 'page' | 'article' */
    kind: text().notNull(),
    refId: integer().notNull(),
    title: text().notNull(),
    body: text().notNull().default(''),
    url: text().notNull(),
    /**
     * Stored, not computed per query: ranking thousands of matches would otherwise parse
     * every matching body again (measured: seconds instead of milliseconds at 10,000 products).
     */
    searchVector: tsvector()
      .notNull()
      .generatedAlwaysAs(
        sql`(setweight(to_tsvector('dutch'::regconfig, title), 'A') || setweight(to_tsvector('dutch'::regconfig, body), 'B'))`,
      ),
    /** The title alone: ranking on it is cheap, and a title match ranks above a body match. */
    titleVector: tsvector().notNull().generatedAlwaysAs(sql`to_tsvector('dutch'::regconfig, title)`),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // GIN without fastupdate: the catalogue changes now and then, searches come all day; a
  // pending list (flushed only by VACUUM) made every search scan the recent changes linearly.
  (table) => [
    uniqueIndex('search_documents_ref_unique').on(table.kind, table.refId),
    index('search_documents_vector_idx').using('gin', table.searchVector).with({ fastupdate: false }),
    // Pages and articles are searched in full on every query: their own small index.
    index('search_documents_content_vector_idx')
      .using('gin', table.searchVector)
      .with({ fastupdate: false })
      .where(sql`${table.kind} <> 'product'`),
    index('search_documents_title_vector_idx').using('gin', table.titleVector).with({ fastupdate: false }),
    // GiST, not GIN: it also answers 'the titles most like this typo' (KNN order by distance).
    index('search_documents_title_trgm_gist_idx').using('gist', sql`lower(${table.title}) gist_trgm_ops`),
  ],
);

/** Staff actions (order shipped, refund, stock change...), who and when. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    actorUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    action: text().notNull(),
    entity: text().notNull(),
    entityId: text().notNull(),
    details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('audit_log_entity_idx').on(table.entity, table.entityId)],
);

/** Which demo seed modules ran, so a restart never seeds twice and a real shop is never seeded. */
export const seedLog = pgTable('seed_log', {
  module: text().primaryKey(),
  seededAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
