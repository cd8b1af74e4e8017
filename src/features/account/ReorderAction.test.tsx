import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $cartItems, $cartOpen, clearCart, closeCart } from '~/features/cart/cart.store';
import { messages } from '~/lib/messages';
import { accountOrder } from '../../../tests/helpers/account-orders';
import { cartLine } from '../../../tests/helpers/cart-lines';
import { fakeApi } from '../../../tests/helpers/fake-api';
import ReorderAction from './ReorderAction';

const text = messages.reorder;

describe('ReorderAction', () => {
  afterEach(() => {
    clearCart();
    closeCart();
    vi.unstubAllGlobals();
  });

  it("adds the order's lines at today's prices to the cart, opens it and names what could not be added", async () => {
    $cartItems.set([cartLine({ id: 12, product_id: 12, quantity: 1 })]);
    fakeApi({
      'POST /api/orders/ord-1/reorder': {
        json: {
          items: [cartLine({ price: 13.5 })],
          unavailable: [{ name: 'Nacht Verband', reason: text.discontinued }],
        },
      },
    });
    render(<ReorderAction order={accountOrder()} />);
    await userEvent.setup().click(screen.getByRole('button', { name: text.button }));
    expect(await screen.findByText(text.added(1))).toBeInTheDocument();
    expect(screen.getByText(`Nacht Verband: ${text.discontinued}`)).toBeInTheDocument();
    expect($cartItems.get()).toHaveLength(2);
    expect($cartItems.get()[1]).toMatchObject({ product_id: 11, price: 13.5 });
    expect($cartOpen.get()).toBe(true);
  });

  it('says nothing could be ordered and leaves the cart closed', async () => {
    fakeApi({
      'POST /api/orders/ord-1/reorder': {
        json: { items: [], unavailable: [{ name: 'Comfort Broekje', reason: text.soldOut }] },
      },
    });
    render(<ReorderAction order={accountOrder()} />);
    await userEvent.setup().click(screen.getByRole('button', { name: text.button }));
    expect(await screen.findByText(text.noneAvailable)).toBeInTheDocument();
    expect($cartOpen.get()).toBe(false);
  });

  it('reports a failed call and lets the customer try again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    fakeApi({ 'POST /api/orders/ord-1/reorder': { status: 500, text: '' } });
    render(<ReorderAction order={accountOrder()} />);
    await userEvent.setup().click(screen.getByRole('button', { name: text.button }));
    expect(await screen.findByText(text.failed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: text.button })).toBeEnabled();
  });
});
