import { messages } from '~/lib/messages';
import type { OrderDetail } from '../admin';
import type { OrderAction } from '../admin.actions';
import { ActionForm } from './ActionForm';
import { RefundForm } from './RefundForm';

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
