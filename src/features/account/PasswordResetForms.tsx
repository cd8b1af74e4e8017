import { type FormEvent, useState } from 'react';
import Field from '~/components/form/Field';
import FormAlert from '~/components/form/FormAlert';
import { checkForm, focusFirstError } from '~/components/form/form-errors';
import { apiErrorBody } from '~/lib/http';
import { messages } from '~/lib/messages';
import { routes } from '~/lib/routes';
import { sendPasswordForm } from './account.actions';

type Outcome = { kind: 'status' | 'error'; text: string } | null;

const text = messages.accountPages;

/** Checks and posts the form; success shows the server's status text, failure its field errors or the fallback. */
function useResetCall(kind: 'forgot' | 'reset') {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setOutcome(null);
    if (!checkForm(form, setErrors)) return;
    setBusy(true);
    try {
      const status = await sendPasswordForm(kind, Object.fromEntries(new FormData(form)));
      setOutcome({ kind: 'status', text: status });
      form.reset();
    } catch (failure) {
      const body = await apiErrorBody(failure);
      // The server's message is the form's alert (spec section 8: an expired link arrives as the
      // e-mail's error); other field errors stand next to their field, none shown twice.
      const message = body?.message ?? messages.passwordReset.failure;
      const fieldErrors = Object.fromEntries(
        Object.entries(body?.errors ?? {})
          .map(([name, list]) => [name, list[0] ?? ''])
          .filter(([, error]) => error && error !== message),
      );
      setErrors(fieldErrors);
      setOutcome({ kind: 'error', text: fieldErrors.token ?? message });
      focusFirstError(form);
    } finally {
      setBusy(false);
    }
  };
  return { outcome, errors, busy, submit };
}

/** /forgot-password: e-mail, 'Stuur mij een link', back to /login. */
export function ForgotPasswordForm() {
  const { outcome, errors, busy, submit } = useResetCall('forgot');
  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <FormAlert kind={outcome?.kind} text={outcome?.text} />
      <Field name="email" label={text.email} type="email" autoComplete="email" error={errors.email} />
      <button type="submit" className="btn-primary py-4 text-xl" disabled={busy}>
        {text.sendResetLink}
      </button>
      <a href={routes.login} className="text-lg underline focus-ring rounded">
        {text.backToLogin}
      </a>
    </form>
  );
}

/** /reset-password?token=...: hidden token, e-mail, new password twice, 'Nieuw wachtwoord opslaan'. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { outcome, errors, busy, submit } = useResetCall('reset');
  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <FormAlert kind={outcome?.kind} text={outcome?.text} />
      <input type="hidden" name="token" value={token} />
      <Field name="email" label={text.email} type="email" autoComplete="email" error={errors.email} />
      <Field
        name="password"
        label={text.newPassword}
        type="password"
        autoComplete="new-password"
        error={errors.password}
      />
      <Field
        name="password_confirmation"
        label={text.confirmPassword}
        type="password"
        autoComplete="new-password"
        error={errors.password_confirmation}
      />
      <button type="submit" className="btn-primary py-4 text-xl" disabled={busy}>
        {text.resetPassword}
      </button>
      <a href={routes.login} className="text-lg underline focus-ring rounded">
        {text.toLogin}
      </a>
    </form>
  );
}
