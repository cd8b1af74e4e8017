import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '~/features/account/auth.store';
import type { MenuEditorData } from '~/features/content/menu';
import { messages } from '~/lib/messages';
import { serverError } from '../../../tests/helpers/server-error';
import { asStaff } from '../../../tests/helpers/staff';
import MenuEditor from './MenuEditor';
import { loadMenu, saveMenu } from './menu.actions';

vi.mock('./menu.actions', () => ({ loadMenu: vi.fn(), saveMenu: vi.fn() }));

const text = messages.menuEditor;
const stored: MenuEditorData = {
  items: [
    { label: 'Alle producten', kind: 'path', target: '/shop' },
    { label: 'Keuzehulp', kind: 'path', target: '/producthulp' },
    { label: 'Kennisbank', kind: 'path', target: '/kennisbank' },
  ],
  options: {
    pages: [{ value: 'over-ons', label: 'Over ons' }],
    categories: [{ value: 'dames-broekjes', label: 'Dames broekjes' }],
  },
};

/** An accessible name that begins with the label (the field adds '(verplicht)'). */
const startsWith = (label: string) => (name: string) => name.startsWith(label);
const items = () => within(screen.getByTestId('menu-items')).getAllByRole('listitem');
const labels = () =>
  screen
    .getAllByRole('textbox', { name: startsWith(text.label) })
    .map((input) => (input as HTMLInputElement).value);

async function openMenu() {
  asStaff('editor');
  render(<MenuEditor />);
  return screen.findByRole('button', { name: text.save });
}

describe('MenuEditor', () => {
  beforeEach(() => {
    vi.mocked(loadMenu).mockReset().mockResolvedValue(structuredClone(stored));
    vi.mocked(saveMenu)
      .mockReset()
      .mockImplementation(async (saved) => ({ ok: true, items: saved }));
  });
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it("shows the shop's menu in order, each link with its text and where it goes", async () => {
    await openMenu();
    expect(items()).toHaveLength(3);
    expect(labels()).toEqual(['Alle producten', 'Keuzehulp', 'Kennisbank']);
    expect(screen.getAllByRole('textbox', { name: startsWith(text.path) })[1]).toHaveValue('/producthulp');
  });

  it('moves a link with the keyboard buttons, removes one, adds a page and saves that order', async () => {
    await openMenu();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: text.moveUp('Kennisbank') }));
    await user.click(screen.getByRole('button', { name: text.removeItem('Alle producten') }));
    await user.click(screen.getByRole('button', { name: text.add }));
    const added = items()[2]!;
    await user.type(within(added).getByRole('textbox', { name: startsWith(text.label) }), 'Over ons');
    await user.selectOptions(
      within(added).getByRole('combobox', { name: startsWith(text.page) }),
      'over-ons',
    );
    expect(screen.getByText(text.unsaved)).toBeVisible();
    await user.click(screen.getByRole('button', { name: text.save }));
    await waitFor(() => expect(saveMenu).toHaveBeenCalled());
    expect(vi.mocked(saveMenu).mock.calls[0]![0]).toEqual([
      { label: 'Kennisbank', kind: 'path', target: '/kennisbank' },
      { label: 'Keuzehulp', kind: 'path', target: '/producthulp' },
      { label: 'Over ons', kind: 'page', target: 'over-ons' },
    ]);
    expect(await screen.findByRole('status')).toHaveTextContent(text.saved);
    expect(screen.queryByText(text.unsaved)).toBeNull();
  });

  it("shows the server's refusal under the field it names, and keeps the changes", async () => {
    vi.mocked(saveMenu).mockResolvedValue({
      ok: false,
      message: messages.api.invalid,
      errors: { 'items.1.target': [text.pathInvalid] },
    });
    await openMenu();
    const user = userEvent.setup();
    const path = screen.getAllByRole('textbox', { name: startsWith(text.path) })[1]!;
    await user.clear(path);
    await user.type(path, 'https://elders.example');
    await user.click(screen.getByRole('button', { name: text.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.api.invalid);
    expect(path).toHaveAccessibleDescription(text.pathInvalid);
    expect(path).toHaveAttribute('aria-invalid', 'true');
    expect(path).toHaveValue('https://elders.example');
  });

  it('says so when the menu cannot be loaded', async () => {
    vi.mocked(loadMenu).mockRejectedValue(serverError(500));
    asStaff('editor');
    render(<MenuEditor />);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.admin.loadFailed);
  });
});
