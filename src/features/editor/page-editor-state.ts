import type { EditorOverview, PageStatus } from '~/features/content/editor';
import { slugify } from '~/lib/slug';
import type { EditorDocument, LoadedDocument } from './editor.actions';

export interface EditorMessage {
  text: string;
  error: boolean;
  href?: string;
}

/** Everything the page editor shows, changed only through `pageEditorReducer`. */
export interface PageEditorState {
  status: 'loading' | 'ready' | 'failed';
  overview?: EditorOverview;
  document: EditorDocument;
  currentSlug?: string;
  /** A saved page's state: live or not, unpublished changes or not (decision 038). */
  pageStatus?: PageStatus;
  /** Once the slug is typed (or loaded) the title no longer rewrites it. */
  slugTouched: boolean;
  dirty: boolean;
  saving: boolean;
  /** What the running save does: publish, or keep a draft (the button that shows it is busy). */
  publishing: boolean;
  errors: Record<string, string[]>;
  message?: EditorMessage;
  dialogOpen: boolean;
  showPreview: boolean;
}

export type PageEditorAction =
  | {
      type: 'loaded';
      overview: EditorOverview;
      loaded?: LoadedDocument;
      /** The slug it was loaded under (a page's draft may carry another one). */
      currentSlug?: string;
      newDocument?: EditorDocument;
    }
  | { type: 'loadFailed' }
  | { type: 'edit'; update: (previous: EditorDocument) => EditorDocument }
  | { type: 'title'; value: string }
  | { type: 'slug'; value: string }
  | { type: 'dialog'; open: boolean }
  | { type: 'togglePreview' }
  | { type: 'saveStarted'; publish?: boolean }
  | { type: 'uploaded'; document: EditorDocument }
  | { type: 'saveFailed'; message: string; errors?: Record<string, string[]> }
  | { type: 'saved'; slug: string; message: EditorMessage; pageStatus?: PageStatus }
  | { type: 'discarded'; loaded: LoadedDocument; message: EditorMessage };

export const initialPageEditorState = (document: EditorDocument): PageEditorState => ({
  status: 'loading',
  document,
  slugTouched: false,
  dirty: false,
  saving: false,
  publishing: false,
  errors: {},
  dialogOpen: false,
  showPreview: false,
});

export function pageEditorReducer(state: PageEditorState, action: PageEditorAction): PageEditorState {
  switch (action.type) {
    case 'loaded': {
      const ready = { ...state, overview: action.overview, status: 'ready' as const };
      if (action.loaded)
        return {
          ...ready,
          document: action.loaded.document,
          pageStatus: action.loaded.pageStatus,
          currentSlug: action.currentSlug ?? action.loaded.document.slug,
          slugTouched: true,
        };
      // A 404 starts a new document with that slug (spec section 4: new mode, empty content).
      if (action.newDocument) return { ...ready, document: action.newDocument, slugTouched: true };
      return ready;
    }
    case 'loadFailed':
      return { ...state, status: 'failed' };
    case 'edit':
      return { ...state, document: action.update(state.document), dirty: true };
    case 'title':
      return {
        ...state,
        dirty: true,
        document: {
          ...state.document,
          title: action.value,
          slug: state.slugTouched ? state.document.slug : slugify(action.value),
        },
      };
    case 'slug':
      return {
        ...state,
        slugTouched: true,
        dirty: true,
        document: { ...state.document, slug: action.value },
      };
    case 'dialog':
      return { ...state, dialogOpen: action.open };
    case 'togglePreview':
      return { ...state, showPreview: !state.showPreview };
    case 'saveStarted':
      return { ...state, saving: true, publishing: action.publish ?? true, message: undefined };
    case 'uploaded':
      return { ...state, document: action.document };
    case 'saveFailed':
      return {
        ...state,
        saving: false,
        errors: action.errors ?? state.errors,
        message: { text: action.message, error: true },
      };
    case 'saved':
      return {
        ...state,
        saving: false,
        errors: {},
        dirty: false,
        currentSlug: action.slug,
        pageStatus: action.pageStatus,
        // A draft keeps its own slug until it is published; the page stays at its live one.
        document: action.pageStatus?.has_draft ? state.document : { ...state.document, slug: action.slug },
        message: action.message,
      };
    case 'discarded':
      return {
        ...state,
        saving: false,
        errors: {},
        dirty: false,
        document: action.loaded.document,
        pageStatus: action.loaded.pageStatus,
        message: action.message,
      };
  }
}
