import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '~/features/account/auth.store';
import type { StatsResponse } from '~/features/admin/stats/stats';
import { messages } from '~/lib/messages';
import { asStaff } from '../../../tests/helpers/staff';
import { fetchStats } from './admin.actions';
import StatsPage from './StatsPage';

vi.mock('./admin.actions', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./admin.actions')>()),
  fetchStats: vi.fn(),
}));
// uPlot draws on a canvas, which happy-dom has not; the charts' table alternatives are what is tested.
vi.mock('./TimeChart', () => ({ default: () => null }));

const same = (current: number, previous: number) => ({ current, previous });
function stats(): StatsResponse {
  return {
    period: { from: '2026-10-27', to: '2026-11-25' },
    previous: { from: '2026-09-27', to: '2026-10-26' },
    bucket: 'day',
    figures: {
      revenueCents: same(1_234_500, 1_000_000),
      revenueExclVatCents: same(1_132_569, 917_431),
      orders: same(321, 300),
      averageOrderCents: same(3846, 3333),
      newCustomers: same(40, 35),
      repeatCustomerShare: { current: 0.4, previous: 0.35 },
      activeSubscriptions: same(12, 10),
      subscriptionMrrCents: same(40_000, 35_000),
      cancelledSubscriptions: same(1, 2),
      newsletterSignups: same(9, 4),
    },
    series: [
      {
        bucket: '2026-11-25',
        revenueCents: 50_000,
        orders: 12,
        previousRevenueCents: 40_000,
        previousOrders: 10,
      },
    ],
    topProducts: {
      byRevenue: [{ id: 1, name: 'Comfort Broekje', units: 120, revenueCents: 155_400 }],
      byUnits: [],
    },
    topCategories: { byRevenue: [], byUnits: [] },
    paymentMethods: [{ method: 'ideal', orders: 300, revenueCents: 1_100_000 }],
    ordersByStatus: [{ status: 'paid', orders: 300, previous: 280 }],
  };
}

describe('StatsPage', () => {
  beforeEach(() => {
    vi.mocked(fetchStats).mockReset().mockResolvedValue(stats());
    vi.spyOn(history, 'replaceState').mockImplementation(() => {});
  });
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it("shows the period's key figures and the best-selling product", async () => {
    asStaff('admin');
    render(<StatsPage />);
    expect((await screen.findAllByText(/€\s12\.345/u)).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/Comfort Broekje/).length).toBeGreaterThan(0);
  });

  it('asks for another period when a preset is chosen', async () => {
    asStaff('admin');
    render(<StatsPage />);
    await screen.findAllByText(/Comfort Broekje/);
    await userEvent.setup().click(screen.getByRole('radio', { name: messages.statsPicker.presets['12m'] }));
    await waitFor(() => expect(fetchStats).toHaveBeenCalledTimes(2));
  });

  it('is for admins only: an editor is told so and nothing is asked', async () => {
    asStaff('editor');
    render(<StatsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.admin.noAccessStats);
    expect(fetchStats).not.toHaveBeenCalled();
  });
});
