import { useEffect, useState } from 'react';
import { formatLongDate } from '~/lib/dates';
import { api, apiErrorBody } from '~/lib/http';
import { messages } from '~/lib/messages';
import { formatEuro } from '~/lib/money';
import type { AccountSubscription } from './subscriptions';

const text = messages.subscriptions;

/**
 * The account's subscriptions with their next delivery and an online cancel button (Dutch law:
 * what can be started online can be stopped online). Hidden when there are none.
 */
export default function SubscriptionsSection() {
  const [list, setList] = useState<AccountSubscription[] | null>(null);

  useEffect(() => {
    api
      .get('/api/subscriptions')
      .json<{ subscriptions: AccountSubscription[] }>()
      .then((answer) => setList(answer.subscriptions))
      .catch((error: unknown) => {
        console.warn('subscriptions could not be loaded', error);
        setList([]);
      });
  }, []);

  if (!list || list.length === 0) return null;
  return (
    <section
      aria-labelledby="subscriptions-title"
      className="rounded-2xl border border-surface-line bg-white p-6"
    >
      <h2 id="subscriptions-title" className="text-2xl font-bold text-brand-800">
        {text.heading}
      </h2>
      <ul className="mt-4 grid gap-4">
        {list.map((subscription) => (
          <SubscriptionCard key={subscription.id} subscription={subscription} />
        ))}
      </ul>
    </section>
  );
}

function SubscriptionCard({ subscription }: { subscription: AccountSubscription }) {
  const [status, setStatus] = useState(subscription.status);
  const [step, setStep] = useState<'idle' | 'confirming' | 'sending'>('idle');
  const [message, setMessage] = useState<{ text: string; error: boolean }>();
  const open = status === 'active' || status === 'pending' || status === 'suspended';

  const cancel = async () => {
    setStep('sending');
    try {
      await api.post(`/api/subscriptions/${subscription.id}/cancel`);
      setStatus('cancelled');
      setMessage({ text: text.done, error: false });
    } catch (error) {
      setMessage({ text: (await apiErrorBody(error))?.message ?? text.failure, error: true });
    }
    setStep('idle');
  };

  return (
    <li className="grid gap-3 rounded-xl bg-surface-soft p-4">
      <p className="text-lg font-semibold">
        {text.every(subscription.interval_weeks)} · {formatEuro(Math.round(subscription.amount * 100))}
      </p>
      <ul className="text-lg">
        {subscription.lines.map((line) => (
          <li key={line.name}>
            {line.quantity} × {line.name}
          </li>
        ))}
      </ul>
      <p className="text-lg text-ink-soft">
        {status === 'cancelled'
          ? text.cancelled
          : status === 'pending'
            ? text.waiting
            : subscription.next_delivery
              ? text.next(formatLongDate(subscription.next_delivery))
              : null}
      </p>
      {open && step === 'idle' && (
        <button
          type="button"
          className="btn-secondary justify-self-start"
          onClick={() => setStep('confirming')}
        >
          {text.cancel}
        </button>
      )}
      {open && step !== 'idle' && (
        <fieldset className="grid gap-3 rounded-xl border-2 border-accent-600 p-4">
          <legend className="px-1 text-lg">{text.confirmQuestion}</legend>
          <div className="flex flex-wrap gap-3">
            <button type="button" className="btn-primary" disabled={step === 'sending'} onClick={cancel}>
              {text.confirm}
            </button>
            <button type="button" className="btn-secondary" onClick={() => setStep('idle')}>
              {text.keep}
            </button>
          </div>
        </fieldset>
      )}
      {message && (
        <p
          role={message.error ? 'alert' : 'status'}
          className={message.error ? 'font-semibold text-accent-700' : 'font-semibold text-brand-800'}
        >
          {message.text}
        </p>
      )}
    </li>
  );
}
