import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '~/features/account/auth.store';
import type { DiscountCodeView } from '~/features/discounts/discounts';
import { messages } from '~/lib/messages';
import { asStaff } from '../../../../tests/helpers/staff';
import DiscountsAdminPage from './DiscountsAdminPage';
import { deactivateDiscount, fetchDiscounts, saveDiscount } from './discount-admin.actions';

vi.mock('./discount-admin.actions', () => ({
  fetchDiscounts: vi.fn(),
  saveDiscount: vi.fn(),
  deactivateDiscount: vi.fn(),
}));

const text = messages.discounts;
const welkom: DiscountCodeView = {
  id: 1,
  code: 'WELKOM10',
  description: '10% korting op je eerste bestelling',
  kind: 'percentage',
  value: 10,
  minimum_order_cents: 0,
  valid_from: null,
  valid_until: null,
  max_uses: 100,
  max_uses_per_customer: 1,
  uses: 4,
  redeemed: 3,
  category_ids: [],
  is_active: true,
  updated_at: '2026-11-20T10:00:00Z',
};
const label = (name: string) => screen.getByLabelText(new RegExp(`^${name}`));

describe('DiscountsAdminPage', () => {
  beforeEach(() => {
    vi.mocked(fetchDiscounts).mockResolvedValue({
      codes: [welkom],
      categories: [{ id: 2, name: 'Verband' }],
    });
    vi.mocked(saveDiscount).mockReset();
    vi.mocked(deactivateDiscount).mockReset();
  });
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it('shows an editor the codes and their uses, without buttons to change them', async () => {
    asStaff('editor');
    render(<DiscountsAdminPage />);
    expect(await screen.findByText('WELKOM10')).toBeInTheDocument();
    expect(screen.getByText(new RegExp(text.adminOnly))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: messages.discountsScreen.newCode })).not.toBeInTheDocument();
  });

  it('lets an admin create a code, sending what was typed', async () => {
    vi.mocked(saveDiscount).mockResolvedValue({
      ok: true,
      code: { ...welkom, id: 2, code: 'ZOMER5', kind: 'fixed', value: 500 },
    });
    asStaff('admin');
    render(<DiscountsAdminPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: messages.discountsScreen.newCode }));
    await user.type(label('Code'), 'ZOMER5');
    await user.type(label('Omschrijving'), 'Vijf euro zomerkorting');
    await user.click(screen.getByRole('button', { name: /opslaan/i }));
    expect(saveDiscount).toHaveBeenCalledWith(
      expect.objectContaining({ code: 'ZOMER5', description: 'Vijf euro zomerkorting' }),
      undefined,
    );
    expect(await screen.findByText(`ZOMER5: ${text.saved}`)).toBeInTheDocument();
  });

  it('puts the server refusal beside the field and keeps the form open', async () => {
    vi.mocked(saveDiscount).mockResolvedValue({
      ok: false,
      message: 'Controleer de velden.',
      errors: { code: ['Deze code bestaat al.'] },
    });
    asStaff('admin');
    render(<DiscountsAdminPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: messages.discountsScreen.newCode }));
    await user.type(label('Code'), 'WELKOM10');
    await user.click(screen.getByRole('button', { name: /opslaan/i }));
    expect(await screen.findByText('Deze code bestaat al.')).toBeInTheDocument();
    expect(label('Code')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Controleer de velden.');
  });

  it('lets an admin switch a code off', async () => {
    vi.mocked(deactivateDiscount).mockResolvedValue({ ...welkom, is_active: false });
    asStaff('admin');
    render(<DiscountsAdminPage />);
    const row = (await screen.findByText('WELKOM10')).closest('tr')!;
    await userEvent
      .setup()
      .click(within(row).getByRole('button', { name: messages.discountsScreen.switchOffCode('WELKOM10') }));
    expect(deactivateDiscount).toHaveBeenCalledWith(1);
    expect(await screen.findByText(`WELKOM10: ${text.deactivated}`)).toBeInTheDocument();
  });
});
