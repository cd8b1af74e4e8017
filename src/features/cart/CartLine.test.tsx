import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '~/lib/messages';
import { productPath } from '~/lib/routes';
import { cartLine } from '../../../tests/helpers/cart-lines';
import CartLine from './CartLine';
import { $cartItems, clearCart } from './cart.store';

const text = messages.cart;

describe('CartLine', () => {
  afterEach(() => clearCart());

  it('shows the name linking to the product, the quantity and the line total', () => {
    render(<CartLine item={cartLine()} min={0} onQuantity={vi.fn()} />);
    expect(screen.getByRole('link', { name: 'Comfort Broekje' })).toHaveAttribute(
      'href',
      productPath('comfort-broekje'),
    );
    expect(screen.getByRole('spinbutton', { name: text.quantityOf('Comfort Broekje') })).toHaveValue(2);
    expect(screen.getByText(/€\s25,90/u)).toBeInTheDocument();
  });

  it('names an unnamed product rather than showing nothing', () => {
    render(<CartLine item={cartLine({ name: '', display_name: '' })} min={1} onQuantity={vi.fn()} />);
    expect(screen.getByRole('link', { name: messages.checkout.unnamedProduct })).toBeInTheDocument();
  });

  it('reports minus, plus and a typed quantity; minus is off at 1', async () => {
    const onQuantity = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(<CartLine item={cartLine()} min={1} onQuantity={onQuantity} />);
    await user.click(screen.getByRole('button', { name: text.less('Comfort Broekje') }));
    await user.click(screen.getByRole('button', { name: text.more('Comfort Broekje') }));
    expect(onQuantity.mock.calls).toEqual([[1], [3]]);
    rerender(<CartLine item={cartLine({ quantity: 1 })} min={1} onQuantity={onQuantity} />);
    expect(screen.getByRole('button', { name: text.less('Comfort Broekje') })).toBeDisabled();
  });

  it('removes the line from the cart', async () => {
    $cartItems.set([cartLine()]);
    render(<CartLine item={cartLine()} min={0} onQuantity={vi.fn()} />);
    await userEvent.setup().click(screen.getByRole('button', { name: text.remove }));
    expect($cartItems.get()).toEqual([]);
  });
});
