import type { DocumentKind } from './editor.actions';

/** Where a document is edited. */
export const editorUrl = (kind: DocumentKind, slug = '') =>
  kind === 'page' ? `/editor/${slug}` : `/editor/artikel/${slug}`;

/** Where a document is shown on the site; the home page lives at /. */
export const siteUrl = (kind: DocumentKind, slug: string) =>
  kind === 'article' ? `/artikel/${slug}` : slug === 'home' ? '/' : `/${slug}`;

export const inputClass =
  'w-full rounded-lg border-2 border-surface-line bg-white px-3 py-2 text-lg focus:border-brand-600 focus-ring aria-[invalid=true]:border-accent-600';
