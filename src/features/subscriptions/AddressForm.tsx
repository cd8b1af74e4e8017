import { type FormEvent, useId } from 'react';
import Field from '~/components/form/Field';
import * as subscriptionsTexts from '~/lib/messages/subscriptions';
import type { AccountSubscriptionAddress } from './subscriptions';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { subscriptions: subscriptionsTexts.subscriptions };

const text = messages.subscriptions.control;

/** The delivery address of the next renewals; the server checks it like the checkout does. */
export default function AddressForm(props: {
  busy: boolean;
  address: AccountSubscriptionAddress;
  errors: Record<string, string[]>;
  onSubmit: (address: Record<string, string>) => void;
}) {
  const id = useId();
  const { address, errors } = props;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    props.onSubmit(Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>);
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-4 rounded-xl bg-white p-4"
      aria-label={text.editAddress}
    >
      <Field
        id={`${id}-postcode`}
        name="postcode"
        label="Postcode"
        autoComplete="postal-code"
        defaultValue={address.postcode}
        error={errors.postcode?.[0]}
      />
      <Field
        id={`${id}-number`}
        name="street_number"
        label="Huisnummer"
        inputMode="numeric"
        defaultValue={address.street_number}
        error={errors.street_number?.[0]}
      />
      <Field
        id={`${id}-addition`}
        name="street_addition"
        label="Toevoeging"
        required={false}
        defaultValue={address.street_addition ?? ''}
        error={errors.street_addition?.[0]}
      />
      <Field
        id={`${id}-street`}
        name="street"
        label="Straat"
        autoComplete="address-line1"
        defaultValue={address.street}
        error={errors.street?.[0]}
      />
      <Field
        id={`${id}-city`}
        name="city"
        label="Plaats"
        autoComplete="address-level2"
        defaultValue={address.city}
        error={errors.city?.[0]}
      />
      <button type="submit" className="btn-primary justify-self-start" disabled={props.busy}>
        {text.addressSave}
      </button>
    </form>
  );
}
