import Field from '~/components/form/Field';
import * as staffScreensTexts from '~/lib/messages/staff-screens';
import { EuroField, NumberField, TextField } from './fields';
import { GENDERS, type ProductInput, slugify } from './product-form';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { productForm: staffScreensTexts.productForm };

const text = messages.productForm;

const GENDER_LABELS: Record<(typeof GENDERS)[number], string> = text.genders;

/**
 * The product's own facts: name and address, price and VAT, package, stock (without sizes), fit,
 * colours and whether it is on sale. A new product's slug follows its name until staff change it.
 */
export default function ProductBasics(props: {
  draft: ProductInput;
  errors: Record<string, string[]>;
  isNew: boolean;
  canChangePrices: boolean;
  change: (part: Partial<ProductInput>) => void;
}) {
  const { draft, errors, isNew, change } = props;
  return (
    <fieldset className="min-w-0 grid grid-cols-[minmax(0,1fr)] gap-4 rounded-2xl border border-surface-line bg-white p-4 sm:grid-cols-2">
      <legend className="px-1 text-xl font-semibold text-brand-800">{text.product}</legend>
      <TextField
        label={text.name}
        value={draft.name}
        error={errors.name}
        onChange={(name) =>
          change(isNew && draft.slug === slugify(draft.name) ? { name, slug: slugify(name) } : { name })
        }
      />
      <TextField
        label={text.slug}
        hint={isNew ? undefined : text.slugHint}
        value={draft.slug}
        error={errors.slug}
        onChange={(slug) => change({ slug })}
      />
      <EuroField
        label={text.price}
        cents={draft.price_cents}
        readOnly={!props.canChangePrices}
        error={errors.price_cents}
        onChange={(price_cents) => change({ price_cents })}
      />
      <Field density="compact" required={false} label={text.vatRate} error={errors.vat_rate}>
        {(control) => (
          <select
            {...control}
            disabled={!props.canChangePrices}
            value={draft.vat_rate}
            onChange={(event) => change({ vat_rate: Number(event.target.value) === 2100 ? 2100 : 900 })}
          >
            <option value={900}>{text.lowVat}</option>
            <option value={2100}>21%</option>
          </select>
        )}
      </Field>
      <NumberField
        label={text.inPackage}
        value={draft.in_package}
        min={1}
        error={errors.in_package}
        onChange={(in_package) => change({ in_package })}
      />
      {draft.variations.length === 0 && (
        <NumberField
          label={text.stock}
          value={draft.stock}
          min={0}
          error={errors.stock}
          onChange={(stock) => change({ stock })}
        />
      )}
      <Field density="compact" required={false} label={text.gender} error={errors.gender}>
        {(control) => (
          <select
            {...control}
            value={draft.gender}
            onChange={(event) => change({ gender: event.target.value as ProductInput['gender'] })}
          >
            {GENDERS.map((gender) => (
              <option key={gender} value={gender}>
                {GENDER_LABELS[gender]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <NumberField
        label={text.absorption}
        value={draft.absorption}
        min={1}
        max={8}
        error={errors.absorption}
        onChange={(absorption) => change({ absorption })}
      />
      <TextField
        label={text.dimensions}
        value={draft.dimensions}
        error={errors.dimensions}
        onChange={(dimensions) => change({ dimensions })}
      />
      <ColorField
        label={text.color}
        value={draft.product_color}
        error={errors.product_color}
        onChange={(product_color) => change({ product_color })}
      />
      <ColorField
        label={text.background}
        value={draft.primary_color}
        error={errors.primary_color}
        onChange={(primary_color) => change({ primary_color })}
      />
      <label className="flex items-center gap-3 self-end text-lg">
        <input
          type="checkbox"
          checked={draft.is_active}
          onChange={(event) => change({ is_active: event.target.checked })}
          className="h-6 w-6 accent-brand-700 focus-ring"
        />
        {text.active}
      </label>
      {draft.variations.length === 0 && (
        <label className="flex items-center gap-3 self-end text-lg">
          <input
            type="checkbox"
            checked={draft.fits_letterbox}
            onChange={(event) => change({ fits_letterbox: event.target.checked })}
            className="h-6 w-6 accent-brand-700 focus-ring"
          />
          {text.letterbox}
        </label>
      )}
    </fieldset>
  );
}

function ColorField(props: {
  label: string;
  value: string | null;
  error?: string[];
  onChange: (value: string | null) => void;
}) {
  return (
    <Field density="compact" required={false} label={props.label} error={props.error} hint={text.colorHint}>
      {(control) => (
        <span className="flex items-center gap-2">
          <input
            {...control}
            value={props.value ?? ''}
            placeholder="#17675f"
            onChange={(event) =>
              props.onChange(event.target.value.trim() === '' ? null : event.target.value.trim())
            }
          />
          <span
            aria-hidden="true"
            className="h-10 w-10 shrink-0 rounded-lg border border-surface-line"
            style={{ background: props.value ?? 'transparent' }}
          />
        </span>
      )}
    </Field>
  );
}
