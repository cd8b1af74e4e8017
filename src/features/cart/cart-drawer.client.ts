import { $cartOpen } from './cart.store';

/**
 * The drawer renders nothing until the cart opens, so React and the drawer are loaded then, the
 * first time: a page without a buy button carries no React at all (decision 015).
 */
export function loadCartDrawerOnOpen(container: HTMLElement): void {
  let requested = false;
  const stop = $cartOpen.subscribe((open) => {
    if (!open || requested) return;
    requested = true;
    void import('./mount-cart-drawer').then(({ mountCartDrawer }) => {
      mountCartDrawer(container);
      stop();
    });
  });
}
