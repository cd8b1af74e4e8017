import { articlePath, editorPath, pagePath } from '~/lib/routes';
import type { DocumentKind } from './editor.actions';

/** Where a document is edited. */
export const editorUrl = (kind: DocumentKind, slug = '') => editorPath(kind, slug);

/** Where a document is shown on the site; the home page lives at /. */
export const siteUrl = (kind: DocumentKind, slug: string) =>
  kind === 'article' ? articlePath(slug) : pagePath(slug);
