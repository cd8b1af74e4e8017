import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '~/features/account/auth.store';
import { messages } from '~/lib/messages';
import { asStaff } from '../../../tests/helpers/staff';
import { fetchStock, saveStock } from './admin.actions';
import StockPage from './StockPage';

vi.mock('./admin.actions', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./admin.actions')>()),
  fetchStock: vi.fn(),
  saveStock: vi.fn(),
}));

const text = messages.stockScreen;
const products = [
  {
    id: 1,
    name: 'Comfort Broekje',
    slug: 'comfort-broekje',
    isActive: true,
    stock: null,
    variations: [
      { id: 11, name: 'M', stock: 40 },
      { id: 12, name: 'L', stock: 3 },
    ],
  },
  { id: 2, name: 'Nacht Verband', slug: 'nacht-verband', isActive: true, stock: 0, variations: [] },
];

describe('StockPage', () => {
  beforeEach(() => {
    vi.mocked(fetchStock).mockReset().mockResolvedValue({ products });
    vi.mocked(saveStock).mockReset();
    asStaff('editor');
  });
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it('lists stock per product and size, naming low and sold-out stock in words', async () => {
    render(<StockPage />);
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByText(messages.stockEditor.low)).toBeInTheDocument();
    expect(within(table).getByText(messages.stockEditor.soldOut)).toBeInTheDocument();
  });

  it('saves a counted number for one size and says it is saved', async () => {
    vi.mocked(saveStock).mockResolvedValue({
      target: 'variation',
      id: 12,
      name: 'Comfort Broekje - L',
      stock: 25,
    });
    render(<StockPage />);
    const input = await screen.findByRole('spinbutton', { name: 'Voorraad Comfort Broekje - L' });
    const user = userEvent.setup();
    await user.clear(input);
    await user.type(input, '25{Enter}');
    expect(saveStock).toHaveBeenCalledWith({ target: 'variation', id: 12, stock: 25 });
    expect(await screen.findByText(messages.stockEditor.saved)).toBeInTheDocument();
  });

  it('refuses a negative number without calling the server', async () => {
    render(<StockPage />);
    const input = await screen.findByRole('spinbutton', { name: 'Voorraad Nacht Verband' });
    const user = userEvent.setup();
    await user.clear(input);
    await user.type(input, '-2{Enter}');
    expect(screen.getByText(messages.stockEditor.wholeNumber)).toBeInTheDocument();
    expect(saveStock).not.toHaveBeenCalled();
  });

  it('shows only low stock when asked, and finds a product by name', async () => {
    render(<StockPage />);
    await screen.findByRole('table');
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: /Alleen bijna op/ }));
    expect(
      screen.queryByRole('spinbutton', { name: 'Voorraad Comfort Broekje - M' }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /Alleen bijna op/ }));
    await user.type(screen.getByRole('searchbox', { name: text.search }), 'nacht');
    expect(screen.getAllByRole('spinbutton')).toHaveLength(1);
  });
});
