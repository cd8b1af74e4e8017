import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import type { BlockLayout } from '~/features/content/blocks';
import * as siteContentTexts from '~/lib/messages/site-content';
import * as staffTexts from '~/lib/messages/staff';
import * as staffScreensTexts from '~/lib/messages/staff-screens';
import {
  type DocumentKind,
  discardDraft,
  type EditorDocument,
  emptyDocument,
  loadDocument,
  loadOverview,
  saveDocument,
  uploadImage,
} from './editor.actions';
import {
  createBlock,
  hasInlineImages,
  locateError,
  type Path,
  PENDING_PREFIX,
  setIn,
  uploadImages,
} from './editor-state';
import { editorUrl, siteUrl } from './editor-urls';
import type { FieldContext } from './field-context';
import { initialPageEditorState, pageEditorReducer } from './page-editor-state';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = {
  editor: staffTexts.editor,
  editorForm: staffScreensTexts.editorForm,
  pageDrafts: siteContentTexts.pageDrafts,
};

/** The page editor's state, its loading, saving and the context its field editors share. */
export function usePageEditor(kind: DocumentKind, initialSlug?: string) {
  const [state, dispatch] = useReducer(pageEditorReducer, emptyDocument(), initialPageEditorState);
  const pendingFiles = useRef(new Map<string, File>());
  const previews = useRef(new Map<string, string>());
  const { document, errors, overview, dirty } = state;

  useEffect(() => {
    Promise.all([loadOverview(), initialSlug ? loadDocument(kind, initialSlug) : Promise.resolve(undefined)])
      .then(([loadedOverview, loaded]) =>
        dispatch({
          type: 'loaded',
          overview: loadedOverview,
          loaded,
          currentSlug: loaded ? initialSlug : undefined,
          newDocument: initialSlug ? { ...emptyDocument(), slug: initialSlug } : undefined,
        }),
      )
      .catch((error: unknown) => {
        console.error('editor failed to load', error);
        dispatch({ type: 'loadFailed' });
      });
  }, [kind, initialSlug]);

  // Unsaved changes: the browser asks before the page is left.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const change = useCallback(
    (update: (previous: EditorDocument) => EditorDocument) => dispatch({ type: 'edit', update }),
    [],
  );

  const context: FieldContext | undefined = useMemo(() => {
    if (!overview) return undefined;
    return {
      onChange: (path: Path, value: unknown) =>
        change((previous) => ({ ...previous, content: setIn(previous.content, path, value) })),
      errors: {},
      options: overview.options,
      addPendingFile: (file: File) => {
        const id = `${PENDING_PREFIX}${crypto.randomUUID()}`;
        pendingFiles.current.set(id, file);
        previews.current.set(id, URL.createObjectURL(file));
        return id;
      },
      previewOf: (value: string) => previews.current.get(value) ?? value,
    };
  }, [overview, change]);

  const blockErrors = useMemo(() => {
    const byBlock = new Map<number, Record<string, string[]>>();
    for (const [field, list] of Object.entries(errors)) {
      const location = locateError(field);
      if (!location) continue;
      byBlock.set(location.block, { ...byBlock.get(location.block), [location.path]: list });
    }
    return byBlock;
  }, [errors]);

  const addBlock = (layout: BlockLayout) => {
    dispatch({ type: 'dialog', open: false });
    const block = createBlock(layout, document.content);
    change((previous) => ({ ...previous, content: [...previous.content, block] }));
    requestAnimationFrame(() => focusBlock(block.key));
  };

  /** Saves the document; a page is published unless `publish` is false (a draft, decision 038). */
  const save = async (publish = true) => {
    dispatch({ type: 'saveStarted', publish });
    const uploaded = await uploadImages(
      { content: document.content, cover_image: document.cover_image },
      pendingFiles.current,
      uploadImage,
    );
    const toSave = { ...document, ...uploaded };
    dispatch({ type: 'uploaded', document: toSave });
    // An image that could not be uploaded would be dropped by the server: say so, save nothing.
    if (hasInlineImages(uploaded)) {
      dispatch({ type: 'saveFailed', message: messages.editor.imageNotUploaded });
      return;
    }
    const outcome = await saveDocument(kind, toSave, state.currentSlug, publish);
    if (!outcome.ok) {
      dispatch({ type: 'saveFailed', message: outcome.message, errors: outcome.errors });
      return;
    }
    // After the first save the editor is in edit mode at the edit route (spec section 4).
    if (window.location.pathname !== editorUrl(kind, outcome.slug))
      window.history.replaceState(null, '', editorUrl(kind, outcome.slug));
    const live = outcome.pageStatus?.published !== false;
    dispatch({
      type: 'saved',
      slug: outcome.slug,
      pageStatus: outcome.pageStatus,
      message: {
        text:
          kind === 'article'
            ? messages.editorForm.saved
            : publish
              ? messages.pageDrafts.published
              : messages.pageDrafts.draftSaved,
        error: false,
        href: live ? siteUrl(kind, outcome.slug) : undefined,
      },
    });
  };

  /** Throws a page's draft away and shows the live page again. */
  const discard = async () => {
    if (!state.currentSlug) return;
    dispatch({ type: 'saveStarted', publish: false });
    try {
      const loaded = await discardDraft(state.currentSlug);
      if (!loaded) throw new Error('the page is gone');
      dispatch({ type: 'discarded', loaded, message: { text: messages.pageDrafts.discarded, error: false } });
    } catch (error) {
      console.error('discarding the draft failed', error);
      dispatch({ type: 'saveFailed', message: messages.editorForm.saveFailed });
    }
  };

  return { state, dispatch, change, context, blockErrors, addBlock, save, discard };
}

/** Scrolls to a block's form and focuses it, so keyboard users land where they chose. */
export function focusBlock(key: string | undefined) {
  if (!key) return;
  const section = window.document.getElementById(`block-form-${key}`);
  section?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  section?.focus({ preventScroll: true });
}
