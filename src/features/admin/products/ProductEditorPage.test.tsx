import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '~/features/account/auth.store';
import type { ProductSafetyInfo } from '~/features/product-safety/product-safety';
import { fetchProductSafety, saveProductSafety } from '~/features/product-safety/product-safety.actions';
import { messages } from '~/lib/messages';
import { adminProductPath } from '~/lib/routes';
import { field } from '../../../../tests/helpers/dom';
import { serverError } from '../../../../tests/helpers/server-error';
import { asStaff } from '../../../../tests/helpers/staff';
import ProductEditorPage, { emptyProduct } from './ProductEditorPage';
import { deactivateProduct, fetchCatalog, fetchProduct, saveProduct } from './product-admin.actions';
import type { EditableProduct } from './product-form';

vi.mock('~/features/product-safety/product-safety.actions', () => ({
  fetchProductSafety: vi.fn(),
  saveProductSafety: vi.fn(),
}));
// Milkdown needs a real layout engine; a plain text area stands in for the description field.
vi.mock('~/features/editor/RichTextEditor', () => import('../../../../tests/helpers/rich-text-stand-in'));
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
const safetyText = messages.productSafety;
const storedSafety: ProductSafetyInfo = {
  manufacturer_name: 'Zorgzaam Productie B.V.',
  manufacturer_address: 'Fabrieksweg 1\n1234 AB Ergens',
  manufacturer_email: 'info@fabrikant.example',
  ce_marked: true,
  warnings: 'Niet gebruiken bij een open wond.',
};
const byLabel = (label: string) => screen.getByLabelText(new RegExp(`^${label.replace(/[()€.]/g, '\\$&')}`));

describe('ProductEditorPage', () => {
  beforeEach(() => {
    vi.mocked(fetchCatalog).mockResolvedValue({ products: [], categories: [{ id: 2, name: 'Verband' }] });
    vi.mocked(fetchProduct).mockResolvedValue(structuredClone(stored));
    vi.mocked(saveProduct).mockReset();
    vi.mocked(fetchProductSafety).mockReset().mockResolvedValue(structuredClone(storedSafety));
    vi.mocked(saveProductSafety).mockReset().mockResolvedValue({});
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
    // The product's own name field (the safety section below has the manufacturer's).
    const [name] = await screen.findAllByRole('textbox', { name: new RegExp(`^${text.name}`) });
    await user.type(name!, 'Nacht Verband');
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

  it('saves the manufacturer and safety section with the one Opslaan', async () => {
    vi.mocked(saveProduct).mockResolvedValue({ ok: true, product: structuredClone(stored) });
    asStaff('admin');
    render(<ProductEditorPage id={7} />);
    expect(await screen.findByDisplayValue('Zorgzaam Productie B.V.')).toBe(field(safetyText.nameLabel));
    expect(screen.getAllByRole('button', { name: text.save })).toHaveLength(1);
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: safetyText.ceLabel }));
    await user.type(field(safetyText.warningsLabel), '{Enter}Buiten bereik van kinderen.');
    expect(screen.getByRole('status')).toHaveTextContent(text.unsaved);
    await user.click(screen.getByRole('button', { name: text.save }));
    await waitFor(() =>
      expect(saveProductSafety).toHaveBeenCalledWith(7, {
        ...storedSafety,
        ce_marked: false,
        warnings: 'Niet gebruiken bij een open wond.\nBuiten bereik van kinderen.',
      }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(messages.catalogAdmin.saved);
  });

  it('does not call the product saved when its safety section was refused, and shows why beside the fields', async () => {
    vi.mocked(saveProduct).mockResolvedValue({ ok: true, product: structuredClone(stored) });
    vi.mocked(saveProductSafety).mockRejectedValue(
      serverError(422, {
        message: messages.form.fixErrors,
        errors: { manufacturer_address: [safetyText.addressRequired] },
      }),
    );
    asStaff('admin');
    render(<ProductEditorPage id={7} />);
    await screen.findByDisplayValue('Zorgzaam Productie B.V.');
    const user = userEvent.setup();
    await user.clear(field(safetyText.addressLabel));
    await user.click(screen.getByRole('button', { name: text.save }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      text.savedWithoutSafety(messages.form.fixErrors),
    );
    expect(field(safetyText.addressLabel)).toHaveAccessibleDescription(safetyText.addressRequired);
  });

  it('asks before leaving with unsaved changes, and not after saving them', async () => {
    vi.mocked(saveProduct).mockResolvedValue({
      ok: true,
      product: { ...structuredClone(stored), name: 'Comfort Broekje Plus' },
    });
    asStaff('admin');
    render(<ProductEditorPage id={7} />);
    const name = await screen.findByDisplayValue('Comfort Broekje');
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(leave()).toBe(false);
    const user = userEvent.setup();
    await user.type(name, ' Plus');
    expect(leave()).toBe(true);
    await user.click(screen.getByRole('button', { name: text.save }));
    expect(await screen.findByRole('status')).toHaveTextContent(messages.catalogAdmin.saved);
    expect(leave()).toBe(false);
    expect(saveProductSafety).not.toHaveBeenCalled();
  });
});
