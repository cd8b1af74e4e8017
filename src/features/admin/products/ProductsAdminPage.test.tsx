import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '~/features/account/auth.store';
import { messages } from '~/lib/messages';
import { adminProductPath } from '~/lib/routes';
import { asStaff } from '../../../../tests/helpers/staff';
import ProductsAdminPage from './ProductsAdminPage';
import { downloadProductsCsv, fetchCatalog, importCsv } from './product-admin.actions';

vi.mock('./product-admin.actions', () => ({
  fetchCatalog: vi.fn(),
  importCsv: vi.fn(),
  downloadProductsCsv: vi.fn(),
}));

const text = messages.productsScreen;
const catalog = {
  products: [
    {
      id: 1,
      name: 'Comfort Broekje',
      slug: 'comfort-broekje',
      price_cents: 1295,
      is_active: true,
      image_url: null,
      variation_count: 3,
      stock: 40,
    },
    {
      id: 2,
      name: 'Oud Verband',
      slug: 'oud-verband',
      price_cents: 500,
      is_active: false,
      image_url: null,
      variation_count: 0,
      stock: 0,
    },
  ],
  categories: [],
};

describe('ProductsAdminPage', () => {
  beforeEach(() => {
    vi.mocked(fetchCatalog).mockReset().mockResolvedValue(catalog);
    vi.mocked(importCsv).mockReset();
    vi.mocked(downloadProductsCsv).mockReset().mockResolvedValue();
  });
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it('lists every product, also those off sale, each linking to its form', async () => {
    asStaff('editor');
    render(<ProductsAdminPage />);
    expect(await screen.findByRole('link', { name: /Comfort Broekje/ })).toHaveAttribute(
      'href',
      adminProductPath(1),
    );
    expect(screen.getByText(text.notForSale)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: text.newProduct })).not.toBeInTheDocument();
  });

  it('exports the catalogue as CSV', async () => {
    asStaff('admin');
    render(<ProductsAdminPage />);
    await userEvent.setup().click(await screen.findByRole('button', { name: text.exportCsv }));
    expect(downloadProductsCsv).toHaveBeenCalled();
    expect(screen.getByRole('link', { name: text.newProduct })).toBeInTheDocument();
  });

  it('imports a CSV and reloads the list, or lists the rejected lines and changes nothing', async () => {
    asStaff('admin');
    vi.mocked(importCsv)
      .mockResolvedValueOnce({ ok: true, message: '', report: { created: 1, updated: 2, lines: 3 } })
      .mockResolvedValueOnce({
        ok: false,
        message: 'Niets geïmporteerd.',
        rejected: [{ line: 4, reasons: ['De voorraad moet een heel getal zijn.'] }],
      });
    render(<ProductsAdminPage />);
    const user = userEvent.setup();
    const csv = new File(['product_slug,variation_slug,stock\n'], 'voorraad.csv', { type: 'text/csv' });
    await user.upload(await screen.findByLabelText('CSV-bestand'), csv);
    await user.click(screen.getByRole('button', { name: 'Importeren' }));
    expect(await screen.findByText(/Geïmporteerd: 3 regels, 1 nieuw, 2/)).toBeInTheDocument();
    expect(importCsv).toHaveBeenCalledWith(csv);
    await waitFor(() => expect(fetchCatalog).toHaveBeenCalledTimes(2));
    await user.click(screen.getByRole('button', { name: 'Importeren' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Regel 4: De voorraad moet een heel getal zijn.',
    );
  });

  it('asks for a file before importing', async () => {
    asStaff('admin');
    render(<ProductsAdminPage />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Importeren' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Kies eerst een CSV-bestand.');
    expect(importCsv).not.toHaveBeenCalled();
  });
});
