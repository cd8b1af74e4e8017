import { type FormEvent, useEffect, useId, useState } from 'react';
import AccountSection from '~/components/account/AccountSection';
import Field from '~/components/form/Field';
import { apiErrorBody } from '~/lib/http';
import * as accountTexts from '~/lib/messages/account';
import * as careTexts from '~/lib/messages/care';
import { addressLines } from '~/lib/postal-address';
import RecipientFields, { EMPTY_RECIPIENT, type RecipientForm } from './RecipientFields';
import type { SavedRecipient } from './recipients';
import { addRecipient, deleteRecipient, fetchRecipients, lookUpStreet } from './recipients.actions';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = {
  account: accountTexts.account,
  accountForms: accountTexts.accountForms,
  recipients: careTexts.recipients,
};

const text = messages.recipients;
type Notice = { ok: boolean; text: string } | null;

/** /account: the people this customer orders for; the checkout offers them (decision 024). */
export default function RecipientsSection() {
  const ids = useId();
  const [recipients, setRecipients] = useState<SavedRecipient[] | null>(null);
  const [adding, setAdding] = useState(false);
  const [form, setForm] = useState<RecipientForm>(EMPTY_RECIPIENT);
  const [label, setLabel] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<Notice>(null);

  useEffect(() => {
    fetchRecipients()
      .then(setRecipients)
      .catch((error: unknown) => {
        console.warn('recipients could not be loaded', error);
        setRecipients([]);
      });
  }, []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      const saved = await addRecipient({ ...form, label });
      setRecipients((current) => [...(current ?? []), saved]);
      setAdding(false);
      setForm(EMPTY_RECIPIENT);
      setLabel('');
      setErrors({});
      setNotice({ ok: true, text: text.saved });
    } catch (error) {
      const body = await apiErrorBody(error);
      // The server names its fields without the form's prefix.
      const named = Object.entries(body?.errors ?? {}).map(([field, problems]) => [
        field === 'label' ? field : `recipient_${field}`,
        problems[0] ?? '',
      ]);
      setErrors(Object.fromEntries(named));
      setNotice({ ok: false, text: body?.message ?? messages.account.failure });
    }
  };

  const remove = async (recipient: SavedRecipient) => {
    try {
      await deleteRecipient(recipient.id);
      setRecipients((current) => (current ?? []).filter((one) => one.id !== recipient.id));
      setNotice({ ok: true, text: text.removed });
    } catch (error) {
      setNotice({ ok: false, text: (await apiErrorBody(error))?.message ?? messages.account.failure });
    }
  };

  const lookUp = async () => {
    if (!form.postcode.trim() || !form.house_number.trim()) return;
    const found = await lookUpStreet(form.postcode, form.house_number, form.addition);
    if (found) setForm((current) => ({ ...current, ...found }));
  };

  return (
    <AccountSection id={ids} title={text.title}>
      <p className="mt-2 text-base text-ink-soft">{text.intro}</p>
      {recipients?.length === 0 && !adding && <p className="mt-3 text-lg">{text.none}</p>}
      {recipients && recipients.length > 0 && (
        <ul className="mt-3 grid gap-3">
          {recipients.map((recipient) => (
            <li key={recipient.id} className="rounded-xl border border-surface-line bg-white p-4 text-lg">
              <p className="font-semibold">{recipient.label}</p>
              <p>
                {recipient.first_name} {recipient.last_name}
              </p>
              <p>
                {addressLines({
                  street: recipient.street,
                  streetNumber: recipient.house_number,
                  streetAddition: recipient.addition,
                  postcode: recipient.postcode,
                  city: recipient.city,
                }).join(', ')}
              </p>
              <button type="button" className="btn-secondary mt-2" onClick={() => remove(recipient)}>
                {text.remove(recipient.label)}
              </button>
            </li>
          ))}
        </ul>
      )}
      {notice && (
        <p
          role={notice.ok ? 'status' : 'alert'}
          className={`mt-4 rounded-lg px-4 py-3 text-lg font-semibold ${notice.ok ? 'bg-brand-50 text-brand-800' : 'bg-accent-100 text-accent-700'}`}
        >
          {notice.text}
        </p>
      )}
      {adding ? (
        <form onSubmit={submit} noValidate className="mt-5 grid gap-4" aria-label={text.add}>
          <Field
            name="label"
            label={text.label}
            hint={text.labelHint}
            value={label}
            onChange={(event) => setLabel(event.target.value)}
            error={errors.label}
          />
          <RecipientFields
            prefix="recipient_"
            values={form}
            onChange={(field, value) => setForm((current) => ({ ...current, [field]: value }))}
            onAddressBlur={lookUp}
            errors={errors}
          />
          <div className="flex flex-wrap gap-3">
            <button type="submit" className="btn-primary">
              {messages.accountForms.save}
            </button>
            <button type="button" className="btn-secondary" onClick={() => setAdding(false)}>
              {messages.accountForms.cancel}
            </button>
          </div>
        </form>
      ) : (
        recipients !== null && (
          <button
            type="button"
            className="btn-secondary mt-4"
            onClick={() => {
              setNotice(null);
              setAdding(true);
            }}
          >
            {text.add}
          </button>
        )
      )}
    </AccountSection>
  );
}
