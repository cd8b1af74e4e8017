import Field from '~/components/form/Field';
import * as trialTexts from '~/lib/messages/trial';
import type { TrialProduct } from './trial-packs';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { trialPack: trialTexts.trialPack };

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
  return (
    <div className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <Field id={`trial-product-${index}`} label={text.product(index + 1)} required={false}>
        {(control) => (
          <select
            {...control}
            value={slot.productId}
            onChange={(event) => onChange({ productId: event.target.value, sizeId: '' })}
          >
            <option value="">{text.none}</option>
            {products.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      {product && product.sizes.length > 0 && (
        <Field id={`trial-size-${index}`} label={text.size(index + 1)} required={false} error={error}>
          {(control) => (
            <select
              {...control}
              value={slot.sizeId}
              onChange={(event) => onChange({ ...slot, sizeId: event.target.value })}
            >
              <option value="">{text.chooseSize}</option>
              {product.sizes.map((size) => (
                <option key={size.id} value={size.id}>
                  {size.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
    </div>
  );
}
