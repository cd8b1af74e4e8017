import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '~/features/account/auth.store';
import { fetchOrder, orderAction } from '~/features/admin/admin.actions';
import { messages } from '~/lib/messages';
import { orderDetail } from '../../../tests/helpers/order-detail';
import { asStaff } from '../../../tests/helpers/staff';
import OrderPage from './OrderPage';

vi.mock('~/features/admin/admin.actions', async (importOriginal) => ({
  ...(await importOriginal<typeof import('~/features/admin/admin.actions')>()),
  fetchOrder: vi.fn(),
  orderAction: vi.fn(),
}));

const text = messages.orderActions;

describe('OrderPage', () => {
  beforeEach(() => {
    vi.mocked(fetchOrder).mockReset().mockResolvedValue(orderDetail('paid'));
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
    vi.mocked(orderAction).mockResolvedValue(orderDetail('shipped', { trackAndTrace: '3SABCD1234567' }));
    render(<OrderPage number="ZZ-000042" />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(text.trackAndTrace), '3SABCD1234567');
    await user.click(screen.getByRole('button', { name: text.ship }));
    expect(orderAction).toHaveBeenCalledWith('ZZ-000042', 'ship', { track_and_trace: '3SABCD1234567' });
    expect(await screen.findByText(text.shipped)).toBeInTheDocument();
  });

  it('offers an editor no refund and no cancelling of a paid order: money is for order handlers', async () => {
    render(<OrderPage number="ZZ-000042" />);
    expect(await screen.findByRole('button', { name: text.ship })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text.cancel })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text.refund })).not.toBeInTheDocument();
    expect(screen.queryByText(messages.refunds.linesLegend)).not.toBeInTheDocument();
  });

  it('shows an open withdrawal or return and asks once more before shipping', async () => {
    vi.mocked(fetchOrder).mockResolvedValue(
      orderDetail('paid', {
        withdrawal: { requestedAt: '2026-11-25T09:00:00Z', confirmedAt: null },
        openReturns: 1,
      }),
    );
    vi.mocked(orderAction).mockResolvedValue(orderDetail('shipped'));
    render(<OrderPage number="ZZ-000042" />);
    expect(await screen.findByText(text.openReturns(1))).toBeInTheDocument();
    expect(screen.getByText(/een link aangevraagd om deze bestelling te herroepen/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: text.ship }));
    expect(screen.getByText(text.shipDespite)).toBeInTheDocument();
    expect(orderAction).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: text.confirm(text.ship) }));
    expect(orderAction).toHaveBeenCalledWith('ZZ-000042', 'ship', { track_and_trace: '' });
  });

  it("names a business buyer's company, KvK number, btw-id and PO reference", async () => {
    vi.mocked(fetchOrder).mockResolvedValue(
      orderDetail('paid', {
        company: {
          name: 'Thuiszorg De Linde B.V.',
          kvk: '12345678',
          vatId: 'NL123456789B01',
          poReference: 'PO-42',
        },
      }),
    );
    render(<OrderPage number="ZZ-000042" />);
    expect(await screen.findByText('Thuiszorg De Linde B.V.')).toBeInTheDocument();
    expect(screen.getByText('KvK 12345678 · btw-id NL123456789B01 · inkooporder PO-42')).toBeInTheDocument();
  });

  it('asks before cancelling a paid order, and shows a refusal from the server', async () => {
    asStaff('order_handler');
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

  it('shows per line what was refunded, the shipping given back and the total', async () => {
    const paid = orderDetail('shipped');
    vi.mocked(fetchOrder).mockResolvedValue({
      ...paid,
      refundedCents: 1795,
      shippingRefundedCents: 500,
      lines: [{ ...paid.lines[0]!, refunded: { packs: 1, cents: 1295 } }],
    });
    render(<OrderPage number="ZZ-000042" />);
    const row = await screen.findByRole('row', { name: /Comfort Broekje/ });
    expect(row).toHaveTextContent(/1 × \(€\s12,95\)/u);
    expect(screen.getByRole('columnheader', { name: messages.refunds.refundedColumn })).toBeInTheDocument();
    expect(screen.getByText(messages.refunds.shippingRefunded)).toBeInTheDocument();
  });

  it('offers nothing more for a cancelled order', async () => {
    vi.mocked(fetchOrder).mockResolvedValue(orderDetail('cancelled'));
    render(<OrderPage number="ZZ-000042" />);
    expect(await screen.findByText(text.none)).toBeInTheDocument();
  });

  it('names payment and refund states in Dutch', async () => {
    vi.mocked(fetchOrder).mockResolvedValue(
      orderDetail('paid', {
        payments: [
          {
            id: 1,
            provider: 'test',
            providerPaymentId: 'tr_test_1',
            method: 'ideal',
            status: 'paid',
            amountCents: 2590,
            refundedCents: 1295,
            createdAt: '2026-11-20T10:00:00Z',
            paidAt: '2026-11-20T10:01:00Z',
            refunds: [
              {
                id: 1,
                amountCents: 1295,
                status: 'refunded',
                createdAt: '2026-11-21T10:00:00Z',
                actor: null,
              },
            ],
          },
        ],
      }),
    );
    render(<OrderPage number="ZZ-000042" />);
    const payments = await screen.findByRole('region', { name: messages.orderLines.payments });
    expect(payments).toHaveTextContent(/iDEAL · €\s25,90 · betaald/u);
    expect(payments).toHaveTextContent('(terugbetaald)');
    expect(payments).not.toHaveTextContent(/\bpaid\b|\brefunded\b/);
  });
});
