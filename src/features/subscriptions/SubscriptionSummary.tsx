import { formatCalendarDay } from '~/lib/dates';
import { messages } from '~/lib/messages';
import { formatEuro } from '~/lib/money';
import type { AccountSubscription } from './subscriptions';

const text = messages.subscriptions;

function statusLine(subscription: AccountSubscription): string | null {
  if (subscription.status === 'cancelled') return text.cancelled;
  if (subscription.status === 'pending') return text.waiting;
  if (subscription.status === 'paused' && subscription.pause_reason === 'payment_failed')
    return text.control.pausedPayment;
  if (subscription.status === 'paused' && subscription.paused_until)
    return text.control.pausedUntil(formatCalendarDay(subscription.paused_until));
  return null;
}

/** What the subscription is: interval, status, next delivery and its amount, lines and address. */
export default function SubscriptionSummary(props: { subscription: AccountSubscription; titleId: string }) {
  const { subscription } = props;
  const status = statusLine(subscription);
  const { address } = subscription;
  return (
    <div className="grid gap-3">
      <h3 id={props.titleId} className="text-xl font-bold">
        {text.every(subscription.interval_weeks)}
      </h3>
      {status && <p className="text-lg font-semibold text-accent-700">{status}</p>}
      {subscription.next_delivery && subscription.status !== 'cancelled' && (
        <p className="text-lg font-semibold text-brand-800">
          {text.next(formatCalendarDay(subscription.next_delivery))}
        </p>
      )}
      {subscription.status !== 'cancelled' && subscription.amount > 0 && (
        <p className="text-lg">
          {text.control.nextAmountLabel}{' '}
          <span className="amount">{formatEuro(Math.round(subscription.amount * 100))}</span>{' '}
          {text.control.nextAmountNote}
        </p>
      )}
      {subscription.status !== 'cancelled' && subscription.first_order_discount_code && (
        <p className="text-base text-ink-soft">
          {text.control.firstOrderDiscountOnce(subscription.first_order_discount_code)}
        </p>
      )}
      <ul className="grid gap-1 text-lg">
        {subscription.lines.map((line) => (
          <li key={`${line.product_id}-${line.variation_id ?? ''}`}>
            {line.quantity} × {line.name}
          </li>
        ))}
      </ul>
      {address.street && (
        <p className="text-lg">
          <span className="font-semibold">
            {subscription.recipient_name
              ? text.control.deliveredTo(subscription.recipient_name)
              : text.control.deliveryAddress}
            :{' '}
          </span>
          {address.street} {address.street_number}
          {address.street_addition ? ` ${address.street_addition}` : ''}, {address.postcode} {address.city}
        </p>
      )}
      {subscription.pay_url && (
        <div className="grid gap-2 rounded-lg border-2 border-accent-600 bg-white p-4">
          <p className="text-lg">{text.control.paymentOpen}</p>
          <a href={subscription.pay_url} className="btn-primary justify-self-start">
            {text.control.payNow}
          </a>
        </div>
      )}
    </div>
  );
}
