import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '~/lib/messages';
import { routes } from '~/lib/routes';
import { cartLine } from '../../../tests/helpers/cart-lines';
import CartDrawer from './CartDrawer';
import { $cartItems, $cartOpen, clearCart, closeCart, openCart } from './cart.store';

const text = messages.cart;

function openDrawerWith(...items: ReturnType<typeof cartLine>[]) {
  $cartItems.set(items);
  render(<CartDrawer />);
  act(() => openCart());
  return screen.getByRole('dialog', { name: text.title });
}

describe('CartDrawer', () => {
  afterEach(() => {
    act(() => {
      closeCart();
      clearCart();
    });
  });

  it('renders nothing while closed', () => {
    render(<CartDrawer />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the lines, the subtotal and the way to checkout, with focus on the close button', () => {
    const drawer = openDrawerWith(
      cartLine(),
      cartLine({
        id: 12,
        product_id: 12,
        name: 'Nacht Verband',
        display_name: 'Nacht Verband',
        price: 5,
        quantity: 1,
        slug: 'nacht-verband',
      }),
    );
    expect(within(drawer).getAllByRole('listitem')).toHaveLength(2);
    expect(within(drawer).getByText(/€\s30,90/u)).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: text.checkout })).toHaveAttribute(
      'href',
      routes.checkout,
    );
    expect(within(drawer).getByRole('button', { name: text.close })).toHaveFocus();
  });

  it('says the cart is empty and offers no checkout', () => {
    const drawer = openDrawerWith();
    expect(within(drawer).getByText(text.empty)).toBeInTheDocument();
    expect(within(drawer).queryByRole('link', { name: text.checkout })).not.toBeInTheDocument();
  });

  it('changes a quantity with plus and removes a line with Verwijder', async () => {
    const user = userEvent.setup();
    openDrawerWith(cartLine());
    await user.click(screen.getByRole('button', { name: text.more('Comfort Broekje') }));
    expect($cartItems.get()[0]?.quantity).toBe(3);
    expect(screen.getByRole('spinbutton', { name: text.quantityOf('Comfort Broekje') })).toHaveValue(3);
    await user.click(screen.getByRole('button', { name: text.remove }));
    expect($cartItems.get()).toEqual([]);
    expect(screen.getByText(text.empty)).toBeInTheDocument();
  });

  it('closes on Escape and on Winkel verder', async () => {
    const user = userEvent.setup();
    openDrawerWith(cartLine());
    await user.keyboard('{Escape}');
    expect($cartOpen.get()).toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => openCart());
    await user.click(screen.getByRole('button', { name: text.continueShopping }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Tab inside the drawer both ways and gives focus back to the cart button on Escape', async () => {
    const user = userEvent.setup();
    const opener = document.body.appendChild(document.createElement('button'));
    opener.textContent = 'Winkelmand openen';
    opener.focus();
    const drawer = openDrawerWith(cartLine());
    const close = within(drawer).getByRole('button', { name: text.close });
    const continueShopping = within(drawer).getByRole('button', { name: text.continueShopping });
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(continueShopping).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(opener).toHaveFocus();
  });
});
