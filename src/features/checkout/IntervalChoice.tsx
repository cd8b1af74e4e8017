import { SUBSCRIPTION_INTERVALS } from '~/config/shop';
import RefillReminderChoice from '~/features/refill/RefillReminderChoice';
import * as subscriptionsTexts from '~/lib/messages/subscriptions';
import type { Checkout } from './use-checkout';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { subscriptions: subscriptionsTexts.subscriptions };

const text = messages.subscriptions;

/** One-off or a subscription every 4, 8 or 12 weeks. */
export default function IntervalChoice({ checkout }: { checkout: Checkout }) {
  const { intervalWeeks, setIntervalWeeks } = checkout;
  return (
    <fieldset>
      <legend className="text-2xl font-bold">{text.howOften}</legend>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        {[0, ...SUBSCRIPTION_INTERVALS].map((weeks) => (
          <label
            key={weeks}
            className={`flex cursor-pointer items-center gap-4 rounded-xl border-2 p-4 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-700 has-[:focus-visible]:outline-offset-2 ${intervalWeeks === weeks ? 'border-brand-600 bg-brand-50' : 'border-surface-line'}`}
          >
            <input
              type="radio"
              name="subscription_interval"
              value={weeks}
              checked={intervalWeeks === weeks}
              onChange={() => setIntervalWeeks(weeks)}
              className="h-5 w-5 flex-none accent-brand-600"
            />
            <span className="text-lg font-semibold">
              {weeks === 0 ? text.oneOff : `${text.asSubscription}: ${text.every(weeks).toLowerCase()}`}
            </span>
          </label>
        ))}
      </div>
      <div className="mt-3">
        <RefillReminderChoice refill={checkout.refill} oneOff={intervalWeeks === 0} />
      </div>
      {intervalWeeks > 0 && <p className="mt-3 text-lg text-ink-soft">{text.repeatNote(intervalWeeks)}</p>}
    </fieldset>
  );
}
