import { type FormEvent, useState } from 'react';
import type { DiscountCodeView } from '~/features/discounts/discounts';
import { saveDiscount } from './discount-admin.actions';
import { type DiscountFormValues, EMPTY_DISCOUNT, inputOf, valuesOf } from './discount-form';

/** The form field that shows the server's error on each field of the API. */
const FIELD_OF: Record<string, keyof DiscountFormValues> = {
  code: 'code',
  description: 'description',
  kind: 'kind',
  value: 'value',
  minimum_order_cents: 'minimum',
  valid_from: 'validFrom',
  valid_until: 'validUntil',
  max_uses: 'maxUses',
  max_uses_per_customer: 'maxUsesPerCustomer',
  category_ids: 'categoryIds',
};

export interface DiscountFormProps {
  editing: DiscountCodeView | null;
  categories: { id: number; name: string }[];
  onSaved: (code: DiscountCodeView) => void;
  onCancel: () => void;
}

type DiscountFieldErrors = Partial<Record<keyof DiscountFormValues, string>>;

/** The server's field errors on the form's fields: the first text of each. */
function errorsOnFields(errors: Record<string, string[]>): DiscountFieldErrors {
  const found: DiscountFieldErrors = {};
  for (const [key, texts] of Object.entries(errors)) {
    const field = FIELD_OF[key.split('.')[0]!];
    if (field && texts[0]) found[field] ??= texts[0];
  }
  return found;
}

/** A discount code's form values, the server's answer on them and the save. */
export function useDiscountForm(props: DiscountFormProps) {
  const [values, setValues] = useState<DiscountFormValues>(
    props.editing ? valuesOf(props.editing) : EMPTY_DISCOUNT,
  );
  const [errors, setErrors] = useState<DiscountFieldErrors>({});
  const [message, setMessage] = useState('');
  const [saving, setSaving] = useState(false);

  const set = (field: keyof DiscountFormValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    const result = await saveDiscount(inputOf(values), props.editing?.id);
    setSaving(false);
    if (result.ok) {
      setErrors({});
      setMessage('');
      props.onSaved(result.code);
      return;
    }
    setErrors(errorsOnFields(result.errors));
    setMessage(result.message);
  };

  return { values, setValues, set, errors, message, saving, submit };
}
