import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/** One block of page content: { key, layout, attributes } (spec section 3). */
export interface StoredBlock {
  key: string;
  layout: string;
  attributes: Record<string, unknown>;
}

/** A page's saved, unpublished changes (decision 038): what "Publiceren" makes live. */
export interface PageDraft {
  title: string;
  slug: string;
  metaDescription: string;
  content: StoredBlock[];
  savedAt: string;
}

/**
 * Content pages built from blocks; slug may contain slashes ('zorg/tips'); 'home' is the front page.
 * The columns are the live page; `publishedAt` null is a page never published (not public), and
 * `draft` holds a published page's unpublished changes (decision 038).
 */
export const pages = pgTable('pages', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  slug: text().notNull().unique(),
  title: text().notNull(),
  metaDescription: text().notNull().default(''),
  content: jsonb().$type<StoredBlock[]>().notNull().default([]),
  // Rows written without it (the demo content, pages from before drafts) are published.
  publishedAt: timestamp({ withTimezone: true }).defaultNow(),
  draft: jsonb().$type<PageDraft>(),
  updatedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * The shop's main menu after the Dames and Heren panels (decision 038): a label and where it
 * leads (a content page, a category or one of the shop's own paths), in `position` order.
 */
export const menuItems = pgTable('menu_items', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  position: integer().notNull(),
  label: text().notNull(),
  /** 'page' | 'category' | 'path' */
  kind: text().notNull(),
  /** The page's or category's slug, or the shop path ('/shop'). */
  target: text().notNull(),
  updatedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
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

/**
 * What search finds: one row per product, page or article, written in the transaction that
 * changes it. The search itself runs on an in-process index built from this table (decision 011).
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
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('search_documents_ref_unique').on(table.kind, table.refId)],
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
