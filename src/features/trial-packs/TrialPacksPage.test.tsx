import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '~/features/account/auth.store';
import { messages } from '~/lib/messages';
import { serverError } from '../../../tests/helpers/server-error';
import { asStaff } from '../../../tests/helpers/staff';
import TrialPacksPage from './TrialPacksPage';
import type { StaffTrialRequest } from './trial-packs';
import { fetchTrialRequests, shipTrialPack } from './trial-packs.actions';

vi.mock('./trial-packs.actions', () => ({ fetchTrialRequests: vi.fn(), shipTrialPack: vi.fn() }));

const text = messages.trialStaff;
const request = (overrides: Partial<StaffTrialRequest> = {}): StaffTrialRequest => ({
  id: 21,
  status: 'confirmed',
  createdAt: '2026-11-20T10:00:00Z',
  confirmedAt: '2026-11-20T10:05:00Z',
  shippedAt: null,
  name: 'Els de Vries',
  email: 'els@example.nl',
  addressLines: ['Dam 1', '1012 JS Amsterdam'],
  followUpConsent: true,
  trackAndTrace: null,
  lines: [
    { name: 'Comfort Broekje M', stock: 14 },
    { name: 'Inlegverband', stock: null },
  ],
  ...overrides,
});

describe('TrialPacksPage', () => {
  beforeEach(() => {
    vi.mocked(fetchTrialRequests).mockReset().mockResolvedValue([request()]);
    vi.mocked(shipTrialPack).mockReset().mockResolvedValue({});
    asStaff('editor');
  });
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it('shows each request with address, status, consent and the stock of each product', async () => {
    render(<TrialPacksPage />);
    const card = (await screen.findByRole('heading', { name: 'Els de Vries' })).closest('li')!;
    expect(card).toHaveTextContent(text.statusLabels.confirmed!);
    expect(card).toHaveTextContent('Dam 1, 1012 JS Amsterdam · els@example.nl');
    expect(card).toHaveTextContent(text.followUp);
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual([`Comfort Broekje M (${text.stock(14)})`, `Inlegverband (${text.stock(null)})`]);
  });

  it('marks a confirmed request shipped with its track-and-trace code and loads the list again', async () => {
    render(<TrialPacksPage />);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: text.trackAndTrace }), '3SPROEF1');
    vi.mocked(fetchTrialRequests).mockResolvedValue([
      request({ status: 'shipped', trackAndTrace: '3SPROEF1' }),
    ]);
    await user.click(screen.getByRole('button', { name: `${text.ship} (Els de Vries)` }));
    expect(shipTrialPack).toHaveBeenCalledWith(21, '3SPROEF1');
    expect(await screen.findByRole('status')).toHaveTextContent(text.shipped);
    await waitFor(() => expect(screen.getByText(text.statusLabels.shipped!)).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /Markeer als verzonden/ })).not.toBeInTheDocument();
  });

  it("shows the server's refusal of a shipment (out of stock)", async () => {
    vi.mocked(shipTrialPack).mockRejectedValue(
      serverError(409, { message: text.outOfStock('Inlegverband') }),
    );
    render(<TrialPacksPage />);
    await userEvent.setup().click(await screen.findByRole('button', { name: `${text.ship} (Els de Vries)` }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text.outOfStock('Inlegverband'));
  });

  it('offers no shipping for a request not confirmed yet, and says when there are none', async () => {
    vi.mocked(fetchTrialRequests).mockResolvedValue([request({ status: 'unconfirmed' })]);
    const { unmount } = render(<TrialPacksPage />);
    expect(await screen.findByText(text.statusLabels.unconfirmed!)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: text.trackAndTrace })).not.toBeInTheDocument();
    unmount();

    vi.mocked(fetchTrialRequests).mockResolvedValue([]);
    render(<TrialPacksPage />);
    expect(await screen.findByText(text.none)).toBeInTheDocument();
  });
});
