import type { OrderDetail } from '~/features/admin/order/order-detail';
import { formatDateTime } from '~/lib/dates';
import * as staffScreensTexts from '~/lib/messages/staff-screens';
import type { OrderAction } from '../admin.actions';
import { ActionForm } from './ActionForm';
import { RefundForm } from './RefundForm';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { orderActions: staffScreensTexts.orderActions };

export type Act = (
  action: OrderAction,
  body: Record<string, unknown>,
  done: string,
) => Promise<string | null>;

const text = messages.orderActions;

/**
 * What staff can still do with the order: ship, deliver, cancel, refund (RefundForm.tsx). Refunding
 * and cancelling a paid order move money: shown to order handlers and admins only (`movesMoney`).
 */
export function Actions({ order, act, movesMoney }: { order: OrderDetail; act: Act; movesMoney: boolean }) {
  const actions = {
    ...order.actions,
    refund: order.actions.refund && movesMoney,
    cancel: order.actions.cancel && (order.status !== 'paid' || movesMoney),
  };
  if (!actions.ship && !actions.deliver && !actions.cancel && !actions.refund) {
    return (
      <div className="grid gap-4">
        <OpenWithdrawal order={order} />
        <p className="text-lg">{text.none}</p>
      </div>
    );
  }
  const remaining = order.totalCents - order.refundedCents;
  // The customer wants (part of) it back: staff are told, and asked once more before they ship.
  const wantsBack = order.withdrawal !== null || order.openReturns > 0;
  return (
    <div className="grid gap-6">
      <OpenWithdrawal order={order} />
      {actions.ship && (
        <ActionForm
          label={text.ship}
          confirm={wantsBack ? text.shipDespite : undefined}
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
      {actions.refund && remaining > 0 && <RefundForm order={order} act={act} />}
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

/** The customer's withdrawal or open returns, as a notice above the actions. */
function OpenWithdrawal({ order }: { order: OrderDetail }) {
  const { withdrawal } = order;
  const notes: string[] = [];
  if (withdrawal?.confirmedAt) {
    notes.push(text.withdrawn(formatDateTime(withdrawal.confirmedAt)));
    if (order.status === 'withdrawn' && order.shippedAt === null) notes.push(text.withdrawnUnshipped);
  } else if (withdrawal) {
    notes.push(text.withdrawalAsked(formatDateTime(withdrawal.requestedAt)));
  }
  if (order.openReturns > 0) notes.push(text.openReturns(order.openReturns));
  if (notes.length === 0) return null;
  return (
    <div data-open-withdrawal className="rounded-xl border-2 border-accent-600 bg-accent-100 p-4 text-lg">
      {notes.map((note) => (
        <p key={note} className="font-semibold">
          {note}
        </p>
      ))}
    </div>
  );
}
