import Field from '~/components/form/Field';
import { Panel } from '~/components/staff/Panel';
import * as safetyTexts from '~/lib/messages/safety';
import type { ProductSafetyInfo } from './product-safety';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { productSafety: safetyTexts.productSafety };

const text = messages.productSafety;

/** A product without safety data yet starts from this. */
export const EMPTY_SAFETY: ProductSafetyInfo = {
  manufacturer_name: '',
  manufacturer_address: '',
  manufacturer_email: '',
  ce_marked: true,
  warnings: '',
};

/**
 * Manufacturer, CE marking and warnings, as a section of the staff product form: saved with the
 * product by its one 'Opslaan' (the section had a save of its own that staff missed, and
 * the form's save said "opgeslagen" without it). PUT /api/admin/products/{id}/safety.
 */
export default function ProductSafetyFields({
  value,
  errors,
  onChange,
}: {
  value: ProductSafetyInfo;
  errors: Record<string, string>;
  onChange: (value: ProductSafetyInfo) => void;
}) {
  const set = (field: keyof ProductSafetyInfo) => (event: { target: { value: string } }) =>
    onChange({ ...value, [field]: event.target.value });
  return (
    <Panel title={text.formTitle}>
      <div className="grid gap-4">
        <p className="text-base text-ink-soft">{text.formIntro}</p>
        <Field
          name="manufacturer_name"
          label={text.nameLabel}
          value={value.manufacturer_name}
          onChange={set('manufacturer_name')}
          error={errors.manufacturer_name}
        />
        <Field label={text.addressLabel} error={errors.manufacturer_address}>
          {(control) => (
            <textarea
              {...control}
              name="manufacturer_address"
              rows={3}
              value={value.manufacturer_address}
              onChange={set('manufacturer_address')}
            />
          )}
        </Field>
        <Field
          name="manufacturer_email"
          type="email"
          label={text.emailLabel}
          value={value.manufacturer_email}
          onChange={set('manufacturer_email')}
          error={errors.manufacturer_email}
        />
        <label className="flex items-center gap-3 text-lg">
          <input
            type="checkbox"
            checked={value.ce_marked}
            onChange={(event) => onChange({ ...value, ce_marked: event.target.checked })}
            className="h-5 w-5 accent-brand-600"
          />
          {text.ceLabel}
        </label>
        <Field label={text.warningsLabel} required={false} error={errors.warnings}>
          {(control) => (
            <textarea
              {...control}
              name="warnings"
              rows={5}
              value={value.warnings}
              onChange={set('warnings')}
            />
          )}
        </Field>
      </div>
    </Panel>
  );
}
