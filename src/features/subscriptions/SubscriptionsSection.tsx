import { useEffect, useState } from 'react';
import * as subscriptionsTexts from '~/lib/messages/subscriptions';
import SubscriptionCard from './SubscriptionCard';
import type { AccountSubscription } from './subscriptions';
import { fetchSubscriptions } from './subscriptions.actions';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { subscriptions: subscriptionsTexts.subscriptions };

const text = messages.subscriptions;

/**
 * The account's subscriptions: what comes next and when, and everything the customer can change
 * (pause, skip, interval, products, address) with cancellation one step away (Dutch law: what
 * can be started online can be stopped online). Hidden when there are none.
 */
export default function SubscriptionsSection() {
  const [list, setList] = useState<AccountSubscription[] | null>(null);

  useEffect(() => {
    fetchSubscriptions()
      .then(setList)
      .catch((error: unknown) => {
        console.warn('subscriptions could not be loaded', error);
        setList([]);
      });
  }, []);

  if (!list || list.length === 0) return null;
  return (
    <section
      aria-labelledby="subscriptions-title"
      className="rounded-2xl border border-surface-line bg-white p-4 sm:p-6"
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
