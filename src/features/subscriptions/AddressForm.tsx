import { type FormEvent, useEffect, useId, useState } from 'react';
import Field from '~/components/form/Field';
import type { SavedRecipient } from '~/features/recipients/recipients';
import { fetchRecipients } from '~/features/recipients/recipients.actions';
import * as addressTexts from '~/lib/messages/address';
import * as subscriptionsTexts from '~/lib/messages/subscriptions';
import { addressLines } from '~/lib/postal-address';
import type { AccountSubscriptionAddress } from './subscriptions';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = {
  addressFields: addressTexts.addressFields,
  subscriptions: subscriptionsTexts.subscriptions,
};

const text = messages.subscriptions.control;
const labels = messages.addressFields;

/** 'edit' keeps the receiver and changes the address; 'own' or a saved recipient's id changes who receives. */
type Choice = 'edit' | 'own' | number;

/**
 * Where the next renewals go: the current address edited, or another receiver: the buyer
 * herself or one of her saved recipients. The server checks the recipient is hers and the address
 * like the checkout does; the buyer stays the payer.
 */
export default function AddressForm(props: {
  busy: boolean;
  address: AccountSubscriptionAddress;
  /** Who receives now; null when it is the buyer herself. */
  recipientName: string | null;
  errors: Record<string, string[]>;
  onSubmit: (body: Record<string, string> | { deliver_to: 'own' | number }) => void;
}) {
  const id = useId();
  const { address, errors } = props;
  const [choice, setChoice] = useState<Choice>('edit');
  const [saved, setSaved] = useState<SavedRecipient[]>([]);
  useEffect(() => {
    let current = true;
    fetchRecipients()
      .then((recipients) => current && setSaved(recipients))
      .catch((failure: unknown) => console.warn('saved recipients could not be loaded', failure));
    return () => {
      current = false;
    };
  }, []);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (choice !== 'edit') props.onSubmit({ deliver_to: choice });
    else {
      const fields = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
      // The receiver radio is the form's own state, not an address field.
      delete fields.receiver;
      props.onSubmit(fields);
    }
  };
  const options: [Choice, string][] = [
    ['edit', text.deliverEdit],
    ...(props.recipientName ? [['own', text.deliverOwn] as [Choice, string]] : []),
    ...saved.map((one): [Choice, string] => {
      const [street, place] = addressLines({
        street: one.street,
        streetNumber: one.house_number,
        streetAddition: one.addition,
        postcode: one.postcode,
        city: one.city,
      });
      return [
        one.id,
        `${text.deliverSaved(one.label, `${one.first_name} ${one.last_name}`)}, ${street}, ${place}`,
      ];
    }),
  ];
  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-4 rounded-xl bg-white p-4"
      aria-label={text.editAddress}
    >
      {options.length > 1 && (
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-xl font-semibold">{text.deliverTo}</legend>
          {options.map(([value, label]) => (
            <label key={value} className="flex items-center gap-3 text-lg">
              <input
                type="radio"
                name="receiver"
                value={value}
                checked={choice === value}
                onChange={() => setChoice(value)}
                className="h-5 w-5 flex-none accent-brand-600"
              />
              <span>{label}</span>
            </label>
          ))}
        </fieldset>
      )}
      {choice === 'edit' && <AddressFields id={id} address={address} errors={errors} />}
      <button type="submit" className="btn-primary justify-self-start" disabled={props.busy}>
        {text.addressSave}
      </button>
    </form>
  );
}

function AddressFields(props: {
  id: string;
  address: AccountSubscriptionAddress;
  errors: Record<string, string[]>;
}) {
  const { id, address, errors } = props;
  return (
    <>
      <Field
        id={`${id}-postcode`}
        name="postcode"
        label={labels.postcode}
        autoComplete="postal-code"
        defaultValue={address.postcode}
        error={errors.postcode?.[0]}
      />
      <Field
        id={`${id}-number`}
        name="street_number"
        label={labels.houseNumber}
        inputMode="numeric"
        defaultValue={address.street_number}
        error={errors.street_number?.[0]}
      />
      <Field
        id={`${id}-addition`}
        name="street_addition"
        label={labels.addition}
        required={false}
        defaultValue={address.street_addition ?? ''}
        error={errors.street_addition?.[0]}
      />
      <Field
        id={`${id}-street`}
        name="street"
        label={labels.street}
        autoComplete="address-line1"
        defaultValue={address.street}
        error={errors.street?.[0]}
      />
      <Field
        id={`${id}-city`}
        name="city"
        label={labels.city}
        autoComplete="address-level2"
        defaultValue={address.city}
        error={errors.city?.[0]}
      />
    </>
  );
}
