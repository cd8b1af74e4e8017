import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '~/lib/messages';
import { routes } from '~/lib/routes';
import { field } from '../../../tests/helpers/dom';
import { fakeApi } from '../../../tests/helpers/fake-api';
import { $authToken, clearSession } from './auth.store';
import RegisterForm from './RegisterForm';

const assign = vi.fn();
const text = messages.accountForms;

async function fillIn({ consent = true } = {}) {
  const user = userEvent.setup();
  render(<RegisterForm />);
  await user.type(field(text.firstName), 'Anna');
  await user.type(field(text.lastName), 'de Vries');
  await user.type(field('E-mailadres'), 'anna@example.nl');
  await user.type(field(text.registerPassword), 'een lang wachtwoord');
  await user.type(field(text.repeatPassword), 'een lang wachtwoord');
  if (consent) await user.click(screen.getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: text.createAccount }));
}

describe('RegisterForm', () => {
  beforeEach(() => {
    assign.mockReset();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
  });

  it('sends the form, keeps the session and opens the account page', async () => {
    const api = fakeApi({
      'POST /api/register': {
        status: 201,
        json: { token: 't0k3n', user: { id: 7, email: 'anna@example.nl' } },
      },
    });
    await fillIn();
    expect(api.calls('POST /api/register')[0]?.body).toMatchObject({
      first_name: 'Anna',
      last_name: 'de Vries',
      email: 'anna@example.nl',
      privacy: 'on',
    });
    expect($authToken.get()).toBe('t0k3n');
    expect(assign).toHaveBeenCalledWith(routes.account);
  });

  it('asks for consent to the privacy statement before sending anything', async () => {
    const api = fakeApi({});
    await fillIn({ consent: false });
    expect(screen.getByText(messages.form.checkboxRequired)).toBeInTheDocument();
    expect(api.sent).toHaveLength(0);
  });

  it("shows the server's message and puts its field errors beside the fields (422)", async () => {
    fakeApi({
      'POST /api/register': {
        status: 422,
        json: {
          message: 'Controleer je gegevens.',
          errors: { email: ['Dit e-mailadres is al in gebruik.'] },
        },
      },
    });
    await fillIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Controleer je gegevens.');
    expect(field('E-mailadres')).toHaveAccessibleDescription('Dit e-mailadres is al in gebruik.');
    expect(assign).not.toHaveBeenCalled();
  });

  it('falls back to the general failure text when the server sends no message', async () => {
    fakeApi({ 'POST /api/register': { status: 500, text: 'oops' } });
    await fillIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.account.failure);
    expect(screen.getByRole('button', { name: text.createAccount })).toBeEnabled();
  });
});
