import { type FormEvent, useId, useState } from 'react';
import { messages } from '~/lib/messages';
import { login } from './auth.actions';

/** /login (spec sections 2, 5, 8): success goes to /account; failure shows the spec's alert text. */
export default function LoginForm() {
  const ids = useId();
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setBusy(true);
    setFailed(false);
    try {
      await login(String(data.get('email')), String(data.get('password')));
      window.location.assign('/account');
    } catch {
      setFailed(true);
      setBusy(false);
    }
  };

  const field =
    'mt-1 block w-full rounded-lg border-2 border-surface-line px-4 py-3 text-lg focus:border-brand-600 focus:outline-none';
  return (
    <form onSubmit={submit} className="grid gap-5">
      {failed && (
        <p role="alert" className="rounded-lg bg-accent-100 px-4 py-3 text-lg font-semibold text-accent-700">
          {messages.login.failure}
        </p>
      )}
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
          Wachtwoord
        </label>
        <input
          id={`${ids}-password`}
          name="password"
          type="password"
          required
          autoComplete="current-password"
          className={field}
        />
      </div>
      <button type="submit" className="btn-primary py-4 text-xl" disabled={busy}>
        Inloggen
      </button>
      <p className="flex flex-wrap justify-between gap-3 text-lg">
        <a href="/forgot-password" className="underline focus-ring rounded">
          Wachtwoord vergeten?
        </a>
        <a href="/registreer" className="underline focus-ring rounded">
          Nog geen account? Registreer hier
        </a>
      </p>
    </form>
  );
}
