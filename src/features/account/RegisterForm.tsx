import { type FormEvent, useId, useState } from 'react';
import { api, apiErrorBody } from '~/lib/http';
import type { User } from './account';
import { setSession } from './auth.store';

type Errors = Record<string, string[]>;

/** /registreer: a customer account; consent to the privacy statement is required. */
export default function RegisterForm() {
  const ids = useId();
  const [errors, setErrors] = useState<Errors>({});
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = Object.fromEntries(new FormData(event.currentTarget));
    setBusy(true);
    setErrors({});
    setMessage('');
    try {
      const { token, user } = await api
        .post('/api/register', { json: data })
        .json<{ token: string; user: User }>();
      setSession(token, user);
      window.location.assign('/account');
    } catch (failure) {
      const body = await apiErrorBody(failure);
      setErrors(body?.errors ?? {});
      setMessage(body?.message ?? 'Er is een fout opgetreden. Probeer het opnieuw.');
      setBusy(false);
    }
  };

  const field =
    'mt-1 block w-full rounded-lg border-2 border-surface-line px-4 py-3 text-lg focus:border-brand-600 focus:outline-none aria-[invalid=true]:border-accent-600';
  const input = (name: string, label: string, type = 'text', autoComplete?: string) => (
    <div>
      <label htmlFor={`${ids}-${name}`} className="block text-lg font-semibold">
        {label}
      </label>
      <input
        id={`${ids}-${name}`}
        name={name}
        type={type}
        required
        autoComplete={autoComplete}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${ids}-${name}-error` : undefined}
        className={field}
      />
      {errors[name] && (
        <p id={`${ids}-${name}-error`} className="mt-1 text-base font-semibold text-accent-700">
          {errors[name][0]}
        </p>
      )}
    </div>
  );

  return (
    <form onSubmit={submit} className="grid gap-5">
      {message && (
        <p role="alert" className="rounded-lg bg-accent-100 px-4 py-3 text-lg font-semibold text-accent-700">
          {message}
        </p>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        {input('first_name', 'Voornaam', 'text', 'given-name')}
        {input('last_name', 'Achternaam', 'text', 'family-name')}
      </div>
      {input('email', 'E-mailadres', 'email', 'email')}
      {input('password', 'Wachtwoord (minstens 10 tekens)', 'password', 'new-password')}
      {input('password_confirmation', 'Herhaal wachtwoord', 'password', 'new-password')}
      <label className="flex items-start gap-3 text-lg">
        <input type="checkbox" name="privacy" required className="mt-1 h-5 w-5 flex-none accent-brand-600" />
        <span>
          Ik ga akkoord met het{' '}
          <a href="/privacybeleid" className="underline focus-ring rounded">
            privacybeleid
          </a>
          . Mijn bestellingen zijn gezondheidsgegevens; Zorgzaam gebruikt ze alleen om mijn bestellingen te
          leveren.
        </span>
      </label>
      <button type="submit" className="btn-primary py-4 text-xl" disabled={busy}>
        Account aanmaken
      </button>
    </form>
  );
}
