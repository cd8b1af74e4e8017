import { type FormEvent, type ReactNode, useState } from 'react';
import { messages } from '~/lib/messages';
import { formatEuro } from '~/lib/money';
import type { OrderDetail } from '../admin';
import type { OrderAction } from '../admin.actions';

export type Act = (
  action: OrderAction,
  body: Record<string, unknown>,
  done: string,
) => Promise<string | null>;

const text = messages.orderActions;

/** What staff can still do with the order: ship, deliver, cancel, refund. */
export function Actions({ order, act }: { order: OrderDetail; act: Act }) {
  const { actions } = order;
  if (!actions.ship && !actions.deliver && !actions.cancel && !actions.refund) {
    return <p className="text-lg">{text.none}</p>;
  }
  const remaining = order.totalCents - order.refundedCents;
  return (
    <div className="grid gap-6">
      {actions.ship && (
        <ActionForm
          label={text.ship}
          run={(data) => act('ship', { track_and_trace: data.get('track_and_trace') }, text.shipped)}
        >
          <label className="grid gap-1 text-base font-semibold">
            {text.trackAndTrace}
            <input
              name="track_and_trace"
              autoComplete="off"
              maxLength={40}
              className="rounded-lg border-2 border-surface-line px-3 py-2 text-lg focus-ring"
            />
          </label>
        </ActionForm>
      )}
      {actions.deliver && <ActionForm label={text.deliver} run={() => act('deliver', {}, text.delivered)} />}
      {actions.refund && remaining > 0 && (
        <ActionForm
          label={text.refund}
          confirm={text.refundConfirm}
          run={(data, key) => {
            const euros = String(data.get('amount') ?? '')
              .trim()
              .replace(',', '.');
            const cents = euros === '' ? undefined : Math.round(Number(euros) * 100);
            if (cents !== undefined && (!Number.isFinite(cents) || cents <= 0)) {
              return Promise.resolve(text.refundAmountInvalid);
            }
            return act(
              'refund',
              { amount_cents: cents, note: data.get('note'), idempotency_key: key },
              text.refunded,
            );
          }}
        >
          <label className="grid gap-1 text-base font-semibold">
            {text.refundAmount(formatEuro(remaining))}
            <input
              name="amount"
              inputMode="decimal"
              autoComplete="off"
              className="rounded-lg border-2 border-surface-line px-3 py-2 text-lg focus-ring"
            />
          </label>
          <label className="grid gap-1 text-base font-semibold">
            {text.reason}
            <input
              name="note"
              maxLength={500}
              className="rounded-lg border-2 border-surface-line px-3 py-2 text-lg focus-ring"
            />
          </label>
        </ActionForm>
      )}
      {actions.cancel && (
        <ActionForm
          label={text.cancel}
          danger
          confirm={order.status === 'paid' ? text.cancelPaidConfirm : text.cancelConfirm}
          run={(data) => act('cancel', { note: data.get('note') }, text.cancelled)}
        >
          <label className="grid gap-1 text-base font-semibold">
            {text.reason}
            <input
              name="note"
              maxLength={500}
              className="rounded-lg border-2 border-surface-line px-3 py-2 text-lg focus-ring"
            />
          </label>
        </ActionForm>
      )}
    </div>
  );
}

/**
 * One action as a small form. Actions that move money or cannot be undone ask
 * for a second, explicit click (no browser pop-up: it works with every input method).
 */
function ActionForm(props: {
  label: string;
  confirm?: string;
  danger?: boolean;
  /** `key` names this submission: the same one sent twice is refused by the server (refunds). */
  run: (data: FormData, key: string) => Promise<string | null>;
  children?: ReactNode;
}) {
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (props.confirm && !confirming) {
      setConfirming(true);
      return;
    }
    const form = event.currentTarget;
    setBusy(true);
    const failure = await props.run(new FormData(form), key);
    setError(failure);
    if (failure === null) {
      // Done: an empty form and a new key, so the next refund is a new one (not refused as a repeat).
      form.reset();
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
      onSubmit={submit}
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
