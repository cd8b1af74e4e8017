import { useId } from 'react';
import Field, { type FieldProps } from '~/components/form/Field';
import FormAlert from '~/components/form/FormAlert';
import { fieldStyles } from '~/components/form/field-styles';
import * as discountsTexts from '~/lib/messages/discounts';
import * as staffTexts from '~/lib/messages/staff';
import type { DiscountFormValues } from './discount-form';
import { type DiscountFormProps, useDiscountForm } from './use-discount-form';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { admin: staffTexts.admin, discountsScreen: discountsTexts.discountsScreen };
const text = messages.discountsScreen;
const labels = text.fields;

/** Creates or edits one code (admins only); the server checks everything again. */
export default function DiscountForm(props: DiscountFormProps) {
  const id = useId();
  const { values, setValues, set, errors, message, saving, submit } = useDiscountForm(props);

  // The server says which fields it needs; no field claims '(verplicht)' before it does.
  const field = (
    name: keyof DiscountFormValues,
    label: string,
    input: Partial<FieldProps> = {},
    hint?: string,
  ) => (
    <Field
      id={`${id}-${name}`}
      label={label}
      required={false}
      hint={hint}
      error={errors[name]}
      value={String(values[name])}
      onChange={set(name)}
      {...input}
    />
  );

  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-5 rounded-2xl border border-surface-line bg-white p-5"
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className="text-2xl font-bold">
        {props.editing ? text.formTitle(props.editing.code) : text.newCode}
      </h2>
      <div className="grid gap-5 md:grid-cols-2">
        {field('code', labels.code, { autoCapitalize: 'characters', maxLength: 30 }, labels.codeHint)}
        {field('description', labels.description, { maxLength: 200 })}
        <fieldset>
          <legend className={fieldStyles.label}>{messages.discountsScreen.kind}</legend>
          <div className="mt-2 flex flex-wrap gap-4 text-lg">
            {(['percentage', 'fixed'] as const).map((kind) => (
              <label key={kind} className="flex items-center gap-2">
                <input
                  type="radio"
                  name={`${id}-kind`}
                  checked={values.kind === kind}
                  onChange={() => setValues((current) => ({ ...current, kind }))}
                  className="h-5 w-5"
                />
                {kind === 'percentage' ? text.kinds.percentage : text.kinds.fixed}
              </label>
            ))}
          </div>
        </fieldset>
        {field('value', values.kind === 'percentage' ? labels.percentage : labels.fixed, {
          inputMode: values.kind === 'percentage' ? 'numeric' : 'decimal',
        })}
        {field('minimum', labels.minimum, { inputMode: 'decimal' }, labels.minimumHint)}
        <div />
        {field('validFrom', labels.validFrom, { type: 'date' }, labels.validFromHint)}
        {field('validUntil', labels.validUntil, { type: 'date' }, labels.validUntilHint)}
        {field('maxUses', labels.maxUses, { inputMode: 'numeric' }, labels.unlimitedHint)}
        {field(
          'maxUsesPerCustomer',
          labels.maxUsesPerCustomer,
          { inputMode: 'numeric' },
          labels.unlimitedHint,
        )}
      </div>
      <fieldset>
        <legend className={fieldStyles.label}>{text.onlyCategories}</legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2 text-lg">
          {props.categories.map((category) => (
            <label key={category.id} className="flex items-center gap-2">
              <input
                type="checkbox"
                className="h-5 w-5"
                checked={values.categoryIds.includes(category.id)}
                onChange={(event) => {
                  const checked = event.target.checked;
                  setValues((current) => ({
                    ...current,
                    categoryIds: checked
                      ? [...current.categoryIds, category.id]
                      : current.categoryIds.filter((other) => other !== category.id),
                  }));
                }}
              />
              {category.name}
            </label>
          ))}
        </div>
        {errors.categoryIds && <p className={fieldStyles.error}>{errors.categoryIds}</p>}
      </fieldset>
      <label className="flex items-center gap-2 text-lg">
        <input
          type="checkbox"
          className="h-5 w-5"
          checked={values.isActive}
          onChange={(event) => setValues((current) => ({ ...current, isActive: event.target.checked }))}
        />
        {text.activeChoice}
      </label>
      <FormAlert text={message} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary" disabled={saving}>
          {saving ? messages.admin.loading : text.save}
        </button>
        <button type="button" className="btn-secondary" onClick={props.onCancel}>
          {messages.discountsScreen.cancel}
        </button>
      </div>
    </form>
  );
}
