import * as shopTexts from '~/lib/messages/shop';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { cart: shopTexts.cart };

interface Props {
  value: number;
  /** Receives the new quantity; an empty or unreadable input gives `min`. */
  onChange: (quantity: number) => void;
  /**
   * 0 in the drawer (typing 0 removes the line); 1 elsewhere. Minus is disabled at 1
   * everywhere (spec section 5): removing is the 'Verwijder' button's job.
   */
  min: 0 | 1;
  /** The input's accessible name, e.g. 'Aantal' or 'Aantal van Comfort Broekje'. */
  label: string;
  /** Names the product in the buttons' labels ('Eén meer van ...'). */
  itemName?: string;
  id?: string;
  size?: 'medium' | 'large';
}

/** Minus, numeric input, plus: the one quantity control of drawer, checkout and product page. */
export default function QuantityStepper({
  value,
  onChange,
  min,
  label,
  itemName,
  id,
  size = 'medium',
}: Props) {
  const box = size === 'large' ? 'h-12 w-12 text-2xl' : 'h-10 w-10 text-xl';
  const input = size === 'large' ? 'h-12 w-20 text-xl' : 'h-10 w-16 text-lg';
  return (
    <div className="flex items-center gap-2">
      <button
        type="button"
        className={`${box} rounded-lg border-2 border-surface-line bg-white font-bold focus-ring disabled:opacity-40`}
        onClick={() => onChange(value - 1)}
        disabled={value <= 1}
        aria-label={messages.cart.less(itemName)}
      >
        −
      </button>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        value={value}
        onChange={(event) => onChange(Number.parseInt(event.target.value, 10) || min)}
        aria-label={label}
        className={`${input} rounded-lg border-2 border-surface-line text-center`}
      />
      <button
        type="button"
        className={`${box} rounded-lg border-2 border-surface-line bg-white font-bold focus-ring`}
        onClick={() => onChange(value + 1)}
        aria-label={messages.cart.more(itemName)}
      >
        +
      </button>
    </div>
  );
}
