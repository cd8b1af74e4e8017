import { describe, expect, it } from 'vitest';
import type { EditorOverview } from '~/features/content/editor';
import type { EditorDocument } from './editor.actions';
import { initialPageEditorState, type PageEditorState, pageEditorReducer } from './page-editor-state';

const document = (patch: Partial<EditorDocument> = {}): EditorDocument => ({
  title: '',
  slug: '',
  content: [],
  excerpt: '',
  cover_image: '',
  published: true,
  ...patch,
});
const overview = { pages: [], articles: [], options: {} } as unknown as EditorOverview;
const ready = (patch: Partial<PageEditorState> = {}): PageEditorState => ({
  ...initialPageEditorState(document()),
  status: 'ready',
  overview,
  ...patch,
});

describe('pageEditorReducer', () => {
  it('starts loading, clean and closed', () => {
    const state = initialPageEditorState(document());
    expect(state).toMatchObject({ status: 'loading', dirty: false, saving: false, dialogOpen: false });
  });

  it('takes a loaded document as the current one, its slug fixed', () => {
    const loaded = document({ title: 'Over ons', slug: 'over-ons' });
    const state = pageEditorReducer(initialPageEditorState(document()), {
      type: 'loaded',
      overview,
      loaded: { document: loaded },
    });
    expect(state).toMatchObject({
      status: 'ready',
      document: loaded,
      currentSlug: 'over-ons',
      slugTouched: true,
    });
  });

  it("edits a page's draft at the page's live address, the draft's own slug in the form", () => {
    const draft = document({ title: 'Over ons', slug: 'over-zorgzaam' });
    const pageStatus = { published: true, has_draft: true };
    const state = pageEditorReducer(initialPageEditorState(document()), {
      type: 'loaded',
      overview,
      loaded: { document: draft, pageStatus },
      currentSlug: 'over-ons',
    });
    expect(state).toMatchObject({ currentSlug: 'over-ons', pageStatus, document: { slug: 'over-zorgzaam' } });
    const saved = pageEditorReducer(state, {
      type: 'saved',
      slug: 'over-ons',
      pageStatus,
      message: { text: 'opgeslagen', error: false },
    });
    expect(saved).toMatchObject({ currentSlug: 'over-ons', document: { slug: 'over-zorgzaam' } });
    const published = pageEditorReducer(saved, {
      type: 'saved',
      slug: 'over-zorgzaam',
      pageStatus: { published: true, has_draft: false },
      message: { text: 'gepubliceerd', error: false },
    });
    expect(published).toMatchObject({ currentSlug: 'over-zorgzaam', pageStatus: { has_draft: false } });
  });

  it('shows the live page again after the draft is thrown away, clean', () => {
    const live = document({ title: 'Over ons', slug: 'over-ons' });
    const state = pageEditorReducer(ready({ dirty: true }), {
      type: 'discarded',
      loaded: { document: live, pageStatus: { published: true, has_draft: false } },
      message: { text: 'weg', error: false },
    });
    expect(state).toMatchObject({ dirty: false, document: live, pageStatus: { has_draft: false } });
  });

  it('starts a new document with the asked slug when none was found', () => {
    const state = pageEditorReducer(initialPageEditorState(document()), {
      type: 'loaded',
      overview,
      newDocument: document({ slug: 'nieuw' }),
    });
    expect(state).toMatchObject({ status: 'ready', slugTouched: true });
    expect(state.currentSlug).toBeUndefined();
    expect(state.document.slug).toBe('nieuw');
  });

  it('marks a failed load', () => {
    expect(pageEditorReducer(initialPageEditorState(document()), { type: 'loadFailed' }).status).toBe(
      'failed',
    );
  });

  it('derives the slug from the title until the slug is typed', () => {
    const titled = pageEditorReducer(ready(), { type: 'title', value: 'Hulp bij Lekkage' });
    expect(titled.document).toMatchObject({ title: 'Hulp bij Lekkage', slug: 'hulp-bij-lekkage' });
    expect(titled.dirty).toBe(true);
    const slugged = pageEditorReducer(titled, { type: 'slug', value: 'eigen' });
    const retitled = pageEditorReducer(slugged, { type: 'title', value: 'Andere titel' });
    expect(retitled.document).toMatchObject({ title: 'Andere titel', slug: 'eigen' });
  });

  it('marks every edit as unsaved', () => {
    const state = pageEditorReducer(ready(), {
      type: 'edit',
      update: (previous) => ({ ...previous, excerpt: 'Kort' }),
    });
    expect(state.document.excerpt).toBe('Kort');
    expect(state.dirty).toBe(true);
  });

  it('opens and closes the dialog and toggles the preview', () => {
    expect(pageEditorReducer(ready(), { type: 'dialog', open: true }).dialogOpen).toBe(true);
    expect(pageEditorReducer(ready({ dialogOpen: true }), { type: 'dialog', open: false }).dialogOpen).toBe(
      false,
    );
    expect(pageEditorReducer(ready(), { type: 'togglePreview' }).showPreview).toBe(true);
  });

  it('clears the message when saving starts and keeps old errors on an upload failure', () => {
    const errors = { title: ['Verplicht'] };
    const saving = pageEditorReducer(ready({ errors, message: { text: 'oud', error: false } }), {
      type: 'saveStarted',
    });
    expect(saving).toMatchObject({ saving: true, message: undefined });
    const failed = pageEditorReducer(saving, { type: 'saveFailed', message: 'Upload mislukt' });
    expect(failed).toMatchObject({ saving: false, errors, message: { text: 'Upload mislukt', error: true } });
  });

  it('shows the server errors of a refused save', () => {
    const failed = pageEditorReducer(ready({ saving: true }), {
      type: 'saveFailed',
      message: 'Controleer',
      errors: { slug: ['Bestaat al'] },
    });
    expect(failed.errors).toEqual({ slug: ['Bestaat al'] });
  });

  it('after a save is clean, in edit mode at the saved slug', () => {
    const message = { text: 'Opgeslagen.', error: false, href: '/x' };
    const saved = pageEditorReducer(ready({ saving: true, dirty: true, errors: { title: ['x'] } }), {
      type: 'saved',
      slug: 'x',
      message,
    });
    expect(saved).toMatchObject({ saving: false, dirty: false, errors: {}, currentSlug: 'x', message });
    expect(saved.document.slug).toBe('x');
  });

  it('keeps the uploaded document without marking it unsaved', () => {
    const uploaded = document({ cover_image: '/media/a.webp' });
    const state = pageEditorReducer(ready(), { type: 'uploaded', document: uploaded });
    expect(state.document).toBe(uploaded);
    expect(state.dirty).toBe(false);
  });
});
