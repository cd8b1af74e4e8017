import { screen, waitFor } from '@testing-library/dom';
import { act } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '~/lib/messages';
import { closeCart, openCart } from './cart.store';
import { loadCartDrawerOnOpen } from './cart-drawer.client';

describe('cart drawer loader (layout script)', () => {
  afterEach(() => act(() => closeCart()));

  it('renders no drawer until the cart opens, then mounts it into its container', async () => {
    document.body.innerHTML = '<div id="cart-drawer"></div>';
    loadCartDrawerOnOpen(document.getElementById('cart-drawer')!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(async () => openCart());
    await waitFor(() =>
      expect(screen.getByRole('dialog', { name: messages.cart.title })).toBeInTheDocument(),
    );
  });
});
