import { type FormEvent, useId, useState } from 'react';
import AccountSection from '~/components/account/AccountSection';
import Field from '~/components/form/Field';
import { focusFirstError } from '~/components/form/form-errors';
import * as accountTexts from '~/lib/messages/account';
import type { AccountSectionProps } from './account';
import { changePassword, type FormOutcome, saveProfile } from './account.actions';
import { logout } from './auth.actions';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { account: accountTexts.account, accountForms: accountTexts.accountForms };

type Editing = 'none' | 'profile' | 'password';

const text = messages.accountForms;

/** Name and e-mail address, with forms to change the names and the password, and the logout button. */
export default function ProfileSection({ user }: AccountSectionProps) {
  const ids = useId();
  const [editing, setEditing] = useState<Editing>('none');
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  const [busy, setBusy] = useState(false);

  const open = (next: Editing) => {
    setOutcome(null);
    setEditing(next);
  };

  const submit = (call: (data: Record<string, string>) => Promise<FormOutcome>) => {
    return async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const form = event.currentTarget;
      const data = Object.fromEntries(new FormData(form)) as Record<string, string>;
      setBusy(true);
      const result = await call(data);
      setBusy(false);
      setOutcome(result);
      if (result.ok) setEditing('none');
      // Field errors are shown under their field; take the keyboard (and screen reader) there.
      else focusFirstError(form);
    };
  };

  const errors = outcome && !outcome.ok ? outcome.errors : {};
  return (
    <AccountSection id={ids} title={messages.account.profileTitle}>
      <p className="mt-3 text-lg">
        {user.first_name} {user.last_name}
      </p>
      <p className="break-all text-lg text-ink-soft">{user.email}</p>

      {outcome && (outcome.ok || Object.keys(outcome.errors).length === 0) && (
        <p
          role={outcome.ok ? 'status' : 'alert'}
          className={`mt-4 rounded-lg px-4 py-3 text-lg font-semibold ${outcome.ok ? 'bg-brand-50 text-brand-800' : 'bg-accent-100 text-accent-700'}`}
        >
          {outcome.ok ? outcome.status : outcome.message}
        </p>
      )}

      {editing === 'profile' && (
        <form
          onSubmit={submit((data) =>
            saveProfile({ first_name: data.first_name ?? '', last_name: data.last_name ?? '' }),
          )}
          noValidate
          className="mt-5 grid gap-4"
          aria-label={text.changeName}
        >
          <Field
            id={`${ids}-first`}
            name="first_name"
            label={text.firstName}
            autoComplete="given-name"
            defaultValue={user.first_name}
            error={errors.first_name?.[0]}
          />
          <Field
            id={`${ids}-last`}
            name="last_name"
            label={text.lastName}
            autoComplete="family-name"
            defaultValue={user.last_name}
            error={errors.last_name?.[0]}
          />
          <FormButtons busy={busy} onCancel={() => open('none')} />
        </form>
      )}

      {editing === 'password' && (
        <form
          onSubmit={submit((data) =>
            changePassword({
              current_password: data.current_password ?? '',
              password: data.password ?? '',
              password_confirmation: data.password_confirmation ?? '',
            }),
          )}
          noValidate
          className="mt-5 grid gap-4"
          aria-label={text.changePassword}
        >
          <Field
            id={`${ids}-current`}
            name="current_password"
            label={text.currentPassword}
            type="password"
            autoComplete="current-password"
            error={errors.current_password?.[0]}
          />
          <Field
            id={`${ids}-new`}
            name="password"
            label={text.newPassword}
            type="password"
            autoComplete="new-password"
            error={errors.password?.[0]}
          />
          <Field
            id={`${ids}-confirm`}
            name="password_confirmation"
            label={text.repeatNewPassword}
            type="password"
            autoComplete="new-password"
            error={errors.password_confirmation?.[0]}
          />
          <FormButtons busy={busy} onCancel={() => open('none')} />
        </form>
      )}

      {editing === 'none' && (
        <div className="mt-6 grid gap-3">
          <button type="button" className="btn-secondary" onClick={() => open('profile')}>
            {text.changeName}
          </button>
          <button type="button" className="btn-secondary" onClick={() => open('password')}>
            {text.changePassword}
          </button>
          <button
            type="button"
            className="btn-secondary"
            onClick={async () => {
              await logout();
              window.location.assign('/');
            }}
          >
            {text.logout}
          </button>
        </div>
      )}
    </AccountSection>
  );
}

function FormButtons({ busy, onCancel }: { busy: boolean; onCancel: () => void }) {
  return (
    <div className="flex flex-wrap gap-3">
      <button type="submit" className="btn-primary" disabled={busy}>
        {text.save}
      </button>
      <button type="button" className="btn-secondary" onClick={onCancel}>
        {text.cancel}
      </button>
    </div>
  );
}
