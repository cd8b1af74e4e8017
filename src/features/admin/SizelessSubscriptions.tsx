import { useEffect, useState } from 'react';
import type { SizelessSubscription } from '~/features/subscriptions/subscriptions';
import * as subscriptionsTexts from '~/lib/messages/subscriptions';
import { adminOrderPath } from '~/lib/routes';
import { fetchSizelessSubscriptions } from './admin.actions';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { subscriptions: subscriptionsTexts.subscriptions };

const text = messages.subscriptions.staffMissingSize;

/**
 * The staff orders page: subscriptions from before the size rule that renew a product with sizes
 * without one. Shown only when there are some; staff ask the customer and change the lines.
 */
export function SizelessSubscriptions() {
  const [rows, setRows] = useState<SizelessSubscription[]>([]);
  useEffect(() => {
    fetchSizelessSubscriptions()
      .then(setRows)
      // The orders list works without this notice; a failure here only hides it.
      .catch(() => setRows([]));
  }, []);
  if (rows.length === 0) return null;
  return (
    <section
      aria-labelledby="sizeless-title"
      className="rounded-2xl border-2 border-accent-600 bg-accent-100 p-5 text-accent-700"
    >
      <h2 id="sizeless-title" className="text-xl font-bold">
        {text.title(rows.length)}
      </h2>
      <p className="mt-1 text-base">{text.intro}</p>
      <ul className="mt-3 grid gap-2 text-base">
        {rows.map((row) => (
          <li key={row.subscriptionId}>
            {text.line(row.email, row.productNames.join(', '))}{' '}
            {row.latestOrderNumber && (
              <a href={adminOrderPath(row.latestOrderNumber)} className="rounded underline focus-ring">
                {row.latestOrderNumber}
              </a>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
