import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '~/features/account/auth.store';
import { messages } from '~/lib/messages';
import { outboxEntry } from '../../../tests/helpers/outbox-entries';
import { serverError } from '../../../tests/helpers/server-error';
import { asStaff } from '../../../tests/helpers/staff';
import OutboxPage from './OutboxPage';
import { fetchOutbox, retryOutbox } from './outbox.actions';

vi.mock('./outbox.actions', () => ({ fetchOutbox: vi.fn(), retryOutbox: vi.fn() }));

const text = messages.outboxStaff;

describe('OutboxPage', () => {
  beforeEach(() => {
    vi.mocked(fetchOutbox).mockReset().mockResolvedValue([outboxEntry()]);
    vi.mocked(retryOutbox).mockReset().mockResolvedValue({ message: text.retried });
  });
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it('shows every failing event to an editor, without the retry button', async () => {
    asStaff('editor');
    render(<OutboxPage />);
    expect(await screen.findByRole('link', { name: 'ZZ-000042' })).toBeInTheDocument();
    expect(fetchOutbox).toHaveBeenCalledWith(undefined, 0);
    expect(screen.queryByRole('button', { name: text.retry })).not.toBeInTheDocument();
  });

  it('lets an admin retry and then loads the list again', async () => {
    asStaff('admin');
    render(<OutboxPage />);
    await userEvent.setup().click(await screen.findByRole('button', { name: text.retry }));
    expect(retryOutbox).toHaveBeenCalledWith(7);
    await waitFor(() => expect(fetchOutbox).toHaveBeenLastCalledWith(undefined, 1));
    expect(screen.getByRole('status')).toHaveTextContent(text.retried);
  });

  it('shows the server’s message when the list cannot load', async () => {
    vi.mocked(fetchOutbox).mockRejectedValue(
      serverError(503, { message: 'De database is even niet bereikbaar.' }),
    );
    asStaff('editor');
    render(<OutboxPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('De database is even niet bereikbaar.');
  });
});
