import { z } from 'zod';
import * as siteContentTexts from '~/lib/messages/site-content';
import { categoryPath, pagePath } from '~/lib/routes';

/** Only the texts this module shows, from their part files (decision 033). */
const text = siteContentTexts.menuEditor;

/**
 * What the desktop header has room for beside Dames and Heren, search, account and cart: a few
 * short labels. Past the room a label wraps onto two lines; nothing is cut off.
 */
export const MENU_LIMITS = { items: 5, label: 24, path: 200 } as const;

export const MENU_KINDS = ['page', 'category', 'path'] as const;
export type MenuKind = (typeof MENU_KINDS)[number];

/** Paths of the shop that are not for shoppers: staff screens, the API, files and previews. */
const NOT_FOR_SHOPPERS = ['/api', '/admin', '/editor', '/voorbeeld', '/media', '/_astro', '/images'];

/**
 * A path of this shop a shopper may follow: one leading slash (never '//host' or a scheme), plain
 * path characters and an optional query, and no staff or API path (decision 038).
 */
export function isShopPath(value: string): boolean {
  const match = /^(\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?)(\?[a-zA-Z0-9=&%+._-]*)?$/.exec(value);
  if (!match) return false;
  const path = match[1]!;
  return !NOT_FOR_SHOPPERS.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

// The shapes of a page's and a category's slug (content.ts holds the page editor's own schema,
// which brings every text along; this module is also the menu editor's).
const pageSlug = z
  .string()
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/);
const categorySlug = z
  .string()
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

/** One link of the menu; the server checks that a page or category it names exists. */
export const menuItemSchema = z
  .object({
    label: z
      .string()
      .trim()
      .min(1, text.labelMissing)
      .max(MENU_LIMITS.label, text.labelTooLong(MENU_LIMITS.label)),
    kind: z.enum(MENU_KINDS),
    target: z.string().trim().max(MENU_LIMITS.path),
  })
  .superRefine((item, context) => {
    const fail = (message: string) => context.addIssue({ code: 'custom', path: ['target'], message });
    if (item.target === '') return fail(text.targetMissing);
    if (item.kind === 'path' && !isShopPath(item.target)) return fail(text.pathInvalid);
    if (item.kind === 'page' && !pageSlug.safeParse(item.target).success) return fail(text.unknownPage);
    if (item.kind === 'category' && !categorySlug.safeParse(item.target).success)
      return fail(text.unknownCategory);
  });
export type MenuItem = z.infer<typeof menuItemSchema>;

/** PUT /api/editor/menu: the whole menu, in order. */
export const menuInputSchema = z.object({
  items: z.array(menuItemSchema).max(MENU_LIMITS.items, text.tooMany(MENU_LIMITS.items)),
});
export type MenuInput = z.infer<typeof menuInputSchema>;

/** Where a menu item leads. */
export function menuHref(item: Pick<MenuItem, 'kind' | 'target'>): string {
  if (item.kind === 'page') return pagePath(item.target);
  if (item.kind === 'category') return categoryPath(item.target);
  return item.target;
}

/** GET /api/editor/menu: the menu and what its links may name. */
export interface MenuEditorData {
  items: MenuItem[];
  options: Record<'pages' | 'categories', { value: string; label: string }[]>;
}
