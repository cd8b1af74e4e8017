import { useState } from 'react';
import { formatCalendarDay } from '~/lib/dates';
import * as subscriptionsTexts from '~/lib/messages/subscriptions';
import { AddressForm, CancelConfirm, IntervalForm, LinesForm, PauseForm } from './panels.lazy';
import SubscriptionSummary from './SubscriptionSummary';
import type { AccountSubscription } from './subscriptions';
import { type ActionOutcome, runSubscriptionAction, type SubscriptionAction } from './subscriptions.actions';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { subscriptions: subscriptionsTexts.subscriptions };

const text = messages.subscriptions;
type Panel = 'pause' | 'interval' | 'lines' | 'address' | 'cancel' | null;

/** One subscription on /account: what comes next, and the customer's actions on it. */
export default function SubscriptionCard({ subscription }: { subscription: AccountSubscription }) {
  const [current, setCurrent] = useState(subscription);
  const [panel, setPanel] = useState<Panel>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; error: boolean }>();
  const [errors, setErrors] = useState<Record<string, string[]>>({});

  const run = async (action: SubscriptionAction, body?: unknown): Promise<ActionOutcome> => {
    setBusy(true);
    const outcome = await runSubscriptionAction(current.id, action, body);
    setBusy(false);
    if (outcome.ok) {
      setCurrent(outcome.subscription);
      setPanel(null);
      setErrors({});
      setMessage({ text: outcome.message, error: false });
    } else {
      setErrors(outcome.errors);
      setMessage({ text: outcome.message, error: true });
    }
    return outcome;
  };

  const open = (next: Panel) => {
    setMessage(undefined);
    setErrors({});
    setPanel(panel === next ? null : next);
  };

  const running = current.status === 'active';
  const pausedByCustomer = current.status === 'paused' && current.pause_reason === 'customer';
  const changeable = running || pausedByCustomer;
  const cancellable = ['active', 'paused', 'pending', 'suspended'].includes(current.status);
  const titleId = `subscription-${current.id}`;

  return (
    <li className="grid min-w-0 gap-4 rounded-xl bg-surface-soft p-4 sm:p-5" aria-labelledby={titleId}>
      <SubscriptionSummary subscription={current} titleId={titleId} />
      {(changeable || cancellable) && (
        <fieldset>
          <legend className="sr-only">{text.control.actionsLabel}</legend>
          {current.skipped_delivery && (
            <p className="mb-3 text-lg" data-skipped-note>
              {text.control.skippedNote(formatCalendarDay(current.skipped_delivery))}
            </p>
          )}
          {/* The actions customers use most come first: skip or undo it, resume, the
              products, how often; pausing, the address and cancelling after. */}
          <div className="flex flex-wrap gap-3">
            {running && !current.skipped_delivery && (
              <button type="button" className="btn-secondary" disabled={busy} onClick={() => run('skip')}>
                {text.control.skip}
              </button>
            )}
            {running && current.skipped_delivery && (
              <button type="button" className="btn-secondary" disabled={busy} onClick={() => run('unskip')}>
                {text.control.undoSkip}
              </button>
            )}
            {pausedByCustomer && (
              <button type="button" className="btn-secondary" disabled={busy} onClick={() => run('resume')}>
                {text.control.resume}
              </button>
            )}
            {changeable && (
              <>
                <PanelButton panel="lines" current={panel} onClick={open} label={text.control.editLines} />
                <PanelButton panel="interval" current={panel} onClick={open} label={text.control.interval} />
                <PanelButton panel="pause" current={panel} onClick={open} label={text.control.pause} />
                <PanelButton
                  panel="address"
                  current={panel}
                  onClick={open}
                  label={text.control.editAddress}
                />
              </>
            )}
            {cancellable && <PanelButton panel="cancel" current={panel} onClick={open} label={text.cancel} />}
          </div>
        </fieldset>
      )}
      {panel === 'pause' && (
        <PauseForm busy={busy} errors={errors} onSubmit={(until) => run('pause', { until })} />
      )}
      {panel === 'interval' && (
        <IntervalForm
          busy={busy}
          current={current.interval_weeks}
          onSubmit={(weeks) => run('interval', { interval_weeks: weeks })}
        />
      )}
      {panel === 'lines' && (
        <LinesForm
          busy={busy}
          lines={current.lines}
          errors={errors}
          onSubmit={(lines) => run('lines', { lines })}
        />
      )}
      {panel === 'address' && (
        <AddressForm
          busy={busy}
          address={current.address}
          recipientName={current.recipient_name}
          errors={errors}
          onSubmit={(body) => run('address', body)}
        />
      )}
      {panel === 'cancel' && (
        <CancelConfirm
          id={current.id}
          onDone={(outcome) => {
            if (outcome.ok)
              setCurrent({ ...current, status: 'cancelled', next_delivery: null, pay_url: null });
            setPanel(null);
            setMessage({ text: outcome.message, error: !outcome.ok });
          }}
          onKeep={() => setPanel(null)}
        />
      )}
      {message && (
        <p
          role={message.error ? 'alert' : 'status'}
          className={`rounded-lg px-4 py-3 text-lg font-semibold ${message.error ? 'bg-accent-100 text-accent-700' : 'bg-brand-50 text-brand-800'}`}
        >
          {message.text}
        </p>
      )}
    </li>
  );
}

function PanelButton(props: {
  panel: Panel;
  current: Panel;
  label: string;
  onClick: (panel: Panel) => void;
}) {
  return (
    <button
      type="button"
      className="btn-secondary"
      aria-expanded={props.current === props.panel}
      onClick={() => props.onClick(props.panel)}
    >
      {props.label}
    </button>
  );
}
