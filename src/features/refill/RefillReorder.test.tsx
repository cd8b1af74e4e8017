import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { $cartItems, $cartOpen } from '~/features/cart/cart.store';
import { messages } from '~/lib/messages';
import { cartLine } from '../../../tests/helpers/cart-lines';
import { serverError } from '../../../tests/helpers/server-error';
import RefillReorder from './RefillReorder';
import { reorderFromReminder } from './refill.actions';

vi.mock('./refill.actions', () => ({ reorderFromReminder: vi.fn() }));

const text = messages.refill;

describe('RefillReorder (/bijna-op)', () => {
  beforeEach(() => {
    vi.mocked(reorderFromReminder).mockReset();
    $cartItems.set([]);
    $cartOpen.set(false);
  });

  it('puts the reminded order in the cart with one click, opens it, and names what could not be added', async () => {
    $cartItems.set([cartLine({ quantity: 1 })]);
    vi.mocked(reorderFromReminder).mockResolvedValue({
      items: [cartLine({ quantity: 2 })],
      unavailable: [{ name: 'Pants Heren L', reason: 'niet op voorraad' }],
    });
    render(<RefillReorder token="tok-123" />);
    await userEvent.setup().click(screen.getByRole('button', { name: text.pageButton }));
    expect(reorderFromReminder).toHaveBeenCalledWith('tok-123');
    expect(await screen.findByRole('status')).toHaveTextContent(text.pageAdded);
    expect(screen.getByRole('listitem')).toHaveTextContent('Pants Heren L: niet op voorraad');
    expect($cartItems.get()).toEqual([expect.objectContaining({ product_id: 11, quantity: 3 })]);
    expect($cartOpen.get()).toBe(true);
  });

  it('leaves the cart closed when nothing could be added', async () => {
    vi.mocked(reorderFromReminder).mockResolvedValue({
      items: [],
      unavailable: [{ name: 'Oud product', reason: 'niet meer te koop' }],
    });
    render(<RefillReorder token="tok-123" />);
    await userEvent.setup().click(screen.getByRole('button', { name: text.pageButton }));
    expect(await screen.findByRole('status')).toHaveTextContent(text.pageAdded);
    expect($cartOpen.get()).toBe(false);
  });

  it('says the link no longer works when the server refuses it', async () => {
    vi.mocked(reorderFromReminder).mockRejectedValue(serverError(404));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<RefillReorder token="old" />);
    await userEvent.setup().click(screen.getByRole('button', { name: text.pageButton }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text.linkBroken);
    expect($cartItems.get()).toEqual([]);
  });
});
