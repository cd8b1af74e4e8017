import { addToCart } from '~/features/cart/cart.store';
import { productPage } from '~/lib/messages/shop';
import {
  cartItemFor,
  initialVariationId,
  isAvailable,
  needsSizeChoice,
  type PurchaseData,
  parseQuantity,
} from './purchase';

/**
 * The buy box of ProductPurchase.astro in plain TypeScript: the chosen size sets price and
 * availability, the stepper the quantity, and 'In winkelmand' writes the cart store the drawer
 * reads (which then loads React for the drawer, on its first opening only).
 */
export function initPurchase(root: HTMLElement): void {
  const product = JSON.parse(root.dataset.purchase ?? '{}') as PurchaseData;
  const price = root.querySelector<HTMLElement>('[data-purchase-price]')!;
  const perPiece = root.querySelector<HTMLElement>('[data-purchase-per-piece]');
  const quantityInput = root.querySelector<HTMLInputElement>('[data-purchase-quantity]')!;
  const less = root.querySelector<HTMLButtonElement>('[data-purchase-less]')!;
  const more = root.querySelector<HTMLButtonElement>('[data-purchase-more]')!;
  const add = root.querySelector<HTMLButtonElement>('[data-purchase-add]')!;
  const sizeError = root.querySelector<HTMLElement>('[data-purchase-size-error]');
  const choosers = [
    ...root.querySelectorAll<HTMLInputElement | HTMLSelectElement>('[data-purchase-variation]'),
  ];
  let variationId = initialVariationId(product);
  let quantity = 1;

  const showQuantity = (value: number) => {
    quantity = value;
    quantityInput.value = String(value);
    less.disabled = value <= 1;
  };

  const showVariation = () => {
    const texts = product.priceTexts[String(variationId)];
    if (texts) {
      price.textContent = texts.price;
      if (perPiece) perPiece.textContent = texts.perPiece;
    }
    const available = isAvailable(product, variationId);
    add.disabled = !available;
    add.textContent = available ? productPage.addToCart : productPage.soldOut;
    for (const card of root.querySelectorAll<HTMLElement>('[data-purchase-card]')) {
      const checked = card.querySelector('input')?.checked ?? false;
      card.classList.toggle('border-brand-600', checked);
      card.classList.toggle('bg-brand-50', checked);
      card.classList.toggle('border-surface-line', !checked);
      card.classList.toggle('bg-white', !checked);
    }
  };

  for (const chooser of choosers) {
    chooser.addEventListener('change', () => {
      variationId = Number(chooser.value);
      if (sizeError) sizeError.textContent = '';
      showVariation();
    });
  }
  less.addEventListener('click', () => showQuantity(Math.max(1, quantity - 1)));
  more.addEventListener('click', () => showQuantity(quantity + 1));
  quantityInput.addEventListener('input', () => showQuantity(parseQuantity(quantityInput.value)));
  add.addEventListener('click', () => {
    if (needsSizeChoice(product, variationId)) {
      if (sizeError) sizeError.textContent = productPage.sizeFirst;
      openSizeChoice(choosers[0]);
      return;
    }
    const item = cartItemFor(product, variationId, quantity);
    addToCart(item);
    showQuantity(1);
    const announcer = document.getElementById('announcer');
    if (announcer) announcer.textContent = productPage.added(item.quantity, product.name);
  });

  // A browser that restored the form (back button) shows its values: the state follows them.
  const restored = choosers.find((chooser) =>
    chooser instanceof HTMLSelectElement ? chooser.value !== '' : chooser.checked,
  );
  if (restored) variationId = Number(restored.value);
  showQuantity(parseQuantity(quantityInput.value));
  showVariation();
}

/**
 * 'In winkelmand' without a size: the size choice gets the focus and, where the browser
 * can, its list opens at once, so the next tap picks a size instead of reading a message.
 */
function openSizeChoice(chooser: HTMLInputElement | HTMLSelectElement | undefined): void {
  if (!chooser) return;
  chooser.focus();
  if (chooser instanceof HTMLSelectElement && typeof chooser.showPicker === 'function') {
    try {
      chooser.showPicker();
    } catch {
      // Not allowed here (no user gesture, or an embedded frame): the focused list is enough.
    }
  }
}
