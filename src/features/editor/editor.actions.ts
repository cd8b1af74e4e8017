import type { EditorOverview } from '~/features/content/editor';
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

/** Loads a page or article; undefined on 404 (the editor then starts a new one, spec section 4). */
export async function loadDocument(kind: DocumentKind, slug: string): Promise<EditorDocument | undefined> {
  try {
    const data = await api
      .get(`${base(kind)}/${slug}`)
      .json<Partial<EditorDocument> & { published_at?: string | null }>();
    return {
      ...emptyDocument(),
      title: data.title ?? '',
      slug: data.slug ?? slug,
      content: Array.isArray(data.content) ? data.content : [],
      excerpt: data.excerpt ?? '',
      cover_image: data.cover_image ?? '',
      published: kind === 'page' || Boolean(data.published_at),
    };
  } catch (error) {
    if (error instanceof HTTPError && error.response.status === 404) return undefined;
    throw error;
  }
}

export const loadOverview = () => api.get('/api/editor/overview').json<EditorOverview>();

export type SaveOutcome =
  | { ok: true; slug: string }
  | { ok: false; message: string; errors: Record<string, string[]> };

/** POST (new) or PUT (existing) the document; answers the saved slug or the server's errors. */
export async function saveDocument(
  kind: DocumentKind,
  document: EditorDocument,
  currentSlug?: string,
): Promise<SaveOutcome> {
  const body =
    kind === 'page'
      ? { title: document.title, slug: document.slug, content: document.content }
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
    const { slug } = await request.json<{ slug: string }>();
    return { ok: true, slug };
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
