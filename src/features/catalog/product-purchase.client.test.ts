import { screen } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $cartItems, $cartOpen, clearCart, closeCart } from '~/features/cart/cart.store';
import { productPage } from '~/lib/messages/shop';
import { initPurchase } from './product-purchase.client';
import type { PurchaseData } from './purchase';

const product: PurchaseData = {
  id: 11,
  slug: 'comfort-broekje',
  name: 'Comfort Broekje',
  price_cents: 1295,
  image_urls: ['/media/comfort.webp'],
  in_stock: true,
  in_package: 10,
  variations: [
    { id: 101, name: 'M', price_cents: 1295, in_stock: true, attributes: { size: 'M' } },
    { id: 102, name: 'L', price_cents: 1395, in_stock: false, attributes: { size: 'L' } },
  ],
  priceTexts: {
    '101': { price: '€ 12,95', perPiece: '€ 1,30 per stuk' },
    '102': { price: '€ 13,95', perPiece: '€ 1,40 per stuk' },
  },
};

// ProductPurchase.astro's buy box: sizes as radio cards, the stepper and the button.
function buyBox(data: PurchaseData) {
  document.body.innerHTML = `
  <div data-purchase='${JSON.stringify(data)}'>
    <p data-purchase-price>€ 12,95</p><p data-purchase-per-piece></p>
    <fieldset><legend>${productPage.chooseSize}</legend>
      ${data.variations
        .map(
          (variation) =>
            `<label data-purchase-card><input type="radio" name="size" value="${variation.id}" data-purchase-variation /> ${variation.name}</label>`,
        )
        .join('')}
    </fieldset>
    <p data-purchase-size-error></p>
    <button type="button" data-purchase-less aria-label="${productPage.less}">−</button>
    <input type="number" value="1" aria-label="${productPage.quantity}" data-purchase-quantity />
    <button type="button" data-purchase-more aria-label="${productPage.more}">+</button>
    <button type="button" data-purchase-add>${productPage.addToCart}</button>
  </div>
  <div id="announcer" aria-live="polite"></div>`;
  initPurchase(document.querySelector<HTMLElement>('[data-purchase]')!);
}

describe('buy box (product page script)', () => {
  afterEach(() => {
    clearCart();
    closeCart();
  });

  it('puts the chosen size and quantity in the cart, opens the drawer and says so', async () => {
    buyBox(product);
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'M' }));
    await user.click(screen.getByRole('button', { name: productPage.more }));
    await user.click(screen.getByRole('button', { name: productPage.more }));
    await user.click(screen.getByRole('button', { name: productPage.addToCart }));
    expect($cartItems.get()).toMatchObject([{ product_id: 11, product_variation_id: 101, quantity: 3 }]);
    expect($cartOpen.get()).toBe(true);
    expect(document.getElementById('announcer')).toHaveTextContent('3 × Comfort Broekje is toegevoegd');
    expect(screen.getByRole('spinbutton', { name: productPage.quantity })).toHaveValue(1);
  });

  it('preselects no size: adding first asks for one and puts nothing in the cart', async () => {
    buyBox(product);
    await userEvent.setup().click(screen.getByRole('button', { name: productPage.addToCart }));
    expect($cartItems.get()).toEqual([]);
    expect(screen.getByText(productPage.sizeFirst)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'M' })).toHaveFocus();
  });

  it('shows the price of the chosen size and refuses a size that is sold out', async () => {
    buyBox(product);
    await userEvent.setup().click(screen.getByRole('radio', { name: 'L' }));
    expect(screen.getByText('€ 13,95')).toBeInTheDocument();
    expect(screen.getByText('€ 1,40 per stuk')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: productPage.soldOut })).toBeDisabled();
  });

  it('keeps the quantity at least 1: minus is off at 1', () => {
    buyBox(product);
    expect(screen.getByRole('button', { name: productPage.less })).toBeDisabled();
  });

  it('opens the size list when a shopper taps In winkelmand before choosing (more than two sizes)', async () => {
    const three = {
      ...product,
      variations: [
        ...product.variations,
        { id: 103, name: 'XL', price_cents: 1495, in_stock: true, attributes: {} },
      ],
    };
    buyBox(three);
    // More than two sizes: a list instead of cards (fresh elements, without the first script's listeners).
    document.body.innerHTML = document.body.innerHTML.replace(
      /<fieldset>[\s\S]*<\/fieldset>/,
      `<label for="size">${productPage.chooseSize}</label>
      <select id="size" data-purchase-variation><option value="" disabled selected>Kies een maat</option>
      <option value="101">M</option><option value="102">L</option><option value="103">XL</option></select>`,
    );
    const select = screen.getByRole('combobox', { name: productPage.chooseSize }) as HTMLSelectElement;
    const showPicker = vi.fn();
    select.showPicker = showPicker;
    initPurchase(document.querySelector<HTMLElement>('[data-purchase]')!);
    await userEvent.setup().click(screen.getByRole('button', { name: productPage.addToCart }));
    expect(select).toHaveFocus();
    expect(showPicker).toHaveBeenCalledOnce();
    expect(screen.getByText(productPage.sizeFirst)).toBeInTheDocument();
    expect($cartItems.get()).toEqual([]);
  });
});
