import { type FormEvent, useState } from 'react';
import Field from '~/components/form/Field';
import FormAlert from '~/components/form/FormAlert';
import { focusFirstError, formErrors } from '~/components/form/form-errors';
import { type AddressForm, EMPTY_ADDRESS_FORM } from '~/features/checkout/address-form';
import { lookUpStreet } from '~/features/recipients/recipients.actions';
import { apiErrorBody } from '~/lib/http';
import * as accountTexts from '~/lib/messages/account';
import * as shopTexts from '~/lib/messages/shop';
import * as trialTexts from '~/lib/messages/trial';
import TrialProductPicker, { type TrialSlot } from './TrialProductPicker';
import { MAX_TRIAL_PRODUCTS, type TrialProduct } from './trial-packs';
import { requestTrialPack } from './trial-packs.actions';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { account: accountTexts.account, form: shopTexts.form, trialPack: trialTexts.trialPack };

const text = messages.trialPack;
type ContactField = keyof AddressForm;
const CONTACT_FIELDS = Object.keys(EMPTY_ADDRESS_FORM) as ContactField[];
const OPTIONAL: ContactField[] = ['addition'];

/** /proefpakket: up to 3 products in a size, an address, consent for one follow-up mail. */
export default function TrialRequestForm({
  products,
  initial,
}: {
  products: TrialProduct[];
  initial: number | null;
}) {
  const [slots, setSlots] = useState<TrialSlot[]>(() =>
    Array.from({ length: MAX_TRIAL_PRODUCTS }, (_, index) => ({
      productId: index === 0 && initial ? String(initial) : '',
      sizeId: '',
    })),
  );
  const [form, setForm] = useState(EMPTY_ADDRESS_FORM);
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState('');
  const [sent, setSent] = useState('');
  const [busy, setBusy] = useState(false);

  const clearError = (name: string) => setErrors(({ [name]: _, ...rest }) => rest);

  const lookUp = async () => {
    if (!form.postcode.trim() || !form.house_number.trim()) return;
    const found = await lookUpStreet(form.postcode, form.house_number, form.addition);
    if (found) setForm((current) => ({ ...current, ...found }));
  };

  /** The browser's own check of what the server checks again: a product, and a size where it has sizes. */
  const itemErrors = () => {
    const found: Record<string, string> = {};
    slots.forEach((slot, index) => {
      const product = products.find((one) => String(one.id) === slot.productId);
      if (product && product.sizes.length > 0 && !slot.sizeId) found[`size-${index}`] = text.sizeRequired;
    });
    if (!slots.some((slot) => slot.productId)) found.items = text.chooseProduct;
    return found;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    const found = { ...formErrors(element), ...itemErrors() };
    setErrors(found);
    const problems = Object.values(found);
    setAlert(problems.length === 1 ? problems[0]! : problems.length > 1 ? messages.form.fixErrors : '');
    if (problems.length > 0) return focusFirstError(element);
    setBusy(true);
    try {
      const chosen = slots.filter((slot) => slot.productId);
      const status = await requestTrialPack({
        email: form.email,
        first_name: form.first_name,
        last_name: form.last_name,
        address: {
          postcode: form.postcode,
          house_number: form.house_number,
          addition: form.addition,
          street: form.street,
          city: form.city,
        },
        items: chosen.map((slot) => ({
          product_id: Number(slot.productId),
          variation_id: slot.sizeId ? Number(slot.sizeId) : null,
        })),
        follow_up_consent: consent,
      });
      setSent(status);
    } catch (failure) {
      setAlert((await apiErrorBody(failure))?.message ?? messages.account.failure);
    }
    setBusy(false);
  };

  if (sent) return <FormAlert kind="status" text={sent} />;
  return (
    <form onSubmit={submit} noValidate className="grid gap-8">
      <fieldset className="grid gap-4">
        <legend className="mb-1 text-2xl font-bold">{text.productsLegend}</legend>
        {slots.map((slot, index) => (
          <TrialProductPicker
            // biome-ignore lint/suspicious/noArrayIndexKey: the three slots are fixed places
            key={index}
            index={index}
            slot={slot}
            products={products}
            error={errors[`size-${index}`]}
            onChange={(next) => {
              setSlots((current) => current.map((one, at) => (at === index ? next : one)));
              clearError(`size-${index}`);
              clearError('items');
            }}
          />
        ))}
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-1 text-2xl font-bold">{text.contactLegend}</legend>
        {CONTACT_FIELDS.map((name) => (
          <Field
            key={name}
            name={name}
            label={text.contactLabels[name]}
            type={name === 'email' ? 'email' : 'text'}
            required={!OPTIONAL.includes(name)}
            value={form[name]}
            onChange={(event) => {
              setForm((current) => ({ ...current, [name]: event.target.value }));
              clearError(name);
            }}
            onBlur={name === 'postcode' || name === 'house_number' ? lookUp : undefined}
            error={errors[name]}
          />
        ))}
      </fieldset>
      <label className="flex items-start gap-3 text-lg">
        <input
          type="checkbox"
          checked={consent}
          onChange={(event) => setConsent(event.target.checked)}
          className="mt-1 h-5 w-5 flex-none accent-brand-600"
        />
        {text.followUpConsent}
      </label>
      <FormAlert text={alert} />
      <button type="submit" className="btn-primary justify-self-start" disabled={busy}>
        {text.submit}
      </button>
    </form>
  );
}
