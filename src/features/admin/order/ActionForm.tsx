import { type FormEvent, type ReactNode, useState } from 'react';
import * as staffScreensTexts from '~/lib/messages/staff-screens';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { orderActions: staffScreensTexts.orderActions };

const text = messages.orderActions;

/**
 * One action as a small form. Actions that move money or cannot be undone ask
 * for a second, explicit click (no browser pop-up: it works with every input method).
 */
export function ActionForm(props: {
  label: string;
  confirm?: string;
  danger?: boolean;
  /** Checked before the confirmation is asked: an error text keeps the form as it is. */
  check?: (data: FormData) => string | null;
  /** `key` names this submission: the same one sent twice is refused by the server (refunds). */
  run: (data: FormData, key: string) => Promise<string | null>;
  /** Told whenever a field changes and after the form was emptied (a live total). */
  onFormChange?: (form: HTMLFormElement) => void;
  children?: ReactNode;
}) {
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (props.confirm && !confirming) {
      const problem = props.check?.(new FormData(form)) ?? null;
      setError(problem);
      if (problem === null) setConfirming(true);
      return;
    }
    setBusy(true);
    const failure = await props.run(new FormData(form), key);
    setError(failure);
    if (failure === null) {
      // Done: an empty form and a new key, so the next refund is a new one (not refused as a repeat).
      form.reset();
      props.onFormChange?.(form);
      setKey(crypto.randomUUID());
    }
    setBusy(false);
    setConfirming(false);
  };

  const buttonClass = props.danger
    ? 'inline-flex items-center justify-center rounded-lg border-2 border-accent-600 bg-white px-5 py-3 text-lg font-semibold text-accent-700 hover:bg-accent-100 focus-ring disabled:opacity-60'
    : 'btn-primary';
  return (
    <form
      // The checks are ours (check, run) and the server's, in Dutch: not the browser's own bubbles.
      noValidate
      onSubmit={submit}
      onInput={(event) => {
        // A change after the question was asked asks again, with the new amount.
        setConfirming(false);
        props.onFormChange?.(event.currentTarget);
      }}
      className="grid gap-3 border-t border-surface-line pt-4 first:border-t-0 first:pt-0"
    >
      {props.children}
      {confirming && (
        <p role="alert" className="text-lg font-semibold text-accent-700">
          {props.confirm}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={buttonClass} disabled={busy}>
          {busy ? text.busy : confirming ? text.confirm(props.label) : props.label}
        </button>
        {confirming && (
          <button type="button" className="btn-secondary" onClick={() => setConfirming(false)}>
            {text.back}
          </button>
        )}
      </div>
      {error && (
        <p role="alert" className="text-lg font-semibold text-accent-700">
          {error}
        </p>
      )}
    </form>
  );
}
