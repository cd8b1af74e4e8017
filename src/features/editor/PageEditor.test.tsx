import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $authToken, clearSession } from '~/features/account/auth.store';
import type { EditorOverview } from '~/features/content/editor';
import { messages } from '~/lib/messages';
import { field } from '../../../tests/helpers/dom';
import { fakeApi } from '../../../tests/helpers/fake-api';
import {
  discardDraft,
  type EditorDocument,
  loadDocument,
  loadOverview,
  saveDocument,
  uploadImage,
} from './editor.actions';
import PageEditor from './PageEditor';

vi.mock('./editor.actions', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./editor.actions')>()),
  loadOverview: vi.fn(),
  loadDocument: vi.fn(),
  saveDocument: vi.fn(),
  discardDraft: vi.fn(),
  uploadImage: vi.fn(),
  renderPreview: vi.fn(async () => '<p>voorbeeld</p>'),
}));
// Milkdown needs a real layout engine; a plain text area stands in for the rich-text field.
vi.mock('./RichTextEditor', () => import('../../../tests/helpers/rich-text-stand-in'));

const overview: EditorOverview = {
  pages: [
    {
      slug: 'over-ons',
      title: 'Over ons',
      updated_at: '2026-11-20T10:00:00Z',
      published: true,
      has_draft: false,
    },
  ],
  articles: [],
  options: { products: [], articles: [], categories: [] },
};

const stored: EditorDocument = {
  title: 'Over ons',
  slug: 'over-ons',
  excerpt: '',
  cover_image: '',
  published: true,
  content: [
    { key: 'a', layout: 'TextBlock', attributes: { title: 'Wie wij zijn', body: '<p>Zorg</p>' } },
    { key: 'b', layout: 'FaqList', attributes: { title: 'Vragen', faqs: [] } },
    {
      key: 'c',
      layout: 'ImageText',
      attributes: { title: 'Ons team', body: '', image: '/media/team.webp', imageAlt: 'Team' },
    },
  ],
};

const blocks = () => within(screen.getByRole('region', { name: /Componenten/ })).getAllByRole('listitem');

async function openEditor(slug?: string) {
  render(<PageEditor kind="page" slug={slug} />);
  return screen.findByRole('button', { name: messages.pageDrafts.publish });
}

