import { useCallback, useState } from 'react';
import AdminShell, { leaveWhenLoggedOut } from '~/components/staff/AdminShell';
import { Panel } from '~/components/staff/Panel';
import { useStaffData } from '~/components/staff/use-staff-data';
import { fetchOrder, type OrderAction, orderAction } from '~/features/admin/admin.actions';
import { FailingMails } from '~/features/admin/order/FailingMails';
import { Actions } from '~/features/admin/order/OrderActions';
import { OrderCustomer } from '~/features/admin/order/OrderCustomer';
import { OrderHistory } from '~/features/admin/order/OrderHistory';
import { OrderLines } from '~/features/admin/order/OrderLines';
import { OrderPayments } from '~/features/admin/order/OrderPayments';
import StatusBadge from '~/features/admin/StatusBadge';
import { OrderBatchesPanel } from '~/features/product-safety/OrderBatchesPanel';
import { OrderRecipientPanel } from '~/features/recipients/OrderRecipientPanel';
import { ReturnsPanel } from '~/features/returns/ReturnsPanel';
import { formatDateTime } from '~/lib/dates';
import { failureMessage } from '~/lib/http';
import * as staffTexts from '~/lib/messages/staff';
import * as staffScreensTexts from '~/lib/messages/staff-screens';
import { hasRole } from '~/lib/roles';
import { routes } from '~/lib/routes';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { admin: staffTexts.admin, orderLines: staffScreensTexts.orderLines };

/** /admin/orders/{number}: everything about one order, and what staff can do with it. */
export default function OrderPage({ number }: { number: string }) {
  return (
    <AdminShell requires="editor" current="orders" title={messages.admin.orderTitle(number)}>
      {(user) => (
        <Order number={number} canRetry={user.role === 'admin'} movesMoney={hasRole(user, 'order_handler')} />
      )}
    </AdminShell>
  );
}

/** `movesMoney`: refunds, a return received and cancelling a paid order (order handlers and admins). */
function Order({ number, canRetry, movesMoney }: { number: string; canRetry: boolean; movesMoney: boolean }) {
  const {
    data: order,
    setData: setOrder,
    error,
  } = useStaffData(useCallback(() => fetchOrder(number), [number]));
  const [notice, setNotice] = useState<string | null>(null);

  /** Runs an action; the answer is the order as it is now. Answers an error text, or null when it worked. */
  const act = async (
    action: OrderAction,
    body: Record<string, unknown>,
    done: string,
  ): Promise<string | null> => {
    try {
      setOrder(await orderAction(number, action, body));
      setNotice(done);
      return null;
    } catch (failure) {
      if (leaveWhenLoggedOut(failure)) return null;
      // The order may have changed meanwhile (someone else acted): show it as it is now.
      void fetchOrder(number).then(setOrder, () => undefined);
      return failureMessage(failure, messages.admin.actionFailed);
    }
  };

  if (error)
    return (
      <p role="alert" className="mt-6 rounded-xl border-2 border-accent-600 bg-accent-100 p-4 text-lg">
        {error}
      </p>
    );
  if (!order) return <p className="mt-6 text-lg text-ink-soft">{messages.admin.loading}</p>;

  return (
    // One column that may shrink below its content's width: wide tables scroll inside their panel,
    // the page never scrolls sideways on a 390 px phone.
    <div className="mt-4 grid grid-cols-[minmax(0,1fr)] gap-8">
      <p>
        <a href={routes.admin.orders} className="rounded text-lg text-brand-700 underline focus-ring">
          {messages.orderLines.allOrders}
        </a>
      </p>
      <div className="flex flex-wrap items-center gap-4 text-lg">
        <StatusBadge status={order.status} />
        <span>{messages.orderLines.orderedOn(formatDateTime(order.createdAt))}</span>
        {order.isSubscription && (
          <span className="rounded bg-brand-50 px-2 py-0.5 font-medium text-brand-800">
            {messages.orderLines.subscriptionEvery(order.subscriptionIntervalWeeks)}
          </span>
        )}
      </div>
      <p role="status" className="text-lg font-semibold text-brand-800">
        {notice}
      </p>

      <div className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-8">
          <FailingMails number={number} canRetry={canRetry} />
          <OrderLines order={order} />
          <ReturnsPanel
            number={number}
            canReceive={movesMoney}
            onRefunded={() => void fetchOrder(number).then(setOrder, () => undefined)}
          />
          <OrderPayments order={order} />
          <OrderHistory order={order} />
        </div>

        <div className="grid h-max min-w-0 grid-cols-[minmax(0,1fr)] gap-8">
          <Panel title={messages.orderLines.actions}>
            <Actions order={order} act={act} movesMoney={movesMoney} />
          </Panel>
          <OrderCustomer order={order} />
          <OrderRecipientPanel order={order} />
          <OrderBatchesPanel order={order} />
        </div>
      </div>
    </div>
  );
}
