import { useState } from 'react';
import AdminShell from '~/components/staff/AdminShell';
import * as phoneTexts from '~/lib/messages/phone-orders';
import * as staffScreensTexts from '~/lib/messages/staff-screens';
import { hasRole } from '~/lib/roles';
import { routes } from '~/lib/routes';
import { OrderFilterForm } from './OrderFilterForm';
import { OrderResults } from './OrderResults';
import { SizelessSubscriptions } from './SizelessSubscriptions';
import { readQuery, useOrderList } from './use-order-list';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { adminShell: staffScreensTexts.adminShell, phoneOrders: phoneTexts.phoneOrders };

/** /admin/orders: find an order (number, e-mail, name), filter, page, export. Editor and admin. */
export default function OrdersPage() {
  return (
    <AdminShell requires="editor" current="orders" title={messages.adminShell.orders}>
      {(user) => <Orders phoneOrders={hasRole(user, 'order_handler')} />}
    </AdminShell>
  );
}

function Orders({ phoneOrders }: { phoneOrders: boolean }) {
  const [{ position: initialPosition, ...initialFilter }] = useState(readQuery);
  const list = useOrderList(initialFilter, initialPosition);

  return (
    <div className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-6">
      {phoneOrders && (
        <p>
          <a className="btn-primary" href={routes.admin.phoneOrder}>
            {messages.phoneOrders.newPhoneOrder}
          </a>
        </p>
      )}
      <SizelessSubscriptions />
      <OrderFilterForm
        draft={list.draft}
        set={list.set}
        onSearch={list.search}
        onReset={list.reset}
        onExport={() => void list.exportCsv()}
        exporting={list.exporting}
      />

      {list.error && (
        <p role="alert" className="rounded-xl border-2 border-accent-600 bg-accent-100 p-4 text-lg">
          {list.error}
        </p>
      )}

      <OrderResults result={list.result} loading={list.loading} onPage={list.setPosition} />
    </div>
  );
}
