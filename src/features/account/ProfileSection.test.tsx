import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '~/lib/messages';
import { field } from '../../../tests/helpers/dom';
import type { User } from './account';
import { changePassword, saveProfile } from './account.actions';
import { logout } from './auth.actions';
import ProfileSection from './ProfileSection';

vi.mock('./account.actions', () => ({ saveProfile: vi.fn(), changePassword: vi.fn() }));
vi.mock('./auth.actions', () => ({ logout: vi.fn() }));

const text = messages.accountForms;
const anna = {
  id: 3,
  email: 'anna@example.nl',
  first_name: 'Anna',
  last_name: 'de Vries',
  role: 'customer',
} as User;

describe('ProfileSection', () => {
  beforeEach(() => vi.clearAllMocks());

  it('shows the name and e-mail address', () => {
    render(<ProfileSection user={anna} />);
    expect(screen.getByText('Anna de Vries')).toBeInTheDocument();
    expect(screen.getByText('anna@example.nl')).toBeInTheDocument();
  });

  it('saves a changed name and says so', async () => {
    vi.mocked(saveProfile).mockResolvedValue({ ok: true, status: messages.account.profileSaved });
    const user = userEvent.setup();
    render(<ProfileSection user={anna} />);
    await user.click(screen.getByRole('button', { name: text.changeName }));
    await user.clear(field(text.firstName));
    await user.type(field(text.firstName), 'Annie');
    await user.click(screen.getByRole('button', { name: text.save }));
    expect(saveProfile).toHaveBeenCalledWith({ first_name: 'Annie', last_name: 'de Vries' });
    expect(await screen.findByRole('status')).toHaveTextContent(messages.account.profileSaved);
    expect(screen.queryByRole('form', { name: text.changeName })).not.toBeInTheDocument();
  });

  it('keeps the password form open with the error beside the wrong field', async () => {
    vi.mocked(changePassword).mockResolvedValue({
      ok: false,
      message: 'Controleer de velden.',
      errors: { current_password: ['Je huidige wachtwoord klopt niet.'] },
    });
    const user = userEvent.setup();
    render(<ProfileSection user={anna} />);
    await user.click(screen.getByRole('button', { name: text.changePassword }));
    await user.type(field(text.currentPassword), 'fout');
    await user.type(field(text.newPassword), 'nieuw wachtwoord 1');
    await user.type(field(text.repeatNewPassword), 'nieuw wachtwoord 1');
    await user.click(screen.getByRole('button', { name: text.save }));
    expect(changePassword).toHaveBeenCalledWith({
      current_password: 'fout',
      password: 'nieuw wachtwoord 1',
      password_confirmation: 'nieuw wachtwoord 1',
    });
    expect(await screen.findByText('Je huidige wachtwoord klopt niet.')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: text.changePassword })).toBeInTheDocument();
  });

  it('shows a failure without field errors as an alert', async () => {
    vi.mocked(saveProfile).mockResolvedValue({ ok: false, message: messages.account.failure, errors: {} });
    const user = userEvent.setup();
    render(<ProfileSection user={anna} />);
    await user.click(screen.getByRole('button', { name: text.changeName }));
    await user.click(screen.getByRole('button', { name: text.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.account.failure);
  });

  it('logs out and goes to the front page', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    vi.mocked(logout).mockResolvedValue();
    render(<ProfileSection user={anna} />);
    await userEvent.setup().click(screen.getByRole('button', { name: text.logout }));
    expect(logout).toHaveBeenCalled();
    expect(assign).toHaveBeenCalledWith('/');
  });
});
