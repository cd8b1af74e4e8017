import { type FormEvent, useEffect, useState } from 'react';
import FormAlert from '~/components/form/FormAlert';
import * as emailVerificationTexts from '~/lib/messages/email-verification';
import { loginThenBackPath, routes, verifyEmailPath } from '~/lib/routes';
import { useHydratedStore } from '~/lib/use-hydrated-store';
import { confirmEmailAddress, type FormOutcome } from './account.actions';
import { fetchUser } from './auth.actions';
import { $authToken, $user } from './auth.store';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { emailVerification: emailVerificationTexts.emailVerification };

/**
 * The mailed link's confirm button (decision 028). It works only while logged in to the account the
 * link was made for: the person who reads the mail proves, at that moment, that the account is
 * theirs. Logged out, the page asks to log in first (and comes back here); nothing is confirmed
 * by opening the link.
 */
export default function VerifyEmailForm({ token }: { token: string }) {
  const text = messages.emailVerification;
  const loggedIn = useHydratedStore($authToken, '') !== '';
  const user = useHydratedStore($user, null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);

  useEffect(() => {
    if ($authToken.get() && !$user.get()) void fetchUser();
  }, []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setOutcome(await confirmEmailAddress(token));
    setBusy(false);
  };

  if (outcome?.ok) {
    return (
      <div className="mt-6 grid gap-4">
        <p role="status" className="text-xl font-semibold text-brand-800">
          {outcome.status}
        </p>
        <p>
          <a href={routes.account} className="btn-primary">
            {text.toAccount}
          </a>
        </p>
      </div>
    );
  }

  if (!loggedIn) {
    return (
      <div className="mt-6 grid gap-5">
        <p className="text-xl leading-relaxed">{text.logInFirst}</p>
        <p>
          <a href={loginThenBackPath(verifyEmailPath(token))} className="btn-primary">
            {text.logIn}
          </a>
        </p>
      </div>
    );
  }

  return (
    <form onSubmit={submit} className="mt-6 grid gap-5">
      <FormAlert text={outcome && !outcome.ok ? outcome.message : undefined} />
      <p className="text-xl leading-relaxed">{text.intro}</p>
      {user ? <p className="text-lg text-ink-soft">{text.forAccount(user.email)}</p> : null}
      <p>
        <button type="submit" className="btn-primary" disabled={busy}>
          {text.button}
        </button>
      </p>
    </form>
  );
}
