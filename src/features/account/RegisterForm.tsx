import { type FormEvent, useId, useState } from 'react';
import Field from '~/components/form/Field';
import FormAlert from '~/components/form/FormAlert';
import { fieldStyles } from '~/components/form/field-styles';
import { checkForm, focusFirstError } from '~/components/form/form-errors';
import { apiErrorBody } from '~/lib/http';
import * as accountTexts from '~/lib/messages/account';
import * as shopTexts from '~/lib/messages/shop';
import { routes } from '~/lib/routes';
import { register } from './auth.actions';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = {
  account: accountTexts.account,
  accountForms: accountTexts.accountForms,
  accountPages: accountTexts.accountPages,
  form: shopTexts.form,
};

/** /registreer: a customer account; consent to the privacy statement is required. */
export default function RegisterForm({ initialEmail }: { initialEmail?: string }) {
  const ids = useId();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setMessage('');
    if (!checkForm(form, setErrors)) return;
    setBusy(true);
    try {
      await register(Object.fromEntries(new FormData(form)));
      window.location.assign(routes.account);
    } catch (failure) {
      const body = await apiErrorBody(failure);
      const fieldErrors = Object.fromEntries(
        Object.entries(body?.errors ?? {}).map(([name, list]) => [name, list[0] ?? '']),
      );
      setErrors(fieldErrors);
      setMessage(body?.message ?? messages.account.failure);
      setBusy(false);
      focusFirstError(form);
    }
  };

  const privacyError = errors.privacy;
  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <FormAlert text={message} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          name="first_name"
          label={messages.accountForms.firstName}
          autoComplete="given-name"
          error={errors.first_name}
        />
        <Field
          name="last_name"
          label={messages.accountForms.lastName}
          autoComplete="family-name"
          error={errors.last_name}
        />
      </div>
      <Field
        name="email"
        label={messages.accountPages.email}
        type="email"
        autoComplete="email"
        defaultValue={initialEmail}
        error={errors.email}
      />
      <Field
        name="password"
        label={messages.accountForms.registerPassword}
        type="password"
        autoComplete="new-password"
        error={errors.password}
      />
      <Field
        name="password_confirmation"
        label={messages.accountForms.repeatPassword}
        type="password"
        autoComplete="new-password"
        error={errors.password_confirmation}
      />
      <div>
        <label className="flex items-start gap-3 text-lg">
          <input
            type="checkbox"
            name="privacy"
            required
            aria-invalid={privacyError ? true : undefined}
            aria-describedby={privacyError ? `${ids}-privacy-error` : undefined}
            className="mt-1 h-5 w-5 flex-none accent-brand-600"
          />
          <span>
            {messages.accountForms.consentBefore}{' '}
            <a href={routes.privacy} className="underline focus-ring rounded">
              {messages.accountForms.consentLink}
            </a>
            {messages.accountForms.consentAfter}{' '}
            <span className={fieldStyles.required}>{messages.form.requiredMark}</span>
          </span>
        </label>
        {privacyError && (
          <p id={`${ids}-privacy-error`} className={fieldStyles.error}>
            {privacyError}
          </p>
        )}
      </div>
      <button type="submit" className="btn-primary py-4 text-xl" disabled={busy}>
        {messages.accountForms.createAccount}
      </button>
    </form>
  );
}
