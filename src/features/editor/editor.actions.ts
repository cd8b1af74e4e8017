import type { EditorOverview, PageForEditor, PageSaved, PageStatus } from '~/features/content/editor';
import { api, apiErrorBody, HTTPError } from '~/lib/http';
import * as staffScreensTexts from '~/lib/messages/staff-screens';
import type { EditorBlock } from './editor-state';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { editorForm: staffScreensTexts.editorForm };

export type DocumentKind = 'page' | 'article';

/** What the editor edits: a page, or an article with its extra fields. */
export interface EditorDocument {
  title: string;
  slug: string;
  content: EditorBlock[];
  excerpt: string;
  cover_image: string;
  published: boolean;
}

export const emptyDocument = (): EditorDocument => ({
  title: '',
  slug: '',
  content: [],
  excerpt: '',
  cover_image: '',
  published: true,
});

const base = (kind: DocumentKind) => (kind === 'page' ? '/api/pages' : '/api/articles');

/** What the editor loaded: the document, and for a page its draft state (decision 038). */
export interface LoadedDocument {
  document: EditorDocument;
  pageStatus?: PageStatus;
}

/**
 * Loads a page (its draft when there is one, GET /api/editor/drafts) or an article; undefined on
 * 404 (the editor then starts a new one, spec section 4).
 */
export async function loadDocument(kind: DocumentKind, slug: string): Promise<LoadedDocument | undefined> {
  try {
    if (kind === 'page') {
      const page = await api.get(`/api/editor/drafts/${slug}`).json<PageForEditor>();
      return {
        document: {
          ...emptyDocument(),
          title: page.title,
          slug: page.draft_slug,
          content: page.content as EditorBlock[],
        },
        pageStatus: { published: page.published, has_draft: page.has_draft },
      };
    }
    const data = await api
      .get(`${base(kind)}/${slug}`)
      .json<Partial<EditorDocument> & { published_at?: string | null }>();
    return {
      document: {
        ...emptyDocument(),
        title: data.title ?? '',
        slug: data.slug ?? slug,
        content: Array.isArray(data.content) ? data.content : [],
        excerpt: data.excerpt ?? '',
        cover_image: data.cover_image ?? '',
        published: Boolean(data.published_at),
      },
    };
  } catch (error) {
    if (error instanceof HTTPError && error.response.status === 404) return undefined;
    throw error;
  }
}

export const loadOverview = () => api.get('/api/editor/overview').json<EditorOverview>();

export type SaveOutcome =
  | { ok: true; slug: string; pageStatus?: PageStatus }
  | { ok: false; message: string; errors: Record<string, string[]> };

/**
 * POST (new) or PUT (existing) the document; answers the saved slug (and a page's state) or the
 * server's errors. A page is published unless `publish` is false: then it is saved as a draft.
 */
export async function saveDocument(
  kind: DocumentKind,
  document: EditorDocument,
  currentSlug?: string,
  publish = true,
): Promise<SaveOutcome> {
  const body =
    kind === 'page'
      ? { title: document.title, slug: document.slug, content: document.content, publish }
      : {
          title: document.title,
          slug: document.slug,
          content: document.content,
          excerpt: document.excerpt,
          cover_image: document.cover_image,
          published: document.published,
        };
  try {
    const request = currentSlug
      ? api.put(`${base(kind)}/${currentSlug}`, { json: body })
      : api.post(base(kind), { json: body });
    const saved = await request.json<Partial<PageSaved> & { slug: string }>();
    const pageStatus =
      kind === 'page'
        ? { published: Boolean(saved.published), has_draft: Boolean(saved.has_draft) }
        : undefined;
    return { ok: true, slug: saved.slug, pageStatus };
  } catch (error) {
    const answer = await apiErrorBody(error);
    if (!answer) console.error('saving failed', error);
    return {
      ok: false,
      message: answer?.message ?? messages.editorForm.saveFailed,
      errors: answer?.errors ?? {},
    };
  }
}

/** DELETE /api/editor/drafts/{slug}: throws a page's draft away; the live page is loaded again. */
export async function discardDraft(slug: string): Promise<LoadedDocument | undefined> {
  await api.delete(`/api/editor/drafts/${slug}`);
  return loadDocument('page', slug);
}

/** POST /api/upload-image; a failed upload is logged and leaves the attribute as it was (spec 8). */
export async function uploadImage(file: Blob): Promise<{ url?: string } | undefined> {
  const form = new FormData();
  form.set('image', file, file instanceof File ? file.name : 'afbeelding');
  try {
    return await api.post('/api/upload-image', { body: form, timeout: 60_000 }).json<{ url?: string }>();
  } catch (error) {
    console.error('upload failed', error);
    return undefined;
  }
}

/**
 * The unsaved document as the site would render it (POST /voorbeeld), as HTML for the preview
 * frame. Rejects when the server refuses or the call is aborted by a newer one.
 */
export function renderPreview(kind: DocumentKind, document: EditorDocument, signal: AbortSignal) {
  return api
    .post('/voorbeeld', {
      json: {
        kind,
        title: document.title,
        excerpt: document.excerpt,
        cover_image: document.cover_image,
        content: document.content,
      },
      signal,
    })
    .text();
}
