import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '~/lib/messages';
import { outboxEntry } from '../../../../tests/helpers/outbox-entries';
import { fetchOutbox, retryOutbox } from '../outbox.actions';
import { FailingMails } from './FailingMails';

vi.mock('../outbox.actions', () => ({ fetchOutbox: vi.fn(), retryOutbox: vi.fn() }));

const text = messages.outboxStaff;

describe('FailingMails (staff order page)', () => {
  beforeEach(() => {
    vi.mocked(fetchOutbox).mockReset();
    vi.mocked(retryOutbox).mockReset().mockResolvedValue({ message: text.retried });
  });

  it("shows this order's mails that keep failing, and retries one", async () => {
    vi.mocked(fetchOutbox).mockResolvedValue([outboxEntry()]);
    render(<FailingMails number="ZZ-000042" canRetry />);
    expect(await screen.findByRole('heading', { name: text.orderPanel })).toBeInTheDocument();
    expect(fetchOutbox).toHaveBeenCalledWith('ZZ-000042', 0);
    await userEvent.setup().click(screen.getByRole('button', { name: text.retry }));
    expect(retryOutbox).toHaveBeenCalledWith(7);
    await waitFor(() => expect(fetchOutbox).toHaveBeenLastCalledWith('ZZ-000042', 1));
  });

  it('shows nothing when no mail of the order fails, or the list cannot load', async () => {
    vi.mocked(fetchOutbox).mockResolvedValue([]);
    const { container, unmount } = render(<FailingMails number="ZZ-000042" canRetry />);
    await waitFor(() => expect(fetchOutbox).toHaveBeenCalled());
    expect(container).toBeEmptyDOMElement();
    unmount();

    vi.mocked(fetchOutbox).mockRejectedValue(new Error('network'));
    const again = render(<FailingMails number="ZZ-000042" canRetry />);
    await waitFor(() => expect(fetchOutbox).toHaveBeenCalledTimes(2));
    expect(again.container).toBeEmptyDOMElement();
  });
});
