import * as staffScreensTexts from '~/lib/messages/staff-screens';
import { EuroField, NumberField, TextField } from './fields';
import { LIMITS, type ProductInput, type VariationInput } from './product-form';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { productForm: staffScreensTexts.productForm };
const text = messages.productForm;

type Errors = Record<string, string[]>;
const smallButton = 'btn-secondary !px-3 !py-1 text-base';

/** The sizes of a product: name, slug, price (admins), stock and dimensions per size. */
export default function VariationsEditor(props: {
  draft: ProductInput;
  onChange: (variations: VariationInput[]) => void;
  canChangePrices: boolean;
  errors: Errors;
}) {
  const { variations } = props.draft;
  const update = (index: number, change: Partial<VariationInput>) =>
    props.onChange(variations.map((item, at) => (at === index ? { ...item, ...change } : item)));
  const error = (index: number, field: string) => props.errors[`variations.${index}.${field}`];

  return (
    <fieldset className="min-w-0 grid grid-cols-[minmax(0,1fr)] gap-4 rounded-2xl border border-surface-line bg-white p-4">
      <legend className="px-1 text-xl font-semibold text-brand-800">
        {text.sizesLegend(variations.length)}
      </legend>
      <p className="text-base text-ink-soft">{text.sizesNote}</p>
      {variations.map((variation, index) => (
        <div
          key={variation.id ?? `new-${index}`}
          className="grid grid-cols-[minmax(0,1fr)] gap-3 rounded-xl border border-surface-line bg-surface-soft p-3 sm:grid-cols-2 lg:grid-cols-3"
        >
          <TextField
            label={text.sizeName(index + 1)}
            value={variation.name}
            onChange={(name) => update(index, { name })}
            error={error(index, 'name')}
          />
          <TextField
            label={text.sizeSlug(index + 1)}
            value={variation.slug}
            onChange={(slug) => update(index, { slug })}
            error={error(index, 'slug')}
          />
          <EuroField
            label={text.sizePrice(index + 1)}
            cents={variation.price_cents}
            onChange={(price_cents) => update(index, { price_cents })}
            readOnly={!props.canChangePrices}
            error={error(index, 'price_cents')}
          />
          <NumberField
            label={text.sizeStock(index + 1)}
            value={variation.stock}
            min={0}
            onChange={(stock) => update(index, { stock })}
            error={error(index, 'stock')}
          />
          <TextField
            label={text.sizeDimensions(index + 1)}
            value={variation.dimensions}
            onChange={(dimensions) => update(index, { dimensions })}
            error={error(index, 'dimensions')}
          />
          <label className="flex items-center gap-3 self-end text-lg">
            <input
              type="checkbox"
              checked={variation.fits_letterbox}
              onChange={(event) => update(index, { fits_letterbox: event.target.checked })}
              className="h-6 w-6 accent-brand-700 focus-ring"
            />
            {text.sizeLetterbox(index + 1)}
          </label>
          <div className="flex items-end">
            <button
              type="button"
              className={smallButton}
              onClick={() => props.onChange(variations.filter((_, at) => at !== index))}
            >
              {text.sizeRemove(index + 1)}
            </button>
          </div>
        </div>
      ))}
      {props.errors.variations && (
        <p className="font-semibold text-accent-700">{props.errors.variations.join(' ')}</p>
      )}
      <div>
        <button
          type="button"
          className={smallButton}
          disabled={variations.length >= LIMITS.variations}
          onClick={() =>
            props.onChange([
              ...variations,
              {
                name: '',
                slug: props.draft.slug ? `${props.draft.slug}-${variations.length + 1}` : '',
                price_cents: props.draft.price_cents,
                stock: 0,
                dimensions: '',
                fits_letterbox: props.draft.fits_letterbox,
              },
            ])
          }
        >
          {messages.productForm.addSize}
        </button>
      </div>
    </fieldset>
  );
}
