import { Panel } from '~/components/staff/Panel';
import type { OrderDetail } from '~/features/admin/order/order-detail';
import { formatDateTime } from '~/lib/dates';
import * as staffTexts from '~/lib/messages/staff';
import * as staffScreensTexts from '~/lib/messages/staff-screens';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { admin: staffTexts.admin, orderLines: staffScreensTexts.orderLines };

const ACTOR_LABELS: Record<string, string> = {
  webhook: 'Betaaldienst',
  system: 'Systeem',
  customer: 'Klant',
  staff: 'Medewerker',
};

/** Every status change of the order, who made it and why. */
export function OrderHistory({ order }: { order: OrderDetail }) {
  return (
    <Panel title={messages.orderLines.history}>
      <ol className="grid gap-3">
        {order.history.map((entry) => (
          <li key={entry.id} className="border-l-4 border-brand-200 pl-4">
            <p className="font-semibold">
              {entry.fromStatus && entry.fromStatus !== entry.toStatus
                ? `${messages.admin.statusLabels[entry.fromStatus]} → ${messages.admin.statusLabels[entry.toStatus]}`
                : messages.admin.statusLabels[entry.toStatus]}
            </p>
            <p className="text-base text-ink-soft">
              {formatDateTime(entry.createdAt)} ·{' '}
              {entry.actorName ?? ACTOR_LABELS[entry.actor] ?? entry.actor}
            </p>
            {entry.note && <p className="text-base">{entry.note}</p>}
          </li>
        ))}
      </ol>
    </Panel>
  );
}
