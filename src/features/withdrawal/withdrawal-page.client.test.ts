import { screen, waitFor } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withdrawal } from '~/lib/messages/account';
import { fakeApi } from '../../../tests/helpers/fake-api';
import { initWithdrawalPage } from './withdrawal-page.client';

// /herroepen as its page renders it: the request form, or the confirm step of the mailed link.
const REQUEST_FORM = `
  <form novalidate data-withdrawal-request>
    <label for="w-order">Bestelnummer</label><input id="w-order" name="order_number" required />
    <p data-error-for="order_number"></p>
    <label for="w-email">E-mailadres</label><input id="w-email" name="email" type="email" required />
    <p data-error-for="email"></p>
    <button type="submit">Verstuur</button>
    <p role="status" data-withdrawal-status></p>
  </form>`;
const CONFIRM_STEP = `
  <div data-withdrawal-confirm data-token="tok-1">
    <button type="button">${withdrawal.button}</button>
    <p role="status" data-withdrawal-status></p>
  </div>`;

afterEach(() => vi.unstubAllGlobals());

describe('withdrawal page: request', () => {
  it('names the empty fields without calling the server', async () => {
    const api = fakeApi({});
    document.body.innerHTML = REQUEST_FORM;
    initWithdrawalPage();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Verstuur' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Bestelnummer')).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(api.sent).toHaveLength(0);
  });

  it("sends order number and address and shows the server's status", async () => {
    const api = fakeApi({
      'POST /api/withdrawal/request': { json: { status: 'We hebben je een e-mail gestuurd.' } },
    });
    document.body.innerHTML = REQUEST_FORM;
    initWithdrawalPage();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Bestelnummer'), 'ZZ-1001');
    await user.type(screen.getByLabelText('E-mailadres'), 'anna@example.nl');
    await user.click(screen.getByRole('button', { name: 'Verstuur' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('We hebben je een e-mail gestuurd.'),
    );
    expect(api.calls('POST /api/withdrawal/request')[0]?.body).toEqual({
      order_number: 'ZZ-1001',
      email: 'anna@example.nl',
    });
  });
});

describe('withdrawal page: confirm', () => {
  it('confirms with the token from the link and removes the button', async () => {
    const api = fakeApi({
      'POST /api/withdrawal/confirm': { json: { status: 'Je herroeping is ontvangen.' } },
    });
    document.body.innerHTML = CONFIRM_STEP;
    initWithdrawalPage();
    await userEvent.setup().click(screen.getByRole('button', { name: withdrawal.button }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Je herroeping is ontvangen.'));
    expect(api.calls('POST /api/withdrawal/confirm')[0]?.body).toEqual({ token: 'tok-1' });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it("shows an expired link's message and lets the visitor try again", async () => {
    fakeApi({
      'POST /api/withdrawal/confirm': {
        status: 409,
        json: { message: 'De herroepingstermijn is verlopen.' },
      },
    });
    document.body.innerHTML = CONFIRM_STEP;
    initWithdrawalPage();
    await userEvent.setup().click(screen.getByRole('button', { name: withdrawal.button }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('De herroepingstermijn is verlopen.'),
    );
    expect(screen.getByRole('button', { name: withdrawal.button })).toBeEnabled();
  });
});
