import { useId, useState } from 'react';
import Field from '~/components/form/Field';
import { apiErrorBody } from '~/lib/http';
import * as accountTexts from '~/lib/messages/account';
import { deleteAccount, downloadAccountData } from './account.actions';
import { clearSession } from './auth.store';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { account: accountTexts.account, accountForms: accountTexts.accountForms };

const text = messages.accountForms;

/** Download everything we hold, or delete the account (two steps, confirmed with the password). */
export default function PrivacySection() {
  const ids = useId();
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');

  const download = async () => {
    setError('');
    try {
      await downloadAccountData();
    } catch (failure) {
      console.warn('data export failed', failure);
      setError(messages.account.failure);
    }
  };

  const remove = async () => {
    setError('');
    try {
      await deleteAccount(password);
      clearSession();
      window.location.assign('/');
    } catch (failure) {
      const body = await apiErrorBody(failure);
      setError(body?.errors?.password?.[0] ?? body?.message ?? messages.account.failure);
      // The message is the field's description: focusing the field reads it out.
      requestAnimationFrame(() => document.getElementById(`${ids}-password`)?.focus());
    }
  };

  return (
    <section aria-labelledby={`${ids}-title`} className="rounded-2xl border border-surface-line p-6">
      <h2 id={`${ids}-title`} className="text-2xl font-bold">
        {text.privacyTitle}
      </h2>
      <p className="mt-2 text-lg text-ink-soft">{text.privacyIntro}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="button" className="btn-secondary" onClick={download}>
          {text.download}
        </button>
        {!confirming && (
          <button
            type="button"
            className="btn-secondary border-accent-600 text-accent-700"
            onClick={() => setConfirming(true)}
          >
            {text.deleteAccount}
          </button>
        )}
      </div>
      {error && !confirming && (
        <p role="alert" className="mt-4 font-semibold text-accent-700">
          {error}
        </p>
      )}
      {confirming && (
        <div className="mt-5 grid max-w-md gap-3 rounded-xl bg-accent-100 p-4">
          <Field
            id={`${ids}-password`}
            name="password"
            label={text.confirmWithPassword}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={error || undefined}
          />
          <div className="flex flex-wrap gap-3">
            <button type="button" className="btn-primary bg-accent-600 hover:bg-accent-700" onClick={remove}>
              {text.deleteForGood}
            </button>
            <button type="button" className="btn-secondary" onClick={() => setConfirming(false)}>
              {text.cancel}
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
