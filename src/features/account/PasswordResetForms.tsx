import { type FormEvent, useId, useState } from 'react';
import { api, apiErrorBody } from '~/lib/http';
import { messages } from '~/lib/messages';

type Outcome = { kind: 'status' | 'error'; text: string } | null;
const field =
  'mt-1 block w-full rounded-lg border-2 border-surface-line px-4 py-3 text-lg focus:border-brand-600 focus:outline-none';

/** Posts the form; success shows the server's status text, failure its email error or the spec's fallback. */
function useResetCall(path: string) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setBusy(true);
    setOutcome(null);
    try {
      const { status } = await api
        .post(path, { json: Object.fromEntries(new FormData(form)) })
        .json<{ status: string }>();
      setOutcome({ kind: 'status', text: status });
      form.reset();
    } catch (failure) {
      const body = await apiErrorBody(failure);
      const text =
        body?.errors?.email?.[0] ?? body?.errors?.password?.[0] ?? body?.errors?.password_confirmation?.[0];
      setOutcome({ kind: 'error', text: text ?? messages.passwordReset.failure });
    } finally {
      setBusy(false);
    }
  };
  return { outcome, busy, submit };
}

function OutcomeMessage({ outcome }: { outcome: Outcome }) {
  if (!outcome) return null;
  return outcome.kind === 'status' ? (
    <p role="status" className="rounded-lg bg-brand-50 px-4 py-3 text-lg font-semibold text-brand-800">
      {outcome.text}
    </p>
  ) : (
    <p role="alert" className="rounded-lg bg-accent-100 px-4 py-3 text-lg font-semibold text-accent-700">
      {outcome.text}
    </p>
  );
}

/** /forgot-password: e-mail, 'Verstuur reset link', back to /login. */
export function ForgotPasswordForm() {
  const ids = useId();
  const { outcome, busy, submit } = useResetCall('/api/forgot-password');
  return (
    <form onSubmit={submit} className="grid gap-5">
      <OutcomeMessage outcome={outcome} />
      <div>
        <label htmlFor={`${ids}-email`} className="block text-lg font-semibold">
          E-mailadres
        </label>
        <input
          id={`${ids}-email`}
          name="email"
          type="email"
          required
          autoComplete="email"
          className={field}
        />
      </div>
      <button type="submit" className="btn-primary py-4 text-xl" disabled={busy}>
        Verstuur reset link
      </button>
      <a href="/login" className="text-lg underline focus-ring rounded">
        Terug naar inloggen
      </a>
    </form>
  );
}

/** /reset-password?token=...: hidden token, e-mail, new password twice, 'Reset Wachtwoord'. */
export function ResetPasswordForm({ token }: { token: string }) {
  const ids = useId();
  const { outcome, busy, submit } = useResetCall('/api/reset-password');
  return (
    <form onSubmit={submit} className="grid gap-5">
      <OutcomeMessage outcome={outcome} />
      <input type="hidden" name="token" value={token} />
      <div>
        <label htmlFor={`${ids}-email`} className="block text-lg font-semibold">
          E-mailadres
        </label>
        <input
          id={`${ids}-email`}
          name="email"
          type="email"
          required
          autoComplete="email"
          className={field}
        />
      </div>
      <div>
        <label htmlFor={`${ids}-password`} className="block text-lg font-semibold">
          Nieuw wachtwoord
        </label>
        <input
          id={`${ids}-password`}
          name="password"
          type="password"
          required
          autoComplete="new-password"
          className={field}
        />
      </div>
      <div>
        <label htmlFor={`${ids}-confirmation`} className="block text-lg font-semibold">
          Bevestig wachtwoord
        </label>
        <input
          id={`${ids}-confirmation`}
          name="password_confirmation"
          type="password"
          required
          autoComplete="new-password"
          className={field}
        />
      </div>
      <button type="submit" className="btn-primary py-4 text-xl" disabled={busy}>
        Reset Wachtwoord
      </button>
      <a href="/login" className="text-lg underline focus-ring rounded">
        Naar inloggen
      </a>
    </form>
  );
}
