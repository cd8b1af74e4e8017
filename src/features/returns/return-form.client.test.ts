import { screen, waitFor } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { returns } from '~/lib/messages/returns';
import { fakeApi } from '../../../tests/helpers/fake-api';
import { initReturnForm } from './return-form.client';

// The return form of /herroepen behind a mailed link, as the page renders it.
const FORM = `
  <form novalidate data-return-request data-token="tok-1" aria-label="Retour">
    <label for="r-7">Aantal terug: Pants</label><input id="r-7" name="line-7" type="number" />
    <label for="r-8">Aantal terug: Inlegverband</label><input id="r-8" name="line-8" type="number" />
    <p role="alert" data-return-error></p>
    <button type="submit">${returns.submit}</button>
    <p role="status" data-return-status></p>
  </form>`;

afterEach(() => vi.unstubAllGlobals());

describe('return form behind the mailed link', () => {
  it('asks for at least one pack before it calls the server', async () => {
    const api = fakeApi({});
    document.body.innerHTML = FORM;
    initReturnForm();
    await userEvent.setup().click(screen.getByRole('button', { name: returns.submit }));
    expect(screen.getByRole('alert')).toHaveTextContent(returns.nothingChosen);
    expect(api.sent).toHaveLength(0);
  });

  it('sends the packs per line with the token and shows the answer', async () => {
    const api = fakeApi({
      'POST /api/returns/by-link': { status: 201, json: { status: returns.requested } },
    });
    document.body.innerHTML = FORM;
    initReturnForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Aantal terug: Pants'), '2');
    await user.click(screen.getByRole('button', { name: returns.submit }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(returns.requested));
    expect(api.calls('POST /api/returns/by-link')[0]!.body).toEqual({
      token: 'tok-1',
      lines: [
        { line_id: 7, quantity: 2 },
        { line_id: 8, quantity: 0 },
      ],
    });
  });

  it("shows the server's refusal for the lines", async () => {
    fakeApi({
      'POST /api/returns/by-link': {
        status: 422,
        json: { message: 'x', errors: { lines: [returns.tooMany] } },
      },
    });
    document.body.innerHTML = FORM;
    initReturnForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Aantal terug: Pants'), '9');
    await user.click(screen.getByRole('button', { name: returns.submit }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(returns.tooMany));
  });
});
