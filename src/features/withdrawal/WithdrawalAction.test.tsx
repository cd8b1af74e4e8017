import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '~/lib/messages';
import { accountOrder } from '../../../tests/helpers/account-orders';
import { fakeApi } from '../../../tests/helpers/fake-api';
import WithdrawalAction from './WithdrawalAction';

const text = messages.withdrawal;

describe('WithdrawalAction', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is not offered once the period is over', () => {
    render(<WithdrawalAction order={accountOrder({ withdrawable: false })} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says until when, asks once more, then withdraws and confirms with date and time', async () => {
    const api = fakeApi({
      'POST /api/orders/ord-1/withdraw': { json: { withdrawn_at: '2026-11-25T14:30:00Z' } },
    });
    render(<WithdrawalAction order={accountOrder()} />);
    expect(screen.getByText(/Herroepen kan tot en met .*8 december 2026/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: text.button }));
    expect(screen.getByText(text.confirmQuestion('ZZ-1001'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text.confirm }));
    expect(
      await screen.findByText(/Je hebt de overeenkomst herroepen op .*25 november 2026.*15:30/),
    ).toBeInTheDocument();
    expect(api.calls('POST /api/orders/ord-1/withdraw')).toHaveLength(1);
  });

  it('says before shipping that the order is cancelled and everything refunded, nothing sent back', async () => {
    fakeApi({ 'POST /api/orders/ord-1/withdraw': { json: { withdrawn_at: '2026-11-25T14:30:00Z' } } });
    render(<WithdrawalAction order={accountOrder({ status: 'paid', withdrawable_until: null })} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: text.button }));
    expect(screen.getByText(text.confirmQuestionUnshipped('ZZ-1001'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text.confirm }));
    expect(await screen.findByText(/We annuleren hem en betalen alles terug/)).toBeInTheDocument();
  });

  it('goes back without sending anything on Annuleren', async () => {
    const api = fakeApi({});
    render(<WithdrawalAction order={accountOrder()} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: text.button }));
    await user.click(screen.getByRole('button', { name: text.cancel }));
    expect(screen.getByRole('button', { name: text.button })).toBeInTheDocument();
    expect(api.sent).toHaveLength(0);
  });

  it("shows the server's refusal when the period has just ended (409)", async () => {
    fakeApi({
      'POST /api/orders/ord-1/withdraw': {
        status: 409,
        json: { message: 'De herroepingstermijn is voorbij.' },
      },
    });
    render(<WithdrawalAction order={accountOrder()} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: text.button }));
    await user.click(screen.getByRole('button', { name: text.confirm }));
    expect(await screen.findByText('De herroepingstermijn is voorbij.')).toBeInTheDocument();
  });
});
