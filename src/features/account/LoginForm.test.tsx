import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '~/lib/messages';
import { routes } from '~/lib/routes';
import { login } from './auth.actions';
import LoginForm from './LoginForm';

vi.mock('./auth.actions', () => ({ login: vi.fn() }));

const assign = vi.fn();

describe('LoginForm', () => {
  beforeEach(() => {
    vi.mocked(login).mockReset();
    assign.mockReset();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
  });

  async function fillIn(email: string, password: string) {
    const user = userEvent.setup();
    render(<LoginForm />);
    if (email) await user.type(screen.getByLabelText(/E-mailadres/), email);
    if (password) await user.type(screen.getByLabelText(/Wachtwoord/), password);
    await user.click(screen.getByRole('button', { name: messages.accountPages.login }));
  }

  it('sends the e-mail address and password and goes to the account page', async () => {
    vi.mocked(login).mockResolvedValue({ id: 1, email: 'a@b.nl' } as never);
    await fillIn('klant@zorgzaam.example', 'geheim wachtwoord');
    expect(login).toHaveBeenCalledWith('klant@zorgzaam.example', 'geheim wachtwoord');
    expect(assign).toHaveBeenCalledWith(routes.account);
  });

  it('goes back to the shop page it came from (?terug=)', async () => {
    vi.mocked(login).mockResolvedValue({ id: 1, email: 'a@b.nl' } as never);
    const back = '/e-mailadres-bevestigen?token=abc';
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      search: `?terug=${encodeURIComponent(back)}`,
      assign,
    });
    await fillIn('klant@zorgzaam.example', 'geheim wachtwoord');
    expect(assign).toHaveBeenCalledWith(back);
  });

  it('never goes back to another site', async () => {
    vi.mocked(login).mockResolvedValue({ id: 1, email: 'a@b.nl' } as never);
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      search: '?terug=//evil.example',
      assign,
    });
    await fillIn('klant@zorgzaam.example', 'geheim wachtwoord');
    expect(assign).toHaveBeenCalledWith(routes.account);
  });

  it("shows the spec's alert when the server refuses (section 8) and lets the user try again", async () => {
    vi.mocked(login).mockRejectedValue(new Error('401'));
    await fillIn('klant@zorgzaam.example', 'fout');
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.login.failure);
    expect(screen.getByRole('button', { name: messages.accountPages.login })).toBeEnabled();
    expect(assign).not.toHaveBeenCalled();
  });

  it('names empty and malformed fields without calling the server', async () => {
    await fillIn('geen-adres', '');
    expect(screen.getByText(messages.form.invalidEmail)).toBeInTheDocument();
    expect(screen.getByLabelText(/Wachtwoord/)).toHaveAttribute('aria-invalid', 'true');
    expect(login).not.toHaveBeenCalled();
  });
});
