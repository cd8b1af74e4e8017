import type { DocumentKind } from './editor.actions';

/** Where a document is edited. */
export const editorUrl = (kind: DocumentKind, slug = '') =>
  kind === 'page' ? `/editor/${slug}` : `/editor/artikel/${slug}`;

/** Where a document is shown on the site; the home page lives at /. */
export const siteUrl = (kind: DocumentKind, slug: string) =>
  kind === 'article' ? `/artikel/${slug}` : slug === 'home' ? '/' : `/${slug}`;
