import { render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '~/lib/messages';
import { adminOrderPath } from '~/lib/routes';
import { fetchSizelessSubscriptions } from './admin.actions';
import { SizelessSubscriptions } from './SizelessSubscriptions';

vi.mock('./admin.actions', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./admin.actions')>()),
  fetchSizelessSubscriptions: vi.fn(),
}));

const text = messages.subscriptions.staffMissingSize;

describe('SizelessSubscriptions (staff orders page)', () => {
  beforeEach(() => {
    vi.mocked(fetchSizelessSubscriptions).mockReset();
  });

  it('lists the subscriptions that renew a product without a size, with the order to find the customer', async () => {
    vi.mocked(fetchSizelessSubscriptions).mockResolvedValue([
      {
        subscriptionId: 3,
        email: 'jan@example.nl',
        status: 'active',
        productNames: ['Pants Heren', 'Comfort Broekje'],
        latestOrderNumber: 'ZZ-000077',
      },
      {
        subscriptionId: 4,
        email: 'els@example.nl',
        status: 'paused',
        productNames: ['Pants Dames'],
        latestOrderNumber: null,
      },
    ]);
    render(<SizelessSubscriptions />);
    expect(await screen.findByRole('heading', { name: text.title(2) })).toBeInTheDocument();
    expect(
      screen.getByText(text.line('jan@example.nl', 'Pants Heren, Comfort Broekje'), { exact: false }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ZZ-000077' })).toHaveAttribute(
      'href',
      adminOrderPath('ZZ-000077'),
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('shows nothing when there are none, or when the notice cannot load (the orders list still works)', async () => {
    vi.mocked(fetchSizelessSubscriptions).mockResolvedValue([]);
    const first = render(<SizelessSubscriptions />);
    await waitFor(() => expect(fetchSizelessSubscriptions).toHaveBeenCalled());
    expect(first.container).toBeEmptyDOMElement();
    first.unmount();

    vi.mocked(fetchSizelessSubscriptions).mockRejectedValue(new Error('network'));
    const second = render(<SizelessSubscriptions />);
    await waitFor(() => expect(fetchSizelessSubscriptions).toHaveBeenCalledTimes(2));
    expect(second.container).toBeEmptyDOMElement();
  });
});
