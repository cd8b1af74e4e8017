import Field from '~/components/form/Field';
import * as addressTexts from '~/lib/messages/address';
import * as careTexts from '~/lib/messages/care';
import * as checkoutTexts from '~/lib/messages/checkout';
import type { Checkout } from './use-checkout';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = {
  addressFields: addressTexts.addressFields,
  checkout: checkoutTexts.checkout,
  recipients: careTexts.recipients,
};

const text = messages.checkout;
const labels = messages.addressFields;
const legend = 'mb-1 text-2xl font-bold';

/** Contact and delivery address; postcode + house number look up street and city. */
export default function AddressFields({ checkout }: { checkout: Checkout }) {
  const { form, set, errors, lookup, lookUpAddress } = checkout;
  const filledByLookup = lookup === 'found';
  return (
    <>
      <fieldset className="grid gap-4">
        <legend className={legend}>{labels.contactLegend}</legend>
        <Field
          name="email"
          label={labels.email}
          type="email"
          autoComplete="email"
          value={form.email}
          onChange={set('email')}
          error={errors.email}
          hint={text.emailHint}
        />
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className={legend}>
          {checkout.recipient.forWhom === 'other'
            ? messages.recipients.buyerAddressLegend
            : labels.addressLegend}
        </legend>
        <Field
          name="first_name"
          label={labels.firstName}
          autoComplete="given-name"
          value={form.first_name}
          onChange={set('first_name')}
          error={errors.first_name}
        />
        <Field
          name="last_name"
          label={labels.lastName}
          autoComplete="family-name"
          value={form.last_name}
          onChange={set('last_name')}
          error={errors.last_name}
        />
        <Field
          name="postcode"
          label={labels.postcode}
          autoComplete="postal-code"
          placeholder={labels.postcodePlaceholder}
          value={form.postcode}
          onChange={set('postcode')}
          onBlur={lookUpAddress}
          error={errors.postcode}
        />
        <div className="grid grid-cols-[minmax(0,1fr)_minmax(0,7rem)] gap-3">
          <Field
            name="house_number"
            label={labels.houseNumber}
            inputMode="numeric"
            value={form.house_number}
            onChange={set('house_number')}
            onBlur={lookUpAddress}
            error={errors.house_number}
          />
          <Field
            name="addition"
            label={labels.addition}
            required={false}
            value={form.addition}
            onChange={set('addition')}
          />
        </div>
        <p className="sm:col-span-2 min-h-7 text-base text-ink-soft" role="status" aria-live="polite">
          {lookup === 'loading' ? text.addressLookingUp : lookup === 'not-found' ? text.addressNotFound : ''}
        </p>
        <Field
          name="street"
          label={labels.street}
          autoComplete="address-line1"
          readOnly={filledByLookup}
          value={form.street}
          onChange={set('street')}
          error={errors.street}
        />
        <Field
          name="city"
          label={labels.city}
          autoComplete="address-level2"
          readOnly={filledByLookup}
          value={form.city}
          onChange={set('city')}
          error={errors.city}
        />
      </fieldset>
    </>
  );
}
