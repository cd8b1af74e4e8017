import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $authToken, clearSession } from '~/features/account/auth.store';
import { messages } from '~/lib/messages';
import { routes } from '~/lib/routes';
import { accountOrder, accountSubscription } from '../../../tests/helpers/account-orders';
import { fakeApi } from '../../../tests/helpers/fake-api';
import AccountDashboard from './AccountDashboard';

const anna = { id: 3, email: 'anna@example.nl', first_name: 'Anna', last_name: 'de Vries', role: 'customer' };
const replace = vi.fn();

function account(overrides: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /api/user': { json: anna },
    'POST /api/get-user-orders': { json: { orders: [accountOrder()] } },
    'GET /api/subscriptions': { json: { subscriptions: [accountSubscription({ interval_weeks: 8 })] } },
    'GET /api/account/recipients': { json: { recipients: [] } },
    'GET /api/account/address': {
      json: {
        address: { postcode: '1012 JS', house_number: '1', addition: null, street: 'Dam', city: 'Amsterdam' },
      },
    },
    ...overrides,
  });
}

describe('AccountDashboard', () => {
  beforeEach(() => {
    replace.mockReset();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, replace });
  });
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it('sends a visitor without a session to the login page', async () => {
    const api = account();
    render(<AccountDashboard />);
    await waitFor(() => expect(replace).toHaveBeenCalledWith(routes.login));
    expect(api.sent).toHaveLength(0);
  });

  it('sends a visitor whose token the server refuses (401) to the login page', async () => {
    account({ 'GET /api/user': { status: 401, json: { message: 'Niet ingelogd' } } });
    $authToken.set('expired');
    render(<AccountDashboard />);
    await waitFor(() => expect(replace).toHaveBeenCalledWith(routes.login));
    expect($authToken.get()).toBe('');
  });

  it('shows every section for a logged-in customer: details, address, orders, subscriptions', async () => {
    const api = account();
    $authToken.set('t0k3n');
    render(<AccountDashboard />);
    expect(await screen.findByText('Anna de Vries')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: messages.account.profileTitle })).toBeInTheDocument();
    expect((await screen.findAllByText(/Dam 1/)).length).toBeGreaterThan(0);
    expect(await screen.findByRole('link', { name: /Bestelling ZZ-1001/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: messages.reorder.button })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: messages.withdrawal.button })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: messages.subscriptions.every(8) })).toBeInTheDocument();
    expect(api.calls('GET /api/user')[0]?.headers.get('Authorization')).toBe('Bearer t0k3n');
  });

  it('says the orders could not be loaded, and shows the rest (section 8)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    account({ 'POST /api/get-user-orders': { status: 500, text: '' } });
    $authToken.set('t0k3n');
    render(<AccountDashboard />);
    expect(await screen.findByText(messages.account.failure)).toBeInTheDocument();
    expect(screen.getByText('Anna de Vries')).toBeInTheDocument();
  });
});