describe('PageEditor', () => {
  beforeEach(() => {
    vi.mocked(loadOverview).mockResolvedValue(overview);
    vi.mocked(loadDocument).mockResolvedValue({
      document: structuredClone(stored),
      pageStatus: { published: true, has_draft: false },
    });
    vi.mocked(saveDocument)
      .mockReset()
      .mockResolvedValue({ ok: true, slug: 'over-ons', pageStatus: { published: true, has_draft: false } });
    vi.mocked(uploadImage).mockReset();
    $authToken.set('staff-token');
    fakeApi({
      'GET /api/user': { json: { id: 2, email: 'r@z.nl', role: 'editor', first_name: 'R', last_name: 'D' } },
    });
    vi.spyOn(history, 'replaceState').mockImplementation(() => {});
  });
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it('loads the page with its components in order', async () => {
    await openEditor('over-ons');
    expect(field(messages.editor.pageTitle)).toHaveValue('Over ons');
    expect(blocks().map((item) => item.textContent)).toEqual([
      expect.stringContaining('1. Tekst'),
      expect.stringContaining('2. Veelgestelde vragen'),
      expect.stringContaining('3. Afbeelding met tekst'),
    ]);
  });

  it('adds a component from the dialog, moves one up, removes one, and saves that order', async () => {
    await openEditor('over-ons');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: messages.editor.addComponent }));
    const dialog = screen.getByRole('dialog', { name: messages.editor.addComponent });
    await user.click(within(dialog).getByRole('button', { name: 'Tekst' }));
    expect(blocks()).toHaveLength(4);
    await user.click(screen.getByRole('button', { name: 'Veelgestelde vragen (2) omhoog' }));
    await user.click(screen.getByRole('button', { name: 'Afbeelding met tekst (3) verwijderen' }));
    await user.click(screen.getByRole('button', { name: messages.pageDrafts.publish }));
    await waitFor(() => expect(saveDocument).toHaveBeenCalled());
    const [kind, sent, slug] = vi.mocked(saveDocument).mock.calls[0]!;
    expect(kind).toBe('page');
    expect(slug).toBe('over-ons');
    expect(sent.content.map((block) => block.layout)).toEqual(['FaqList', 'TextBlock', 'TextBlock']);
    expect(await screen.findByRole('status')).toHaveTextContent(messages.pageDrafts.published);
  });

  it("shows the server's refusal and keeps the changes (section 8)", async () => {
    vi.mocked(saveDocument).mockResolvedValue({
      ok: false,
      message: messages.editor.slugTaken,
      errors: { slug: [messages.editor.slugTaken] },
    });
    await openEditor('over-ons');
    const user = userEvent.setup();
    await user.clear(field(messages.editor.pageTitle));
    await user.type(field(messages.editor.pageTitle), 'Over Zorgzaam');
    await user.click(screen.getByRole('button', { name: messages.pageDrafts.publish }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.editor.slugTaken);
    expect(field(messages.editor.pageTitle)).toHaveValue('Over Zorgzaam');
  });

  it('uploads a replacement image when saving and saves its new address', async () => {
    vi.mocked(uploadImage).mockResolvedValue({ url: '/media/nieuw-team.webp' });
    await openEditor('over-ons');
    const user = userEvent.setup();
    const file = new File(['png'], 'team.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText(/^Afbeelding/, { selector: 'input[type="file"]' }), file);
    await user.click(screen.getByRole('button', { name: messages.pageDrafts.publish }));
    await waitFor(() => expect(saveDocument).toHaveBeenCalled());
    expect(uploadImage).toHaveBeenCalledWith(file);
    const sent = vi.mocked(saveDocument).mock.calls[0]![1];
    expect(sent.content[2]?.attributes.image).toBe('/media/nieuw-team.webp');
  });

  it('saves a draft without publishing and says plainly that the shop does not show it yet', async () => {
    vi.mocked(saveDocument).mockResolvedValue({
      ok: true,
      slug: 'over-ons',
      pageStatus: { published: true, has_draft: true },
    });
    await openEditor('over-ons');
    expect(screen.getByTestId('page-status')).toHaveTextContent(messages.pageDrafts.statusLive);
    const user = userEvent.setup();
    await user.clear(field(messages.editor.pageTitle));
    await user.type(field(messages.editor.pageTitle), 'Over Zorgzaam');
    await user.click(screen.getByRole('button', { name: messages.pageDrafts.saveDraft }));
    await waitFor(() => expect(saveDocument).toHaveBeenCalled());
    const [, sent, slug, publish] = vi.mocked(saveDocument).mock.calls[0]!;
    expect([sent.title, slug, publish]).toEqual(['Over Zorgzaam', 'over-ons', false]);
    expect(await screen.findByRole('status')).toHaveTextContent(messages.pageDrafts.draftSaved);
    expect(screen.getByTestId('page-status')).toHaveTextContent(messages.pageDrafts.statusDraft);
    expect(screen.getByRole('button', { name: messages.pageDrafts.discard })).toBeVisible();
  });

  it('opens a draft as a draft and throws it away after asking in the page, showing the live page again', async () => {
    vi.mocked(loadDocument).mockResolvedValue({
      document: { ...structuredClone(stored), title: 'Concepttitel' },
      pageStatus: { published: true, has_draft: true },
    });
    vi.mocked(discardDraft).mockResolvedValue({
      document: structuredClone(stored),
      pageStatus: { published: true, has_draft: false },
    });
    await openEditor('over-ons');
    expect(field(messages.editor.pageTitle)).toHaveValue('Concepttitel');
    expect(screen.getByTestId('page-status')).toHaveTextContent(messages.pageDrafts.statusDraftOfLive);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: messages.pageDrafts.discard }));
    expect(screen.getByText(messages.pageDrafts.discardConfirm)).toBeVisible();
    expect(discardDraft).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: messages.pageDrafts.discardYes }));
    expect(await screen.findByRole('status')).toHaveTextContent(messages.pageDrafts.discarded);
    expect(discardDraft).toHaveBeenCalledWith('over-ons');
    expect(field(messages.editor.pageTitle)).toHaveValue('Over ons');
    expect(screen.getByTestId('page-status')).toHaveTextContent(messages.pageDrafts.statusLive);
    expect(screen.queryByRole('button', { name: messages.pageDrafts.discard })).toBeNull();
  });

  it('says a page never published is not public and offers no discard', async () => {
    vi.mocked(loadDocument).mockResolvedValue({
      document: structuredClone(stored),
      pageStatus: { published: false, has_draft: false },
    });
    await openEditor('over-ons');
    expect(screen.getByTestId('page-status')).toHaveTextContent(messages.pageDrafts.statusNeverPublished);
    expect(screen.queryByRole('button', { name: messages.pageDrafts.discard })).toBeNull();
  });

  it('says the editor could not load when the overview fails', async () => {
    vi.mocked(loadOverview).mockRejectedValue(new Error('503'));
    // The failure is logged on purpose: expected here, so it does not fail the test.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<PageEditor kind="page" slug="over-ons" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('De editor kon niet worden geladen');
    expect(consoleError).toHaveBeenCalledWith('editor failed to load', expect.any(Error));
  });
});
