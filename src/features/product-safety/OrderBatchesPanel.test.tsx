import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '~/lib/messages';
import { orderDetail, orderLine } from '../../../tests/helpers/order-detail';
import { serverError } from '../../../tests/helpers/server-error';
import { OrderBatchesPanel } from './OrderBatchesPanel';
import { fetchOrderBatches, saveOrderBatches } from './product-safety.actions';

vi.mock('./product-safety.actions', () => ({ fetchOrderBatches: vi.fn(), saveOrderBatches: vi.fn() }));

const text = messages.productSafety;
const order = orderDetail('shipped', {
  lines: [
    orderLine(),
    orderLine({
      id: 2,
      productName: 'Inlegverband',
      variationName: null,
      quantity: 1,
      unitPriceCents: 795,
      lineTotalCents: 795,
    }),
  ],
});

describe('OrderBatchesPanel (staff order page)', () => {
  beforeEach(() => {
    vi.mocked(fetchOrderBatches).mockReset().mockResolvedValue({ 1: 'LOT-2026-11' });
    vi.mocked(saveOrderBatches).mockReset();
  });

  it('shows the batch packed per line and saves every line', async () => {
    vi.mocked(saveOrderBatches).mockResolvedValue({ 1: 'LOT-2026-11', 2: 'B7' });
    render(<OrderBatchesPanel order={order} />);
    const first = screen.getByRole('textbox', { name: text.batchLabel('Comfort Broekje - M') });
    expect(await screen.findByDisplayValue('LOT-2026-11')).toBe(first);
    expect(fetchOrderBatches).toHaveBeenCalledWith('ZZ-000042');
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: text.batchLabel('Inlegverband') }), 'B7');
    await user.click(screen.getByRole('button', { name: text.batchSave }));
    expect(saveOrderBatches).toHaveBeenCalledWith('ZZ-000042', [
      { line_id: 1, batch_code: 'LOT-2026-11' },
      { line_id: 2, batch_code: 'B7' },
    ]);
    expect(await screen.findByRole('status')).toHaveTextContent(text.batchSaved);
  });

  it('lets staff type only once the stored codes are in, so a late answer wipes nothing', async () => {
    let answer: (codes: Record<number, string>) => void = () => {};
    vi.mocked(fetchOrderBatches).mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    render(<OrderBatchesPanel order={order} />);
    const second = screen.getByRole('textbox', { name: text.batchLabel('Inlegverband') });
    expect(second).toBeDisabled();
    expect(screen.getByRole('button', { name: text.batchSave })).toBeDisabled();
    await act(async () => answer({ 1: 'LOT-2026-11' }));
    expect(second).toBeEnabled();
    await userEvent.setup().type(second, 'B7');
    expect(second).toHaveValue('B7');
    expect(screen.getByRole('textbox', { name: text.batchLabel('Comfort Broekje - M') })).toHaveValue(
      'LOT-2026-11',
    );
  });

  it("shows the server's refusal of a code, and a failed load", async () => {
    vi.mocked(saveOrderBatches).mockRejectedValue(serverError(422, { message: text.batchInvalid }));
    render(<OrderBatchesPanel order={order} />);
    await screen.findByDisplayValue('LOT-2026-11');
    await userEvent.setup().click(screen.getByRole('button', { name: text.batchSave }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text.batchInvalid);
  });

  it('says the batches could not be loaded, and still takes new ones', async () => {
    vi.mocked(fetchOrderBatches).mockRejectedValue(new Error('network'));
    render(<OrderBatchesPanel order={order} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.admin.loadFailed);
    expect(screen.getByRole('textbox', { name: text.batchLabel('Inlegverband') })).toBeEnabled();
  });
});
