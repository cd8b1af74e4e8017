import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '~/lib/messages';
import { accountOrder } from '../../../tests/helpers/account-orders';
import { fakeApi } from '../../../tests/helpers/fake-api';
import ReturnAction from './ReturnAction';

const text = messages.returns;

describe('ReturnAction', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is not offered after the period or when every line was asked back', () => {
    const { rerender } = render(<ReturnAction order={accountOrder({ withdrawable: false })} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    rerender(<ReturnAction order={accountOrder({ returned_line_ids: [1] })} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    // Not shipped yet: nothing to send back ("Herroepen" cancels the order instead).
    rerender(<ReturnAction order={accountOrder({ status: 'paid' })} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('asks how many packs per line, says so when none, and sends the chosen ones', async () => {
    const api = fakeApi({
      'POST /api/orders/ord-1/returns': { status: 201, json: { status: text.requested } },
    });
    render(<ReturnAction order={accountOrder()} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: text.formTitle }));
    await user.click(screen.getByRole('button', { name: text.submit }));
    expect(screen.getByRole('alert')).toHaveTextContent(text.nothingChosen);
    expect(api.calls('POST /api/orders/ord-1/returns')).toHaveLength(0);

    await user.type(screen.getByLabelText(/Aantal terug: Comfort Broekje/), '1');
    await user.click(screen.getByRole('button', { name: text.submit }));
    expect(await screen.findByRole('status')).toHaveTextContent(text.requested);
    expect(api.calls('POST /api/orders/ord-1/returns')[0]!.body).toEqual({
      lines: [{ line_id: 1, quantity: 1 }],
    });
  });
});
