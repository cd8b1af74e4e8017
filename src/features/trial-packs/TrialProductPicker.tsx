import { fieldStyles } from '~/components/form/field-styles';
import { messages } from '~/lib/messages';
import type { TrialProduct } from './trial-packs';

const text = messages.trialPack;

export interface TrialSlot {
  productId: string;
  sizeId: string;
}

interface Props {
  index: number;
  slot: TrialSlot;
  products: TrialProduct[];
  onChange: (slot: TrialSlot) => void;
  error?: string;
}

/** One product of the trial pack and, when it has sizes, its size. The first one is required. */
export default function TrialProductPicker({ index, slot, products, onChange, error }: Props) {
  const product = products.find((one) => String(one.id) === slot.productId);
  const productId = `trial-product-${index}`;
  const sizeId = `trial-size-${index}`;
  return (
    <div className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <div>
        <label htmlFor={productId} className={fieldStyles.label}>
          {text.product(index + 1)}
        </label>
        <select
          id={productId}
          value={slot.productId}
          onChange={(event) => onChange({ productId: event.target.value, sizeId: '' })}
          className={fieldStyles.input}
        >
          <option value="">{text.none}</option>
          {products.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
      </div>
      {product && product.sizes.length > 0 && (
        <div>
          <label htmlFor={sizeId} className={fieldStyles.label}>
            {text.size(index + 1)}
          </label>
          <select
            id={sizeId}
            value={slot.sizeId}
            onChange={(event) => onChange({ ...slot, sizeId: event.target.value })}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${sizeId}-error` : undefined}
            className={fieldStyles.input}
          >
            <option value="">{text.chooseSize}</option>
            {product.sizes.map((size) => (
              <option key={size.id} value={size.id}>
                {size.name}
              </option>
            ))}
          </select>
          {error && (
            <p id={`${sizeId}-error`} className={fieldStyles.error}>
              {error}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
