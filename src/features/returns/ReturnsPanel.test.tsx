import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '~/lib/messages';
import { serverError } from '../../../tests/helpers/server-error';
import { ReturnsPanel } from './ReturnsPanel';
import type { ReturnView } from './returns';
import { fetchOrderReturns, markReturnReceived } from './returns.actions';

vi.mock('./returns.actions', () => ({ fetchOrderReturns: vi.fn(), markReturnReceived: vi.fn() }));

const text = messages.returns.staff;
const requested: ReturnView = {
  id: 4,
  lineId: 1,
  lineName: 'Comfort Broekje M',
  quantity: 1,
  refundCents: 1295,
  requestedAt: '2026-11-22T10:00:00Z',
  receivedAt: null,
};

describe('ReturnsPanel (staff order page)', () => {
  beforeEach(() => {
    vi.mocked(fetchOrderReturns).mockReset().mockResolvedValue([requested]);
    vi.mocked(markReturnReceived).mockReset();
  });

  it('lists a requested return with its refund, marks it received and has the order reloaded', async () => {
    vi.mocked(markReturnReceived).mockResolvedValue([{ ...requested, receivedAt: '2026-11-24T09:00:00Z' }]);
    const onRefunded = vi.fn();
    render(<ReturnsPanel number="ZZ-000042" onRefunded={onRefunded} canReceive />);
    expect(await screen.findByText(/1 × Comfort Broekje M · €\s12,95/u)).toBeInTheDocument();
    expect(fetchOrderReturns).toHaveBeenCalledWith('ZZ-000042');
    expect(screen.getByText(/^Aangevraagd op/)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: text.markReceived }));
    expect(markReturnReceived).toHaveBeenCalledWith('ZZ-000042', 4);
    expect(await screen.findByRole('status')).toHaveTextContent(text.received);
    expect(screen.getByText(/^Ontvangen en terugbetaald op/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text.markReceived })).not.toBeInTheDocument();
    expect(onRefunded).toHaveBeenCalledOnce();
  });

  it("shows the server's refusal (already refunded) and does not reload", async () => {
    vi.mocked(markReturnReceived).mockRejectedValue(serverError(409, { message: text.alreadyReceived }));
    const onRefunded = vi.fn();
    render(<ReturnsPanel number="ZZ-000042" onRefunded={onRefunded} canReceive />);
    await userEvent.setup().click(await screen.findByRole('button', { name: text.markReceived }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text.alreadyReceived);
    expect(onRefunded).not.toHaveBeenCalled();
  });

  it('offers an editor no "received" button: it moves money (order handlers and admins only)', async () => {
    render(<ReturnsPanel number="ZZ-000042" onRefunded={() => {}} />);
    expect(await screen.findByText(/^Aangevraagd op/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text.markReceived })).not.toBeInTheDocument();
  });

  it('says when none was asked for, and when the returns cannot load', async () => {
    vi.mocked(fetchOrderReturns).mockResolvedValue([]);
    const { unmount } = render(<ReturnsPanel number="ZZ-000042" onRefunded={() => {}} />);
    expect(await screen.findByText(text.none)).toBeInTheDocument();
    unmount();

    vi.mocked(fetchOrderReturns).mockRejectedValue(serverError(500));
    render(<ReturnsPanel number="ZZ-000042" onRefunded={() => {}} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.admin.loadFailed);
  });
});
