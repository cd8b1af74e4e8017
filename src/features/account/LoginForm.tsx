import { type FormEvent, useState } from 'react';
import Field from '~/components/form/Field';
import FormAlert from '~/components/form/FormAlert';
import { checkForm } from '~/components/form/form-errors';
import { messages } from '~/lib/messages';
import { routes, safeReturnPath } from '~/lib/routes';
import { login } from './auth.actions';

/** /login (spec sections 2, 5, 8): success goes to /account (or the shop page in ?terug=); failure shows the spec's alert (in Dutch). */
export default function LoginForm() {
  const [failed, setFailed] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setFailed(false);
    if (!checkForm(form, setErrors)) return;
    const data = new FormData(form);
    setBusy(true);
    try {
      await login(String(data.get('email')), String(data.get('password')));
      const back = safeReturnPath(new URLSearchParams(window.location.search).get('terug'));
      window.location.assign(back ?? routes.account);
    } catch {
      setFailed(true);
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <FormAlert text={failed ? messages.login.failure : undefined} />
      <Field
        name="email"
        label={messages.accountPages.email}
        type="email"
        autoComplete="email"
        error={errors.email}
      />
      <Field
        name="password"
        label={messages.accountPages.password}
        type="password"
        autoComplete="current-password"
        error={errors.password}
      />
      <button type="submit" className="btn-primary py-4 text-xl" disabled={busy}>
        {messages.accountPages.login}
      </button>
      <p className="flex flex-wrap justify-between gap-3 text-lg">
        <a href={routes.forgotPassword} className="underline focus-ring rounded">
          {messages.accountPages.forgotLink}
        </a>
        <a href={routes.register} className="underline focus-ring rounded">
          {messages.accountPages.registerLink}
        </a>
      </p>
    </form>
  );
}
