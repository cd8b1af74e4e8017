import { z } from 'zod';
import { messages } from '~/lib/messages';
import { contentSchema, pageSlugSchema } from './content';

/**
 * Paths the shop itself uses: a content page may not take them (it would never be reached, or
 * would hide a shop page). 'home' is allowed: it is the front page.
 */
const RESERVED_SLUGS = [
  'account',
  'admin',
  'api',
  'artikel',
  'bestelling',
  'betaling',
  'build',
  'checkout',
  'editor',
  'env',
  'forgot-password',
  'healthz',
  'herroepen',
  'login',
  'media',
  'nieuwsbrief',
  'product',
  'producthulp',
  'registreer',
  'reset-password',
  'robots.txt',
  'search',
  'shop',
  'sitemap.xml',
  'voorbeeld',
] as const;

const pageSlug = pageSlugSchema.refine(
  (slug) => !RESERVED_SLUGS.includes(slug.split('/')[0] as (typeof RESERVED_SLUGS)[number]),
  messages.editorForm.reservedSlug,
);

/**
 * POST /api/pages and PUT /api/pages/{slug} (spec section 7: title, slug, content). `publish`
 * false saves a draft and leaves the live page as it is; without it the page is published, as
 * the spec's calls always did (decision 038).
 */
export const pageInputSchema = z.object({
  title: z.string().trim().min(1, messages.editorForm.pageTitleMissing).max(200),
  slug: pageSlug,
  meta_description: z.string().trim().max(300).optional(),
  content: contentSchema,
  publish: z.boolean().default(true),
});
export type PageInput = z.infer<typeof pageInputSchema>;

const articleSlug = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, messages.editorForm.slugMissing)
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, messages.editorForm.slugFormat);

/** Articles: the page fields plus cover image, excerpt and whether it is published. */
export const articleInputSchema = z.object({
  title: z.string().trim().min(1, messages.editorForm.titleMissing).max(200),
  slug: articleSlug,
  excerpt: z.string().trim().max(500).default(''),
  cover_image: z
    .string()
    .trim()
    .max(2000)
    .refine(
      (value) => value === '' || /^(\/(?!\/)|https?:\/\/)/i.test(value),
      messages.editorForm.coverNotUploaded,
    )
    .default(''),
  published: z.boolean().default(true),
  content: contentSchema,
});
export type ArticleInput = z.infer<typeof articleInputSchema>;

/**
 * A page's state in the editor: `published` once it is live (never published: not public),
 * `has_draft` when saved changes wait for "Publiceren" (decision 038).
 */
export interface PageStatus {
  published: boolean;
  has_draft: boolean;
}

/** The answer of POST /api/pages and PUT /api/pages/{slug}: the spec's slug, and the page's state. */
export interface PageSaved extends PageStatus {
  slug: string;
}

/** GET /api/editor/drafts/{slug}: what the editor edits (the draft when there is one). */
export interface PageForEditor extends PageSaved {
  title: string;
  meta_description: string;
  content: unknown[];
  /** Where the draft goes live when it is published (its own slug may differ). */
  draft_slug: string;
}

/** What the editor's list and multiselects offer. */
export interface EditorOverview {
  pages: ({ slug: string; title: string; updated_at: string } & PageStatus)[];
  articles: { slug: string; title: string; published: boolean; updated_at: string }[];
  options: Record<'products' | 'articles' | 'categories', { value: string; label: string }[]>;
}

/**
 * POST /voorbeeld: the editor's unsaved document, rendered as the site would show it and never
 * stored. Blocks are read leniently, as on the site; rich text is sanitised when rendered.
 */
export const previewInputSchema = z.object({
  kind: z.enum(['page', 'article']),
  title: z.string().max(200).default(''),
  excerpt: z.string().max(500).default(''),
  // Saved images are site paths; images not uploaded yet are the browser's blob: URLs.
  cover_image: z
    .string()
    .max(2000)
    .refine((value) => value === '' || /^(\/(?!\/)|https:\/\/|blob:)/.test(value))
    .default(''),
  content: z.array(z.unknown()).max(200),
});
export type PreviewInput = z.infer<typeof previewInputSchema>;
