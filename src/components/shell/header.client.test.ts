import { screen } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { header as headerText } from '~/lib/messages/shell';
import { searchPath } from '~/lib/routes';
import { cartLine } from '../../../tests/helpers/cart-lines';

// The header as SiteHeader.astro renders it: the parts the script brings to life.
const HEADER = `
  <header id="site-header">
    <div data-menu>
      <button type="button" data-menu-toggle aria-expanded="false">Dames</button>
      <div data-menu-panel hidden><a href="/shop/dames">Alles voor dames</a></div>
    </div>
    <button type="button" data-search-toggle aria-expanded="false" aria-label="Zoeken openen">Zoek</button>
    <form data-search-form role="search"><label for="q">Zoeken</label><input id="q" data-search-input /></form>
    <a href="/login" data-auth="guest">Inloggen</a>
    <a href="/account" data-auth="user" class="hidden">Account</a>
    <button type="button" data-auth="user" data-logout class="hidden">Uitloggen</button>
    <button type="button" data-cart-toggle>Winkelmand <span data-cart-count hidden>0</span>
      <span data-cart-count-label></span></button>
    <button type="button" data-mobile-toggle aria-expanded="false">Menu</button>
    <div data-mobile-menu hidden>
      <a href="/shop">Shop</a><button type="button" data-mobile-close>Sluit menu</button>
    </div>
  </header>`;

const assign = vi.fn();
let stores: typeof import('~/features/cart/cart.store');
let auth: typeof import('~/features/account/auth.store');

// The script subscribes to stores for the page's life: each test loads it and them afresh.
beforeEach(async () => {
  vi.resetModules();
  assign.mockReset();
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
  stores = await import('~/features/cart/cart.store');
  auth = await import('~/features/account/auth.store');
  document.body.innerHTML = HEADER;
});

async function start() {
  const { initHeader } = await import('./header.client');
  initHeader();
}

describe('site header (page script): search', () => {
  it('opens the search field, and Enter goes to the results for the trimmed query', async () => {
    await start();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Zoeken openen' }));
    expect(screen.getByRole('textbox', { name: 'Zoeken' })).toHaveFocus();
    await user.keyboard('  stretch broekje {Enter}');
    expect(assign).toHaveBeenCalledWith(searchPath('stretch broekje'));
  });

  it('does nothing for a blank query, and Escape closes and clears', async () => {
    await start();
    const user = userEvent.setup();
    const toggle = screen.getByRole('button', { name: 'Zoeken openen' });
    await user.click(toggle);
    await user.keyboard('   {Enter}');
    expect(assign).not.toHaveBeenCalled();
    await user.keyboard('verb{Escape}');
    expect(screen.getByRole('textbox', { name: 'Zoeken' })).toHaveValue('');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});

describe('site header (page script): menus, login state and cart', () => {
  it('opens a menu panel and closes it on Escape with focus back on its button', async () => {
    await start();
    const user = userEvent.setup();
    const dames = screen.getByRole('button', { name: 'Dames' });
    await user.click(dames);
    expect(dames).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Alles voor dames' })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('link', { name: 'Alles voor dames' })).not.toBeInTheDocument();
    expect(dames).toHaveFocus();
  });

  it('opens the mobile menu with focus inside, and closes it again', async () => {
    await start();
    const user = userEvent.setup();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    expect(screen.getByRole('link', { name: 'Shop' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Sluit menu' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('shows Inloggen to a guest and Account to a logged-in customer', async () => {
    await start();
    expect(screen.getByRole('link', { name: 'Inloggen' })).not.toHaveClass('hidden');
    expect(screen.getByRole('link', { name: 'Account' })).toHaveClass('hidden');
    auth.$authToken.set('t0k3n');
    expect(screen.getByRole('link', { name: 'Inloggen' })).toHaveClass('hidden');
    expect(screen.getByRole('link', { name: 'Account' })).not.toHaveClass('hidden');
  });

  it('counts the items in the cart and opens the drawer', async () => {
    await start();
    expect(document.querySelector('[data-cart-count]')).toHaveAttribute('hidden');
    stores.$cartItems.set([cartLine({ quantity: 3 })]);
    expect(document.querySelector('[data-cart-count]')).toHaveTextContent('3');
    expect(screen.getByText(headerText.cartCount(3))).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: /Winkelmand/ }));
    expect(stores.$cartOpen.get()).toBe(true);
  });
});
