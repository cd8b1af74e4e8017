import type { OrderStatus } from '~/features/orders/orders';
import * as staffTexts from '~/lib/messages/staff';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { admin: staffTexts.admin };

/** Colour says roughly how the order is doing; the word says exactly (colour is never the only cue). */
const TONE: Record<OrderStatus, string> = {
  pending: 'bg-amber-100 text-amber-900 border-amber-300',
  paid: 'bg-brand-100 text-brand-900 border-brand-200',
  shipped: 'bg-sky-100 text-sky-900 border-sky-300',
  delivered: 'bg-emerald-100 text-emerald-900 border-emerald-300',
  failed: 'bg-accent-100 text-accent-700 border-accent-500',
  cancelled: 'bg-surface-soft text-ink-soft border-surface-line',
  expired: 'bg-surface-soft text-ink-soft border-surface-line',
  refunded: 'bg-violet-100 text-violet-900 border-violet-300',
  withdrawn: 'bg-violet-100 text-violet-900 border-violet-300',
};

export default function StatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span
      className={`inline-block whitespace-nowrap rounded-md border px-2 py-0.5 text-base font-semibold ${TONE[status]}`}
    >
      {messages.admin.statusLabels[status]}
    </span>
  );
}
