import { and, asc, inArray, isNotNull, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { messages } from '~/lib/messages';
import { recordAudit } from '~/server/audit.server';
import { cacheTags } from '~/server/cache-tags';
import { type Db, db, type Tx } from '~/server/db';
import { categories, menuItems, pages } from '~/server/db/schema';
import { heldUntilStale } from '~/server/events/held-until-stale';
import { unprocessable } from '~/server/http/errors';
import { recordEvent } from '~/server/outbox';
import { type MenuEditorData, type MenuInput, type MenuItem, type MenuKind, menuHref } from './menu';

async function readMenu(executor: Tx | Db): Promise<MenuItem[]> {
  const rows = await executor
    .select({ label: menuItems.label, kind: menuItems.kind, target: menuItems.target })
    .from(menuItems)
    .orderBy(asc(menuItems.position), asc(menuItems.id));
  return rows.map((row) => ({ ...row, kind: row.kind as MenuKind }));
}

/**
 * The header's links after the Dames and Heren menus, held in this process until the menu is
 * saved on any instance (the `shell` tag, decision 038): a cache miss does not read it again.
 */
export const listMenuLinks: () => Promise<{ href: string; label: string }[]> = heldUntilStale(
  [cacheTags.shell],
  async () => (await readMenu(await db())).map((item) => ({ href: menuHref(item), label: item.label })),
);

/** The menu editor: the menu, the published pages and the categories a link may name. */
export async function menuEditorData(): Promise<MenuEditorData> {
  const database = await db();
  const byName = (column: AnyPgColumn) => sql`${column} collate "und-x-icu"`;
  const [items, pageRows, categoryRows] = await Promise.all([
    readMenu(database),
    database
      .select({ value: pages.slug, label: pages.title })
      .from(pages)
      .where(isNotNull(pages.publishedAt))
      .orderBy(byName(pages.title)),
    database
      .select({ value: categories.slug, label: categories.name })
      .from(categories)
      .orderBy(byName(categories.name)),
  ]);
  return { items, options: { pages: pageRows, categories: categoryRows } };
}

/**
 * Replaces the menu (the whole list, in order) and records who did it. A page must be published
 * and a category must exist, or the field says so (422). After the commit the outbox drops every
 * cached page on every instance and in the HTTP cache in front (the `shell` tag).
 */
export async function saveMenu(input: MenuInput, userId: number): Promise<MenuEditorData['items']> {
  return (await db()).transaction(async (tx) => {
    await refuseUnknownTargets(tx, input.items);
    await tx.delete(menuItems);
    if (input.items.length > 0)
      await tx
        .insert(menuItems)
        .values(input.items.map((item, position) => ({ ...item, position, updatedByUserId: userId })));
    await recordAudit(tx, {
      actorUserId: userId,
      action: 'menu.saved',
      entity: 'menu',
      entityId: 'main',
      details: { items: input.items.map((item) => `${item.label} → ${menuHref(item)}`) },
    });
    await recordEvent(tx, 'menu.saved', { items: input.items.length });
    return readMenu(tx);
  });
}

async function refuseUnknownTargets(tx: Tx, items: MenuItem[]): Promise<void> {
  const targets = (kind: MenuKind) => items.filter((item) => item.kind === kind).map((item) => item.target);
  const pageSlugs = targets('page');
  const categorySlugs = targets('category');
  const [knownPages, knownCategories] = await Promise.all([
    pageSlugs.length === 0
      ? []
      : tx
          .select({ slug: pages.slug })
          .from(pages)
          .where(and(inArray(pages.slug, pageSlugs), isNotNull(pages.publishedAt))),
    categorySlugs.length === 0
      ? []
      : tx.select({ slug: categories.slug }).from(categories).where(inArray(categories.slug, categorySlugs)),
  ]);
  const known = {
    page: new Set(knownPages.map((row) => row.slug)),
    category: new Set(knownCategories.map((row) => row.slug)),
  };
  const errors: Record<string, string[]> = {};
  items.forEach((item, index) => {
    if (item.kind === 'path' || known[item.kind].has(item.target)) return;
    errors[`items.${index}.target`] = [
      item.kind === 'page' ? messages.menuEditor.unknownPage : messages.menuEditor.unknownCategory,
    ];
  });
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
}
