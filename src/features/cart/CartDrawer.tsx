import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { keepTabInside } from '~/lib/focus-trap';
import * as shopTexts from '~/lib/messages/shop';
import { formatEuro } from '~/lib/money';
import { routes } from '~/lib/routes';
import { useHydratedStore } from '~/lib/use-hydrated-store';
import CartLine from './CartLine';
import { $cartItems, $cartOpen, $cartSubtotalCents, closeCart, setQuantityInDrawer } from './cart.store';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { cart: shopTexts.cart };

const text = messages.cart;

/** The cart drawer (spec section 2, 'Winkelmand'): a modal dialog that traps focus and closes on Escape. */
export default function CartDrawer() {
  const open = useStore($cartOpen);
  const items = useHydratedStore($cartItems, []);
  const subtotal = useHydratedStore($cartSubtotalCents, 0);
  const panel = useRef<HTMLDivElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (!open) return;
    returnFocusTo.current = document.activeElement as HTMLElement | null;
    panel.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    document.body.style.overflow = 'hidden';
    // On the document, not the panel: removing the last line unmounts the focused button and
    // focus falls to <body>, where the panel would never hear Escape.
    const onEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeCart();
    };
    document.addEventListener('keydown', onEscape);
    return () => {
      document.removeEventListener('keydown', onEscape);
      document.body.style.overflow = '';
      returnFocusTo.current?.focus();
    };
  }, [open]);

  // The focused line is gone when the cart empties: keep focus inside the dialog.
  const empty = items.length === 0;
  useEffect(() => {
    if (open && empty && !panel.current?.contains(document.activeElement)) {
      panel.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
  }, [open, empty]);

  if (!open) return null;

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (panel.current) keepTabInside(event, panel.current);
  };

  return (
    <div className="fixed inset-0 z-50">
      <div className="absolute inset-0 bg-ink/50" onClick={closeCart} aria-hidden="true" />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby="cart-title"
        onKeyDown={onKeyDown}
        className="absolute right-0 top-0 flex h-full w-full max-w-md flex-col bg-white shadow-xl"
      >
        <div className="flex items-center justify-between border-b border-surface-line px-5 py-4">
          <h2 id="cart-title" className="text-2xl font-bold">
            {text.title}
          </h2>
          <button
            type="button"
            className="rounded-lg p-2 focus-ring"
            onClick={closeCart}
            aria-label={text.close}
            data-autofocus
          >
            <svg
              aria-hidden="true"
              width="26"
              height="26"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.2"
            >
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </div>

        {items.length === 0 ? (
          <p className="flex-1 px-5 py-8 text-lg text-ink-soft">{text.empty}</p>
        ) : (
          <ul className="flex-1 divide-y divide-surface-line overflow-y-auto px-5">
            {items.map((item) => (
              <CartLine
                key={`${item.product_id}-${item.product_variation_id ?? 0}`}
                item={item}
                min={0}
                onQuantity={(quantity) => setQuantityInDrawer(item, quantity)}
              />
            ))}
          </ul>
        )}

        <div className="border-t border-surface-line px-5 py-5">
          <div className="flex justify-between text-xl font-bold">
            <span>{text.subtotal}</span>
            <span className="amount">{formatEuro(subtotal)}</span>
          </div>
          <p className="mt-1 text-base text-ink-muted">{text.shippingLater}</p>
          <div className="mt-4 grid gap-3">
            {items.length > 0 && (
              <a href={routes.checkout} className="btn-primary w-full">
                {text.checkout}
              </a>
            )}
            <button type="button" className="btn-secondary w-full" onClick={closeCart}>
              {text.continueShopping}
            </button>
          </div>
        </div>
      </div>
    </div>
  );
}
