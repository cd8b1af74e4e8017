import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '~/features/account/auth.store';
import { messages } from '~/lib/messages';
import { adminOrderPath } from '~/lib/routes';
import { field } from '../../../tests/helpers/dom';
import { serverError } from '../../../tests/helpers/server-error';
import { asStaff } from '../../../tests/helpers/staff';
import type { RecallRow } from './product-safety';
import { downloadRecallCsv, findRecall } from './product-safety.actions';
import RecallPage from './RecallPage';

vi.mock('./product-safety.actions', () => ({ findRecall: vi.fn(), downloadRecallCsv: vi.fn() }));

const text = messages.productSafety;
const row: RecallRow = {
  orderNumber: 'ZZ-000042',
  orderedAt: '2026-11-20T10:00:00Z',
  shippedAt: '2026-11-21T10:00:00Z',
  buyerName: 'Anna de Vries',
  email: 'anna@example.nl',
  deliveredTo: 'Dam 1, 1012 JS Amsterdam',
  product: 'Comfort Broekje M',
  quantity: 2,
  batchCode: 'LOT-2026-11',
};

async function search(batch: string) {
  const user = userEvent.setup();
  await user.type(field(text.recallSearch), batch);
  await user.click(screen.getByRole('button', { name: text.recallFind }));
  return user;
}

describe('RecallPage', () => {
  beforeEach(() => {
    vi.mocked(findRecall).mockReset().mockResolvedValue([row]);
    vi.mocked(downloadRecallCsv).mockReset().mockResolvedValue();
    asStaff('editor');
  });
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it('finds who got a batch and where it went, and downloads the same as CSV', async () => {
    render(<RecallPage />);
    await screen.findByRole('heading', { name: text.recallTitle });
    const user = await search('lot-2026-11');
    expect(findRecall).toHaveBeenCalledWith('lot-2026-11');
    const results = await screen.findByRole('region', { name: text.recallTitle });
    expect(within(results).getByRole('status')).toHaveTextContent(text.recallCount(1));
    expect(within(results).getByRole('link', { name: 'ZZ-000042' })).toHaveAttribute(
      'href',
      adminOrderPath('ZZ-000042'),
    );
    expect(results).toHaveTextContent('Anna de Vries · anna@example.nl');
    expect(results).toHaveTextContent('Dam 1, 1012 JS Amsterdam');
    expect(results).toHaveTextContent('2 × Comfort Broekje M');
    await user.click(screen.getByRole('button', { name: text.recallCsv }));
    // The batch as the server reads it: trimmed, upper case.
    expect(downloadRecallCsv).toHaveBeenCalledWith('LOT-2026-11');
  });

  it('says when nobody got the batch, without a download', async () => {
    vi.mocked(findRecall).mockResolvedValue([]);
    render(<RecallPage />);
    await screen.findByRole('heading', { name: text.recallTitle });
    await search('B9');
    expect(await screen.findByRole('status')).toHaveTextContent(text.recallNone('B9'));
    expect(screen.queryByRole('button', { name: text.recallCsv })).not.toBeInTheDocument();
  });

  it("shows the server's refusal of a search, and a failed download", async () => {
    vi.mocked(findRecall).mockRejectedValueOnce(serverError(422, { message: text.batchInvalid }));
    render(<RecallPage />);
    await screen.findByRole('heading', { name: text.recallTitle });
    const user = await search('*');
    expect(await screen.findByRole('alert')).toHaveTextContent(text.batchInvalid);

    vi.mocked(downloadRecallCsv).mockRejectedValue(serverError(500));
    await user.clear(field(text.recallSearch));
    await search('B9');
    await user.click(await screen.findByRole('button', { name: text.recallCsv }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.admin.actionFailed);
  });
});
