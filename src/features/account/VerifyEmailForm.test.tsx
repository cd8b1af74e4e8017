import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '~/lib/messages';
import { loginThenBackPath, verifyEmailPath } from '~/lib/routes';
import type { User } from './account';
import { confirmEmailAddress } from './account.actions';
import { fetchUser } from './auth.actions';
import { $authToken, $user, clearSession, setSession } from './auth.store';
import VerifyEmailForm from './VerifyEmailForm';

vi.mock('./account.actions', () => ({ confirmEmailAddress: vi.fn() }));
vi.mock('./auth.actions', () => ({ fetchUser: vi.fn() }));

const text = messages.emailVerification;
const gerda = {
  id: 4,
  email: 'gerda@example.nl',
  first_name: 'Gerda',
  last_name: 'Gast',
  role: 'customer',
} as User;

describe('VerifyEmailForm', () => {
  afterEach(() => {
    clearSession();
    vi.clearAllMocks();
  });

  it('confirms nothing while logged out: it asks to log in and come back to this link', () => {
    render(<VerifyEmailForm token="abc" />);
    expect(screen.queryByRole('button', { name: text.button })).not.toBeInTheDocument();
    expect(screen.getByText(text.logInFirst)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text.logIn })).toHaveAttribute(
      'href',
      loginThenBackPath(verifyEmailPath('abc')),
    );
    expect(confirmEmailAddress).not.toHaveBeenCalled();
  });

  it('names the logged-in account and confirms with the button', async () => {
    setSession('sessie', gerda);
    vi.mocked(confirmEmailAddress).mockResolvedValue({ ok: true, status: text.done(2) });
    const user = userEvent.setup();
    render(<VerifyEmailForm token="abc" />);
    expect(await screen.findByText(text.forAccount('gerda@example.nl'))).toBeInTheDocument();
    expect(confirmEmailAddress).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: text.button }));
    expect(confirmEmailAddress).toHaveBeenCalledWith('abc');
    expect(await screen.findByRole('status')).toHaveTextContent(text.done(2));
  });

  it('says so when the link belongs to another account', async () => {
    setSession('sessie', gerda);
    vi.mocked(confirmEmailAddress).mockResolvedValue({ ok: false, message: text.otherAccount, errors: {} });
    const user = userEvent.setup();
    render(<VerifyEmailForm token="abc" />);
    await user.click(await screen.findByRole('button', { name: text.button }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text.otherAccount);
  });

  it('fetches the user behind a stored token', async () => {
    $authToken.set('sessie');
    $user.set(null);
    render(<VerifyEmailForm token="abc" />);
    expect(fetchUser).toHaveBeenCalled();
  });
});
