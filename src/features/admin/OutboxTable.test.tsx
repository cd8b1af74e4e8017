import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '~/lib/messages';
import { adminOrderPath } from '~/lib/routes';
import { outboxEntry } from '../../../tests/helpers/outbox-entries';
import { serverError } from '../../../tests/helpers/server-error';
import { OutboxTable } from './OutboxTable';
import { retryOutbox } from './outbox.actions';

vi.mock('./outbox.actions', () => ({ fetchOutbox: vi.fn(), retryOutbox: vi.fn() }));

const text = messages.outboxStaff;

describe('OutboxTable', () => {
  beforeEach(() => {
    vi.mocked(retryOutbox).mockReset();
  });

  it('lists each failing event: what, for which order, attempts, status and the last error', () => {
    render(
      <OutboxTable
        events={[
          outboxEntry(),
          outboxEntry({ id: 8, type: 'custom.thing', failed: true, orderNumber: null }),
        ]}
        canRetry={false}
        onRetried={() => {}}
      />,
    );
    const [, first, second] = screen.getAllByRole('row');
    expect(first).toHaveTextContent(text.eventLabels['order.paid']!);
    expect(within(first!).getByRole('link', { name: 'ZZ-000042' })).toHaveAttribute(
      'href',
      adminOrderPath('ZZ-000042'),
    );
    expect(first).toHaveTextContent(text.failing);
    expect(first).toHaveTextContent('SMTP 451: try again later');
    // An event type without a label shows its name; one that gave up says so.
    expect(second).toHaveTextContent('custom.thing');
    expect(second).toHaveTextContent(text.failed);
    // Editors see, only admins retry.
    expect(screen.queryByRole('button', { name: text.retry })).not.toBeInTheDocument();
  });

  it('says an event no handler is registered for is kept, not failed', () => {
    render(
      <OutboxTable
        events={[
          outboxEntry({
            type: 'order.vergeten',
            unhandled: true,
            lastError: 'no handler registered for order.vergeten',
          }),
        ]}
        canRetry={false}
        onRetried={() => {}}
      />,
    );
    const [, row] = screen.getAllByRole('row');
    expect(row).toHaveTextContent(text.unhandled);
    expect(row).not.toHaveTextContent(text.failing);
  });

  it('lets an admin retry an event now and says what the server answered', async () => {
    vi.mocked(retryOutbox).mockResolvedValue({ message: text.retried });
    const onRetried = vi.fn();
    render(<OutboxTable events={[outboxEntry()]} canRetry onRetried={onRetried} />);
    await userEvent.setup().click(screen.getByRole('button', { name: text.retry }));
    expect(retryOutbox).toHaveBeenCalledWith(7);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(text.retried));
    expect(onRetried).toHaveBeenCalledOnce();
  });

  it('shows the server’s refusal of a retry and does not reload', async () => {
    vi.mocked(retryOutbox).mockImplementation(async () => {
      throw serverError(404, { message: text.notFound });
    });
    const onRetried = vi.fn();
    render(<OutboxTable events={[outboxEntry()]} canRetry onRetried={onRetried} />);
    await userEvent.setup().click(screen.getByRole('button', { name: text.retry }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(text.notFound));
    expect(onRetried).not.toHaveBeenCalled();
  });

  it('says there is nothing failing when the list is empty', () => {
    render(<OutboxTable events={[]} canRetry onRetried={() => {}} />);
    expect(screen.getByText(text.empty)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
