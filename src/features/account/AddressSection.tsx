import { type FormEvent, useEffect, useId, useState } from 'react';
import AccountSection from '~/components/account/AccountSection';
import Field from '~/components/form/Field';
import { apiErrorBody } from '~/lib/http';
import * as accountTexts from '~/lib/messages/account';
import type { SavedAddress } from './account';
import { fetchSavedAddress, saveAddress } from './account.actions';
import { withoutStaleAddition } from './use-saved-address';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = {
  account: accountTexts.account,
  accountForms: accountTexts.accountForms,
  savedAddress: accountTexts.savedAddress,
};

const text = messages.savedAddress;
type Outcome =
  | { ok: true; status: string }
  | { ok: false; message: string; errors: Record<string, string[]> };

/** The delivery address saved on the account; the checkout fills it in (PUT /api/account/address). */
export default function AddressSection() {
  const ids = useId();
  const [address, setAddress] = useState<SavedAddress | null | undefined>(undefined);
  const [editing, setEditing] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    fetchSavedAddress()
      .then(setAddress)
      .catch((error: unknown) => {
        console.warn('saved address could not be loaded', error);
        setAddress(null);
      });
  }, []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    setBusy(true);
    try {
      setAddress(await saveAddress(data));
      setEditing(false);
      setOutcome({ ok: true, status: text.saved });
    } catch (error) {
      const body = await apiErrorBody(error);
      setOutcome({
        ok: false,
        message: body?.message ?? messages.account.failure,
        errors: body?.errors ?? {},
      });
    }
    setBusy(false);
  };

  /** Another postcode or house number typed: the saved addition ("A") no longer belongs. */
  const dropStaleAddition = (event: FormEvent<HTMLFormElement>) => {
    const { name } = event.target as HTMLInputElement;
    if (name !== 'postcode' && name !== 'house_number') return;
    const fields = event.currentTarget.elements;
    const value = (field: string) => (fields.namedItem(field) as HTMLInputElement | null)?.value ?? '';
    const addition = fields.namedItem('addition') as HTMLInputElement | null;
    if (!addition) return;
    const kept = withoutStaleAddition(
      { postcode: value('postcode'), houseNumber: value('house_number'), addition: addition.value },
      address,
    );
    if (kept.addition !== addition.value) addition.value = kept.addition;
  };

  const errors = outcome && !outcome.ok ? outcome.errors : {};
  return (
    <AccountSection id={ids} title={text.title}>
      <p className="mt-2 text-base text-ink-soft">{text.intro}</p>
      {address && !editing && (
        <address className="mt-3 text-lg not-italic">
          {address.street} {address.house_number}
          {address.addition ? ` ${address.addition}` : ''}
          <br />
          {address.postcode} {address.city}
        </address>
      )}
      {outcome && (outcome.ok || Object.keys(outcome.errors).length === 0) && (
        <p
          role={outcome.ok ? 'status' : 'alert'}
          className={`mt-4 rounded-lg px-4 py-3 text-lg font-semibold ${outcome.ok ? 'bg-brand-50 text-brand-800' : 'bg-accent-100 text-accent-700'}`}
        >
          {outcome.ok ? outcome.status : outcome.message}
        </p>
      )}
      {editing ? (
        <form
          onSubmit={submit}
          onChange={dropStaleAddition}
          noValidate
          className="mt-5 grid gap-4"
          aria-label={text.title}
        >
          <Field
            id={`${ids}-postcode`}
            name="postcode"
            label={text.postcodeLabel}
            autoComplete="postal-code"
            defaultValue={address?.postcode}
            error={errors.postcode?.[0]}
          />
          <Field
            id={`${ids}-number`}
            name="house_number"
            label={text.houseNumberLabel}
            defaultValue={address?.house_number}
            error={errors.house_number?.[0]}
          />
          <Field
            id={`${ids}-addition`}
            name="addition"
            label={text.additionLabel}
            required={false}
            defaultValue={address?.addition ?? ''}
            error={errors.addition?.[0]}
          />
          <Field
            id={`${ids}-street`}
            name="street"
            label={text.streetLabel}
            autoComplete="address-line1"
            defaultValue={address?.street}
            error={errors.street?.[0]}
          />
          <Field
            id={`${ids}-city`}
            name="city"
            label={text.cityLabel}
            autoComplete="address-level2"
            defaultValue={address?.city}
            error={errors.city?.[0]}
          />
          <div className="flex flex-wrap gap-3">
            <button type="submit" className="btn-primary" disabled={busy}>
              {messages.accountForms.save}
            </button>
            <button type="button" className="btn-secondary" onClick={() => setEditing(false)}>
              {messages.accountForms.cancel}
            </button>
          </div>
        </form>
      ) : (
        address !== undefined && (
          <button
            type="button"
            className="btn-secondary mt-4"
            onClick={() => {
              setOutcome(null);
              setEditing(true);
            }}
          >
            {address ? text.change : text.add}
          </button>
        )
      )}
    </AccountSection>
  );
}
