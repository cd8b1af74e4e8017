import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '~/features/account/auth.store';
import type { OrderListResponse } from '~/features/admin/order-list';
import { messages } from '~/lib/messages';
import { asStaff } from '../../../tests/helpers/staff';
import { downloadOrdersCsv, fetchOrders } from './admin.actions';
import OrdersPage from './OrdersPage';

vi.mock('./admin.actions', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./admin.actions')>()),
  fetchOrders: vi.fn(),
  downloadOrdersCsv: vi.fn(),
}));

const text = messages.ordersFilter;
const order = {
  number: 'ZZ-000042',
  createdAt: '2026-11-20T10:00:00Z',
  status: 'paid' as const,
  customerName: 'Anna de Vries',
  email: 'anna@example.nl',
  city: 'Amsterdam',
  totalCents: 3090,
  paymentMethod: 'ideal',
  isSubscription: false,
  openReturn: false,
};

const answer = (part: Partial<OrderListResponse>): OrderListResponse => ({
  orders: [],
  total: 0,
  totalExact: true,
  offset: 0,
  pageSize: 25,
  next: null,
  previous: null,
  ...part,
});

describe('OrdersPage', () => {
  beforeEach(() => {
    vi.mocked(fetchOrders)
      .mockReset()
      .mockResolvedValue(answer({ orders: [order], total: 1 }));
    vi.mocked(downloadOrdersCsv).mockReset().mockResolvedValue();
    vi.spyOn(history, 'replaceState').mockImplementation(() => {});
  });
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it('lists the orders with customer, status and total', async () => {
    asStaff('editor');
    render(<OrdersPage />);
    expect(await screen.findByText('ZZ-000042')).toBeInTheDocument();
    expect(screen.getByText(/Anna de Vries/)).toBeInTheDocument();
    expect(screen.getAllByText(/€\s30,90/u).length).toBeGreaterThan(0);
  });

  it('offers a phone order to those who may move money, not to editors', async () => {
    asStaff('order_handler');
    const { unmount } = render(<OrdersPage />);
    expect(await screen.findByRole('link', { name: 'Telefonische bestelling' })).toHaveAttribute(
      'href',
      '/admin/orders/telefonisch',
    );
    unmount();
    asStaff('editor');
    render(<OrdersPage />);
    await screen.findByText('ZZ-000042');
    expect(screen.queryByRole('link', { name: 'Telefonische bestelling' })).not.toBeInTheDocument();
  });

  it('searches with the filter typed and exports the same selection as CSV', async () => {
    asStaff('editor');
    render(<OrdersPage />);
    await screen.findByText('ZZ-000042');
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: text.query }), 'anna');
    await user.selectOptions(screen.getByRole('combobox', { name: text.status }), 'paid');
    await user.click(screen.getByRole('button', { name: text.search }));
    await waitFor(() => expect(fetchOrders).toHaveBeenLastCalledWith({ q: 'anna', status: 'paid' }, {}));
    await user.click(screen.getByRole('button', { name: text.export }));
    expect(downloadOrdersCsv).toHaveBeenCalledWith({ q: 'anna', status: 'paid' });
  });

  it('says there are no orders for a filter that finds none', async () => {
    vi.mocked(fetchOrders).mockResolvedValue(answer({ orders: [], total: 0 }));
    asStaff('editor');
    render(<OrdersPage />);
    expect(await screen.findByText(messages.admin.noOrders)).toBeInTheDocument();
  });

  it('pages by position and says which orders it shows, "meer dan" past the count', async () => {
    vi.mocked(fetchOrders)
      .mockResolvedValueOnce(
        answer({ orders: [order], total: 10_000, totalExact: false, next: { after: 'ZZ-000042' } }),
      )
      .mockResolvedValueOnce(
        answer({ orders: [order], total: 10_000, totalExact: false, offset: 25, previous: {} }),
      );
    asStaff('editor');
    render(<OrdersPage />);
    expect(await screen.findByRole('heading', { name: 'Meer dan 10.000 bestellingen' })).toBeInTheDocument();
    expect(screen.getByText('1–1 van meer dan 10.000')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: messages.orderLines.previousPage })).toBeDisabled();
    await userEvent.setup().click(screen.getByRole('button', { name: messages.orderLines.nextPage }));
    await waitFor(() => expect(fetchOrders).toHaveBeenLastCalledWith({}, { after: 'ZZ-000042' }));
    expect(await screen.findByText('26–26 van meer dan 10.000')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: messages.orderLines.nextPage })).toBeDisabled();
  });

  it('says so when a page lies past the counted orders', async () => {
    vi.mocked(fetchOrders).mockResolvedValue(
      answer({
        orders: [order],
        total: 10_000,
        totalExact: false,
        offset: null,
        previous: { before: 'ZZ-1' },
      }),
    );
    asStaff('editor');
    render(<OrdersPage />);
    expect(await screen.findByText('Verder dan de eerste 10.000')).toBeInTheDocument();
  });

  it('tells a customer this screen is for staff only', async () => {
    asStaff('customer');
    render(<OrdersPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.admin.noAccess);
    expect(fetchOrders).not.toHaveBeenCalled();
  });
});
