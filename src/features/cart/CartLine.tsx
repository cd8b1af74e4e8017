import * as checkoutTexts from '~/lib/messages/checkout';
import * as shopTexts from '~/lib/messages/shop';
import { formatEuro, perPieceCents } from '~/lib/money';
import { productPath } from '~/lib/routes';
import { type CartItem, lineImage, lineTotalCents } from './cart';
import { removeFromCart } from './cart.store';
import QuantityStepper from './QuantityStepper';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { cart: shopTexts.cart, catalog: shopTexts.catalog, checkout: checkoutTexts.checkout };

const PLACEHOLDER = '/images/placeholder.svg';

interface Props {
  item: CartItem;
  onQuantity: (quantity: number) => void;
  /** 0 in the drawer (typing 0 removes the line), 1 in checkout. */
  min: 0 | 1;
  /** The drawer shows a larger photo than the checkout summary. */
  size?: 'small' | 'large';
}

/** One cart line, the same in the cart drawer and the checkout summary: photo, name, quantity, total, remove. */
export default function CartLine({ item, onQuantity, min, size = 'large' }: Props) {
  const name = item.display_name || item.name || messages.checkout.unnamedProduct;
  const photo = size === 'large' ? 'h-20 w-20' : 'h-16 w-16';
  const pixels = size === 'large' ? 80 : 64;
  return (
    <li className="flex gap-4 py-4">
      <img
        src={lineImage(item) ?? PLACEHOLDER}
        alt=""
        width={pixels}
        height={pixels}
        className={`${photo} flex-none rounded-lg border border-surface-line bg-white object-cover`}
      />
      <div className="min-w-0 flex-1">
        <a href={productPath(item.slug)} className="font-semibold hover:underline focus-ring rounded">
          {name}
        </a>
        <div className="mt-2">
          <QuantityStepper
            value={item.quantity}
            onChange={onQuantity}
            min={min}
            label={messages.cart.quantityOf(name)}
            itemName={name}
          />
        </div>
        <div className="mt-2 flex items-center justify-between gap-3">
          <span className="min-w-0 text-lg font-semibold">
            {formatEuro(lineTotalCents(item))}
            {item.in_package !== undefined && item.in_package > 1 && (
              <span className="block text-base font-normal text-ink-soft">
                {messages.catalog.perPiece(
                  formatEuro(perPieceCents(Math.round(item.price * 100), item.in_package)),
                  item.in_package,
                )}
              </span>
            )}
          </span>
          <button
            type="button"
            // Never broken mid-word beside a long per-piece price.
            className="flex-none whitespace-nowrap text-base text-accent-700 underline focus-ring rounded"
            onClick={() => removeFromCart(item)}
          >
            {messages.cart.remove}
          </button>
        </div>
      </div>
    </li>
  );
}
