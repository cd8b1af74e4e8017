import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '~/features/account/auth.store';
import { messages } from '~/lib/messages';
import { adminProductPath } from '~/lib/routes';
import { asStaff } from '../../../../tests/helpers/staff';
import ProductEditorPage, { emptyProduct } from './ProductEditorPage';
import { deactivateProduct, fetchCatalog, fetchProduct, saveProduct } from './product-admin.actions';
import type { EditableProduct } from './product-form';

vi.mock('./product-admin.actions', () => ({
  fetchCatalog: vi.fn(),
  fetchProduct: vi.fn(),
  saveProduct: vi.fn(),
  deactivateProduct: vi.fn(),
}));

const text = messages.productForm;
const stored: EditableProduct = {
  ...emptyProduct(),
  id: 7,
  updated_at: '2026-11-20T10:00:00Z',
  name: 'Comfort Broekje',
  slug: 'comfort-broekje',
  price_cents: 1295,
  stock: 40,
};
const byLabel = (label: string) => screen.getByLabelText(new RegExp(`^${label.replace(/[()€.]/g, '\\$&')}`));

describe('ProductEditorPage', () => {
  beforeEach(() => {
    vi.mocked(fetchCatalog).mockResolvedValue({ products: [], categories: [{ id: 2, name: 'Verband' }] });
    vi.mocked(fetchProduct).mockResolvedValue(structuredClone(stored));
    vi.mocked(saveProduct).mockReset();
    vi.mocked(deactivateProduct).mockReset();
    vi.spyOn(history, 'replaceState').mockImplementation(() => {});
  });
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it('creates a product, its slug following the name, and goes on editing it at its own address', async () => {
    vi.mocked(saveProduct).mockResolvedValue({
      ok: true,
      product: { ...stored, id: 8, name: 'Nacht Verband', slug: 'nacht-verband' },
    });
    asStaff('admin');
    render(<ProductEditorPage />);
    const user = userEvent.setup();
    await user.type(
      await screen.findByRole('textbox', { name: new RegExp(`^${text.name}`) }),
      'Nacht Verband',
    );
    expect(screen.getByRole('textbox', { name: /^Slug/ })).toHaveValue('nacht-verband');
    await user.click(screen.getByRole('button', { name: text.create }));
    await waitFor(() => expect(saveProduct).toHaveBeenCalled());
    expect(vi.mocked(saveProduct).mock.calls[0]).toEqual([
      expect.objectContaining({ name: 'Nacht Verband', slug: 'nacht-verband' }),
      undefined,
    ]);
    expect(await screen.findByRole('status')).toHaveTextContent(messages.catalogAdmin.saved);
    expect(history.replaceState).toHaveBeenCalledWith(null, '', adminProductPath(8));
  });

  it('keeps the price read-only for an editor (the server decides prices)', async () => {
    asStaff('editor');
    render(<ProductEditorPage id={7} />);
    await screen.findByDisplayValue('Comfort Broekje');
    expect(byLabel(text.price)).toHaveAttribute('readonly');
  });

  it("shows the server's field errors and its message", async () => {
    vi.mocked(saveProduct).mockResolvedValue({
      ok: false,
      status: 409,
      message: 'Deze slug is al in gebruik.',
      errors: { slug: ['Deze slug is al in gebruik.'] },
    });
    asStaff('admin');
    render(<ProductEditorPage id={7} />);
    await screen.findByDisplayValue('Comfort Broekje');
    await userEvent.setup().click(screen.getByRole('button', { name: text.save }));
    expect(await screen.findByRole('status')).toHaveTextContent('Deze slug is al in gebruik.');
    expect(saveProduct).toHaveBeenCalledWith(expect.objectContaining({ slug: 'comfort-broekje' }), 7);
  });

  it('takes a product off sale', async () => {
    vi.mocked(deactivateProduct).mockResolvedValue({ message: messages.catalogAdmin.deactivated });
    asStaff('admin');
    render(<ProductEditorPage id={7} />);
    await screen.findByDisplayValue('Comfort Broekje');
    await userEvent.setup().click(screen.getByRole('button', { name: text.deactivate }));
    expect(deactivateProduct).toHaveBeenCalledWith(7);
    expect(await screen.findByRole('status')).toHaveTextContent(messages.catalogAdmin.deactivated);
  });
});
