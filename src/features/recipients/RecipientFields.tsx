import Field from '~/components/form/Field';
import * as careTexts from '~/lib/messages/care';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { recipients: careTexts.recipients };

const text = messages.recipients;

/** The recipient's fields as a form holds them (names prefixed `recipient_` in the checkout). */
export const EMPTY_RECIPIENT = {
  first_name: '',
  last_name: '',
  postcode: '',
  house_number: '',
  addition: '',
  street: '',
  city: '',
};
export type RecipientForm = typeof EMPTY_RECIPIENT;

interface Props {
  values: RecipientForm;
  onChange: (field: keyof RecipientForm, value: string) => void;
  /** Postcode or house number left: street and city may be looked up. */
  onAddressBlur?: () => void;
  errors: Record<string, string | undefined>;
  /** Prefix of the input names, so they never clash with the buyer's own fields. */
  prefix: string;
}

/** Name and address of the person the parcel goes to. */
export default function RecipientFields({ values, onChange, onAddressBlur, errors, prefix }: Props) {
  const field = (name: keyof RecipientForm) => ({
    name: `${prefix}${name}`,
    value: values[name],
    onChange: (event: { target: { value: string } }) => onChange(name, event.target.value),
    error: errors[`${prefix}${name}`],
  });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label={text.firstName} autoComplete="off" {...field('first_name')} />
      <Field label={text.lastName} autoComplete="off" {...field('last_name')} />
      <Field
        label={text.postcode}
        placeholder={text.postcodePlaceholder}
        onBlur={onAddressBlur}
        {...field('postcode')}
      />
      <div className="grid grid-cols-[minmax(0,1fr)_minmax(0,7rem)] gap-3">
        <Field
          label={text.houseNumber}
          inputMode="numeric"
          onBlur={onAddressBlur}
          {...field('house_number')}
        />
        <Field label={text.addition} required={false} {...field('addition')} />
      </div>
      <Field label={text.street} autoComplete="off" {...field('street')} />
      <Field label={text.city} autoComplete="off" {...field('city')} />
    </div>
  );
}
