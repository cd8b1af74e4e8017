import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '~/lib/messages';
import { field } from '../../../tests/helpers/dom';
import { fakeApi } from '../../../tests/helpers/fake-api';
import { ForgotPasswordForm, ResetPasswordForm } from './PasswordResetForms';

const text = messages.accountPages;

afterEach(() => vi.unstubAllGlobals());

describe('ForgotPasswordForm', () => {
  it("sends the address and shows the server's neutral status, emptying the field", async () => {
    const api = fakeApi({
      'POST /api/forgot-password': { json: { status: messages.passwordReset.requested } },
    });
    const user = userEvent.setup();
    render(<ForgotPasswordForm />);
    await user.type(field(text.email), 'anna@example.nl');
    await user.click(screen.getByRole('button', { name: text.sendResetLink }));
    expect(await screen.findByRole('status')).toHaveTextContent(messages.passwordReset.requested);
    expect(api.calls('POST /api/forgot-password')[0]?.body).toEqual({ email: 'anna@example.nl' });
    expect(field(text.email)).toHaveValue('');
  });

  it('shows the fallback error when the call fails without a message (section 8)', async () => {
    fakeApi({ 'POST /api/forgot-password': { status: 503, text: '' } });
    const user = userEvent.setup();
    render(<ForgotPasswordForm />);
    await user.type(field(text.email), 'anna@example.nl');
    await user.click(screen.getByRole('button', { name: text.sendResetLink }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.passwordReset.failure);
  });
});

describe('ResetPasswordForm', () => {
  async function submit() {
    const user = userEvent.setup();
    render(<ResetPasswordForm token="abc123" />);
    await user.type(field(text.email), 'anna@example.nl');
    await user.type(field(text.newPassword), 'nieuw wachtwoord 1');
    await user.type(field(text.confirmPassword), 'nieuw wachtwoord 1');
    await user.click(screen.getByRole('button', { name: text.resetPassword }));
  }

  it('sends the token from the link with the new password', async () => {
    const api = fakeApi({ 'POST /api/reset-password': { json: { status: messages.passwordReset.done } } });
    await submit();
    expect(await screen.findByRole('status')).toHaveTextContent(messages.passwordReset.done);
    expect(api.calls('POST /api/reset-password')[0]?.body).toEqual({
      token: 'abc123',
      email: 'anna@example.nl',
      password: 'nieuw wachtwoord 1',
      password_confirmation: 'nieuw wachtwoord 1',
    });
  });

  it("shows an expired link's error as the form's alert, once", async () => {
    const expired = 'Deze link is verlopen. Vraag een nieuwe aan.';
    fakeApi({
      'POST /api/reset-password': { status: 422, json: { message: expired, errors: { token: [expired] } } },
    });
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(expired);
    expect(screen.getAllByText(expired)).toHaveLength(1);
  });

  it("shows the server's invalid-link answer (filed under email) once, as the alert", async () => {
    const invalid = messages.passwordReset.invalidLink;
    fakeApi({
      'POST /api/reset-password': { status: 422, json: { message: invalid, errors: { email: [invalid] } } },
    });
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(invalid);
    expect(screen.getAllByText(invalid)).toHaveLength(1);
    expect(field(text.email)).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('puts a field error beside its field', async () => {
    fakeApi({
      'POST /api/reset-password': {
        status: 422,
        json: {
          message: 'Controleer de velden.',
          errors: { password_confirmation: ['De wachtwoorden zijn niet gelijk.'] },
        },
      },
    });
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Controleer de velden.');
    expect(field(text.confirmPassword)).toHaveAccessibleDescription('De wachtwoorden zijn niet gelijk.');
  });
});
