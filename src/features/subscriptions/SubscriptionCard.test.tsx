import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '~/lib/messages';
import { accountSubscription } from '../../../tests/helpers/account-orders';
import { field } from '../../../tests/helpers/dom';
import { fakeApi } from '../../../tests/helpers/fake-api';
import SubscriptionCard from './SubscriptionCard';
import { runSubscriptionAction } from './subscriptions.actions';

vi.mock('./subscriptions.actions', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./subscriptions.actions')>()),
  runSubscriptionAction: vi.fn(),
}));

const text = messages.subscriptions;

describe('SubscriptionCard', () => {
  beforeEach(() => vi.mocked(runSubscriptionAction).mockReset());
  afterEach(() => vi.unstubAllGlobals());

  it('names the recipient the renewals go to, with her address', () => {
    render(
      <SubscriptionCard
        subscription={accountSubscription({
          recipient_name: 'Ria de Moeder',
          address: {
            street: 'Oudegracht',
            street_number: '5',
            street_addition: null,
            postcode: '3511 LX',
            city: 'Utrecht',
          },
        })}
      />,
    );
    expect(screen.getByText(text.control.deliveredTo('Ria de Moeder'), { exact: false })).toBeInTheDocument();
    expect(screen.getByText(/Oudegracht 5, 3511 LX Utrecht/)).toBeInTheDocument();
  });

  it('shows the interval, the next delivery, its amount and the lines', () => {
    render(<SubscriptionCard subscription={accountSubscription()} />);
    expect(screen.getByRole('heading', { name: text.every(4) })).toBeInTheDocument();
    expect(screen.getByText(/Volgende levering: .*10 december 2026/)).toBeInTheDocument();
    expect(screen.getByText(/€\s30,90/u)).toBeInTheDocument();
    expect(screen.getByText(/Comfort Broekje/)).toBeInTheDocument();
  });

  it("skips the next delivery and shows the server's message and new date", async () => {
    vi.mocked(runSubscriptionAction).mockResolvedValue({
      ok: true,
      subscription: accountSubscription({ next_delivery: '2027-01-07' }),
      message: text.control.skipped('7 januari 2027'),
    });
    render(<SubscriptionCard subscription={accountSubscription()} />);
    await userEvent.setup().click(screen.getByRole('button', { name: text.control.skip }));
    expect(runSubscriptionAction).toHaveBeenCalledWith('sub-1', 'skip', undefined);
    expect(await screen.findByRole('status')).toHaveTextContent(text.control.skipped('7 januari 2027'));
    expect(screen.getByText(/Volgende levering: .*7 januari 2027/)).toBeInTheDocument();
  });

  it('puts the actions used most first: skip, products, how often; then pause, address, cancel', () => {
    render(<SubscriptionCard subscription={accountSubscription()} />);
    const actions = within(screen.getByRole('group', { name: text.control.actionsLabel }))
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(actions).toEqual([
      text.control.skip,
      text.control.editLines,
      text.control.interval,
      text.control.pause,
      text.control.editAddress,
      text.cancel,
    ]);
  });

  it('undoes a skip until the order is made: the skipped day comes back', async () => {
    vi.mocked(runSubscriptionAction).mockResolvedValue({
      ok: true,
      subscription: accountSubscription({ next_delivery: '2026-12-10', skipped_delivery: null }),
      message: text.control.skipUndone('10 december 2026'),
    });
    render(
      <SubscriptionCard
        subscription={accountSubscription({ next_delivery: '2027-01-07', skipped_delivery: '2026-12-10' })}
      />,
    );
    expect(screen.getByText(text.control.skippedNote('10 december 2026'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text.control.skip })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: text.control.undoSkip }));
    expect(runSubscriptionAction).toHaveBeenCalledWith('sub-1', 'unskip', undefined);
    expect(await screen.findByRole('status')).toHaveTextContent(text.control.skipUndone('10 december 2026'));
    expect(screen.getByText(/Volgende levering: .*10 december 2026/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: text.control.skip })).toBeInTheDocument();
  });

  it('pauses until a chosen date, and shows a refused date beside the field', async () => {
    vi.mocked(runSubscriptionAction).mockResolvedValue({
      ok: false,
      message: 'Kies een andere datum.',
      errors: { until: ['Die datum ligt te ver weg.'] },
    });
    const user = userEvent.setup();
    render(<SubscriptionCard subscription={accountSubscription()} />);
    await user.click(screen.getByRole('button', { name: text.control.pause }));
    // The form loads on its first opening (decision 033): wait until it is there.
    await screen.findByRole('button', { name: text.control.pauseConfirm });
    const until = field(text.control.pauseUntil);
    await user.clear(until);
    await user.type(until, '2027-01-15');
    await user.click(screen.getByRole('button', { name: text.control.pauseConfirm }));
    expect(runSubscriptionAction).toHaveBeenCalledWith('sub-1', 'pause', { until: '2027-01-15' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Kies een andere datum.');
    expect(field(text.control.pauseUntil)).toHaveAccessibleDescription(/Die datum ligt te ver weg\./);
  });

  it('offers to resume a subscription the customer paused, not to skip', async () => {
    vi.mocked(runSubscriptionAction).mockResolvedValue({
      ok: true,
      subscription: accountSubscription(),
      message: text.control.resumed('10 december 2026'),
    });
    render(
      <SubscriptionCard
        subscription={accountSubscription({
          status: 'paused',
          pause_reason: 'customer',
          paused_until: '2027-01-15',
        })}
      />,
    );
    expect(screen.queryByRole('button', { name: text.control.skip })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: text.control.resume }));
    expect(runSubscriptionAction).toHaveBeenCalledWith('sub-1', 'resume', undefined);
    expect(await screen.findByRole('status')).toHaveTextContent(text.control.resumed('10 december 2026'));
  });

  it('cancels after one confirmation and then offers nothing more', async () => {
    const api = fakeApi({ 'POST /api/subscriptions/sub-1/cancel': { json: {} } });
    const user = userEvent.setup();
    render(<SubscriptionCard subscription={accountSubscription()} />);
    await user.click(screen.getByRole('button', { name: text.cancel }));
    const confirm = await screen.findByRole('group', { name: text.confirmQuestion });
    await user.click(within(confirm).getByRole('button', { name: text.confirm }));
    expect(await screen.findByRole('status')).toHaveTextContent(text.done);
    expect(api.calls('POST /api/subscriptions/sub-1/cancel')).toHaveLength(1);
    expect(screen.getByText(text.cancelled)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text.control.skip })).not.toBeInTheDocument();
  });

  it('keeps the subscription when the customer says no, and reports a failed cancellation', async () => {
    fakeApi({ 'POST /api/subscriptions/sub-1/cancel': { status: 500, text: '' } });
    const user = userEvent.setup();
    render(<SubscriptionCard subscription={accountSubscription()} />);
    await user.click(screen.getByRole('button', { name: text.cancel }));
    await user.click(await screen.findByRole('button', { name: text.keep }));
    expect(screen.queryByRole('group', { name: text.confirmQuestion })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text.cancel }));
    await user.click(screen.getByRole('button', { name: text.confirm }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text.failure);
  });

  it('lets the buyer send the renewals to a saved recipient or to herself instead of editing the address', async () => {
    fakeApi({
      'GET /api/account/recipients': {
        json: {
          recipients: [
            {
              id: 7,
              label: 'Oom',
              first_name: 'Kees',
              last_name: 'Jansen',
              postcode: '3511 AB',
              house_number: '3',
              addition: null,
              street: 'Lange Nieuwstraat',
              city: 'Utrecht',
            },
          ],
        },
      },
    });
    vi.mocked(runSubscriptionAction).mockResolvedValue({
      ok: true,
      subscription: accountSubscription({ recipient_name: 'Kees Jansen' }),
      message: text.control.addressChanged,
    });
    const user = userEvent.setup();
    render(<SubscriptionCard subscription={accountSubscription({ recipient_name: 'Riet Jansen' })} />);
    await user.click(screen.getByRole('button', { name: text.control.editAddress }));
    const form = await screen.findByRole('form', { name: text.control.editAddress });
    const choices = within(form).getByRole('group', { name: text.control.deliverTo });
    // Editing the current address is the default: its fields show.
    expect(within(choices).getByRole('radio', { name: text.control.deliverEdit })).toBeChecked();
    expect(within(form).getByLabelText(/^Postcode/)).toBeInTheDocument();
    await user.click(
      await within(choices).findByRole('radio', {
        name: /Oom: Kees Jansen, Lange Nieuwstraat 3, 3511 AB Utrecht/,
      }),
    );
    expect(within(form).queryByLabelText(/^Postcode/)).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: text.control.addressSave }));
    expect(runSubscriptionAction).toHaveBeenCalledWith('sub-1', 'address', { deliver_to: 7 });
    expect(
      await screen.findByText(text.control.deliveredTo('Kees Jansen'), { exact: false }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: text.control.editAddress }));
    await user.click(await screen.findByRole('radio', { name: text.control.deliverOwn }));
    await user.click(screen.getByRole('button', { name: text.control.addressSave }));
    expect(runSubscriptionAction).toHaveBeenLastCalledWith('sub-1', 'address', { deliver_to: 'own' });
  });

  it('offers no choice of receiver when she has no saved recipients and receives herself', async () => {
    fakeApi({ 'GET /api/account/recipients': { json: { recipients: [] } } });
    render(<SubscriptionCard subscription={accountSubscription()} />);
    await userEvent.setup().click(screen.getByRole('button', { name: text.control.editAddress }));
    const form = await screen.findByRole('form', { name: text.control.editAddress });
    expect(within(form).getByLabelText(/^Postcode/)).toBeInTheDocument();
    expect(within(form).queryByRole('radio')).not.toBeInTheDocument();
  });

  it("sends only the address fields when she edits the current receiver's address", async () => {
    fakeApi({ 'GET /api/account/recipients': { json: { recipients: [] } } });
    vi.mocked(runSubscriptionAction).mockResolvedValue({
      ok: true,
      subscription: accountSubscription({ recipient_name: 'Riet Jansen' }),
      message: text.control.addressChanged,
    });
    const user = userEvent.setup();
    render(<SubscriptionCard subscription={accountSubscription({ recipient_name: 'Riet Jansen' })} />);
    await user.click(screen.getByRole('button', { name: text.control.editAddress }));
    const form = await screen.findByRole('form', { name: text.control.editAddress });
    expect(within(form).getByRole('radio', { name: text.control.deliverOwn })).not.toBeChecked();
    await user.click(within(form).getByRole('button', { name: text.control.addressSave }));
    expect(runSubscriptionAction).toHaveBeenCalledWith('sub-1', 'address', {
      postcode: '1012 JS',
      street_number: '1',
      street_addition: '',
      street: 'Dam',
      city: 'Amsterdam',
    });
  });
});
