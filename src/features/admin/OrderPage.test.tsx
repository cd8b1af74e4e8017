import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '~/features/account/auth.store';
import type { OrderStatus } from '~/features/orders/orders';
import { messages } from '~/lib/messages';
import { asStaff } from '../../../tests/helpers/staff';
import { availableActions, type OrderDetail } from './admin';
import { fetchOrder, orderAction } from './admin.actions';
import OrderPage from './OrderPage';

vi.mock('./admin.actions', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./admin.actions')>()),
  fetchOrder: vi.fn(),
  orderAction: vi.fn(),
}));

const text = messages.orderActions;

function order(status: OrderStatus, overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    number: 'ZZ-000042',
    publicId: 'pub-42',
    status,
    createdAt: '2026-11-20T10:00:00Z',
    paidAt: '2026-11-20T10:01:00Z',
    shippedAt: null,
    trackAndTrace: null,
    trackingUrl: null,
    deliveryMethod: 'home',
    pickupPoint: null,
    customer: { firstName: 'Anna', lastName: 'de Vries', email: 'anna@example.nl', hasAccount: true },
    recipient: null,
    address: {
      street: 'Dam',
      streetNumber: '1',
      streetAddition: null,
      postcode: '1012 JS',
      city: 'Amsterdam',
      country: 'Nederland',
    },
    isSubscription: false,
    subscriptionIntervalWeeks: null,
    paymentMethod: 'ideal',
    subtotalCents: 2590,
    discountCode: null,
    discountCents: 0,
    shippingCents: 500,
    vatCents: 256,
    totalCents: 3090,
    refundedCents: 0,
    lines: [
      {
        id: 1,
        productName: 'Comfort Broekje',
        variationName: 'M',
        quantity: 2,
        unitPriceCents: 1295,
        lineTotalCents: 2590,
        stockItem: null,
      },
    ],
    payments: [],
    invoices: [],
    history: [],
    actions: availableActions(status),
    ...overrides,
  };
}

describe('OrderPage', () => {
  beforeEach(() => {
    vi.mocked(fetchOrder).mockReset().mockResolvedValue(order('paid'));
    vi.mocked(orderAction).mockReset();
    asStaff('editor');
  });
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it('shows the lines, the customer and the address', async () => {
    render(<OrderPage number="ZZ-000042" />);
    expect(await screen.findByRole('rowheader', { name: /Comfort Broekje/ })).toBeInTheDocument();
    expect(screen.getAllByText(/Anna de Vries/).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/1012 JS/).length).toBeGreaterThan(0);
  });

  it('ships the order with a track-and-trace code and says the customer was mailed', async () => {
    vi.mocked(orderAction).mockResolvedValue(order('shipped', { trackAndTrace: '3SABCD1234567' }));
    render(<OrderPage number="ZZ-000042" />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(text.trackAndTrace), '3SABCD1234567');
    await user.click(screen.getByRole('button', { name: text.ship }));
    expect(orderAction).toHaveBeenCalledWith('ZZ-000042', 'ship', { track_and_trace: '3SABCD1234567' });
    expect(await screen.findByText(text.shipped)).toBeInTheDocument();
  });

  it('asks before cancelling a paid order, and shows a refusal from the server', async () => {
    vi.mocked(orderAction).mockRejectedValue(new Error('409'));
    render(<OrderPage number="ZZ-000042" />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: text.cancel }));
    expect(screen.getByText(text.cancelPaidConfirm)).toBeInTheDocument();
    expect(orderAction).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: text.confirm(text.cancel) }));
    expect(orderAction).toHaveBeenCalledWith('ZZ-000042', 'cancel', { note: '' });
    expect(await screen.findByText(messages.admin.actionFailed)).toBeInTheDocument();
  });

  it('offers nothing more for a cancelled order', async () => {
    vi.mocked(fetchOrder).mockResolvedValue(order('cancelled'));
    render(<OrderPage number="ZZ-000042" />);
    expect(await screen.findByText(text.none)).toBeInTheDocument();
  });
});
