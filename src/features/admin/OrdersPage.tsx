import { type FormEvent, useCallback, useState } from 'react';
import Field from '~/components/form/Field';
import AdminShell, { leaveWhenLoggedOut } from '~/components/staff/AdminShell';
import StaffTable, { staffCell, staffNumericCell, staffRow } from '~/components/staff/StaffTable';
import { useStaffData } from '~/components/staff/use-staff-data';
import { ORDER_STATUSES, type OrderStatus } from '~/features/orders/orders';
import { formatDateTime } from '~/lib/dates';
import { failureMessage } from '~/lib/http';
import * as phoneTexts from '~/lib/messages/phone-orders';
import * as returnsTexts from '~/lib/messages/returns';
import * as staffTexts from '~/lib/messages/staff';
import * as staffScreensTexts from '~/lib/messages/staff-screens';
import { formatEuro } from '~/lib/money';
import { hasRole } from '~/lib/roles';
import { adminOrderPath, routes } from '~/lib/routes';
import {
  ORDERS_COUNT_LIMIT,
  type OrderFilter,
  type OrderListPosition,
  type OrderListResponse,
} from './admin';
import { downloadOrdersCsv, fetchOrders } from './admin.actions';
import { formatNumber, paymentMethodLabel } from './format';
import { SizelessSubscriptions } from './SizelessSubscriptions';
import StatusBadge from './StatusBadge';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = {
  admin: staffTexts.admin,
  adminShell: staffScreensTexts.adminShell,
  orderLines: staffScreensTexts.orderLines,
  ordersFilter: staffScreensTexts.ordersFilter,
  phoneOrders: phoneTexts.phoneOrders,
  returns: returnsTexts.returns,
};

const filterText = messages.ordersFilter;

/** /admin/orders: find an order (number, e-mail, name), filter, page, export. Editor and admin. */
export default function OrdersPage() {
  return (
    <AdminShell requires="editor" current="orders" title={messages.adminShell.orders}>
      {(user) => <Orders phoneOrders={hasRole(user, 'order_handler')} />}
    </AdminShell>
  );
}

/** The filter and the page's position live in the address bar: a link, a reload or 'back' keeps them. */
function readQuery(): OrderFilter & { position: OrderListPosition } {
  const params = new URLSearchParams(window.location.search);
  const value = (key: string) => params.get(key)?.trim() || undefined;
  const status = value('status');
  const subscription = value('subscription');
  const orderNumber = (key: string) => value(key)?.match(/^ZZ-\d{1,12}$/)?.[0];
  // Anything odd in a hand-edited address is dropped here; the API validates what is left.
  return {
    q: value('q'),
    status: ORDER_STATUSES.includes(status as OrderStatus) ? (status as OrderStatus) : undefined,
    from: value('from'),
    to: value('to'),
    subscription: subscription === 'ja' || subscription === 'nee' ? subscription : undefined,
    position: { after: orderNumber('after'), before: orderNumber('before') },
  };
}

function writeQuery(filter: OrderFilter, position: OrderListPosition) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...filter, ...position })) {
    if (value) params.set(key, value);
  }
  const search = params.toString();
  window.history.replaceState(null, '', search ? `?${search}` : window.location.pathname);
}

const ORDER_COLUMNS = [
  { label: messages.orderLines.order },
  { label: messages.orderLines.date },
  { label: messages.orderLines.customer },
  { label: messages.orderLines.status },
  { label: messages.orderLines.payment },
  { label: messages.orderLines.total, numeric: true },
];

/** The filters are all optional, in the staff screens' compact look. */
const filterField = { density: 'compact', required: false } as const;

function Orders({ phoneOrders }: { phoneOrders: boolean }) {
  const [{ position: initialPosition, ...initialFilter }] = useState(readQuery);
  const [draft, setDraft] = useState<OrderFilter>(initialFilter);
  const [filter, setFilter] = useState<OrderFilter>(initialFilter);
  const [position, setPosition] = useState<OrderListPosition>(initialPosition);
  const {
    data: result,
    error,
    setError,
    loading,
  } = useStaffData(
    useCallback(() => {
      writeQuery(filter, position);
      return fetchOrders(filter, position);
    }, [filter, position]),
  );
  const [exporting, setExporting] = useState(false);

  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilter({ ...draft });
    setPosition({});
  };
  const reset = () => {
    setDraft({});
    setFilter({});
    setPosition({});
  };
  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadOrdersCsv(filter);
    } catch (failure) {
      if (!leaveWhenLoggedOut(failure)) setError(await failureMessage(failure, messages.admin.actionFailed));
    } finally {
      setExporting(false);
    }
  };
  const set = (key: keyof OrderFilter) => (event: { target: { value: string } }) =>
    setDraft({ ...draft, [key]: event.target.value || undefined });

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
      <search aria-label={filterText.searchLabel}>
        <form
          onSubmit={search}
          className="grid gap-4 rounded-2xl border border-surface-line bg-white p-5 md:grid-cols-2 xl:grid-cols-[2fr_1fr_1fr_1fr_1fr]"
        >
          <Field
            {...filterField}
            type="search"
            label={filterText.query}
            value={draft.q ?? ''}
            onChange={set('q')}
          />
          <Field {...filterField} label={filterText.status}>
            {(control) => (
              <select {...control} value={draft.status ?? ''} onChange={set('status')}>
                <option value="">{filterText.allStatuses}</option>
                {ORDER_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {messages.admin.statusLabels[status]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field
            {...filterField}
            type="date"
            label={filterText.from}
            value={draft.from ?? ''}
            onChange={set('from')}
          />
          <Field
            {...filterField}
            type="date"
            label={filterText.to}
            value={draft.to ?? ''}
            onChange={set('to')}
          />
          <Field {...filterField} label={filterText.kind}>
            {(control) => (
              <select {...control} value={draft.subscription ?? ''} onChange={set('subscription')}>
                <option value="">{filterText.allOrders}</option>
                <option value="ja">{filterText.subscriptions}</option>
                <option value="nee">{filterText.oneOff}</option>
              </select>
            )}
          </Field>
          <div className="flex flex-wrap gap-3 md:col-span-2 xl:col-span-5">
            <button type="submit" className="btn-primary">
              {filterText.search}
            </button>
            <button type="button" className="btn-secondary" onClick={reset}>
              {filterText.reset}
            </button>
            <button type="button" className="btn-secondary ml-auto" onClick={exportCsv} disabled={exporting}>
              {exporting ? filterText.exporting : filterText.export}
            </button>
          </div>
        </form>
      </search>

      {error && (
        <p role="alert" className="rounded-xl border-2 border-accent-600 bg-accent-100 p-4 text-lg">
          {error}
        </p>
      )}

      <section aria-labelledby="results-title" aria-busy={loading}>
        <h2 id="results-title" className="text-xl font-semibold" aria-live="polite">
          {result
            ? result.totalExact
              ? messages.admin.orderCount(formatNumber(result.total), result.total === 1)
              : messages.admin.orderCountAbove(formatNumber(result.total))
            : messages.admin.loading}
        </h2>
        {result && result.orders.length === 0 && <p className="mt-4 text-lg">{messages.admin.noOrders}</p>}
        {result && result.orders.length > 0 && (
          <div className="mt-4">
            <StaffTable columns={ORDER_COLUMNS} minWidth="min-w-[52rem]" busy={loading}>
              {result.orders.map((order) => (
                <tr key={order.number} className={staffRow}>
                  <th scope="row" className={`${staffCell} font-semibold`}>
                    <a
                      href={adminOrderPath(order.number)}
                      className="rounded text-brand-700 underline focus-ring"
                    >
                      {order.number}
                    </a>
                    {order.isSubscription && (
                      <span className="ml-2 rounded bg-brand-50 px-2 py-0.5 text-sm font-medium text-brand-800">
                        {messages.orderLines.subscription}
                      </span>
                    )}
                    {order.openReturn && (
                      <span className="ml-2 rounded bg-accent-100 px-2 py-0.5 text-sm font-medium text-accent-700">
                        {messages.returns.staff.openReturn}
                      </span>
                    )}
                  </th>
                  <td className={`${staffCell} tabular-nums`}>{formatDateTime(order.createdAt)}</td>
                  <td className={staffCell}>
                    {order.customerName}
                    <span className="block text-sm text-ink-soft">
                      {order.email} · {order.city}
                    </span>
                  </td>
                  <td className={staffCell}>
                    <StatusBadge status={order.status} />
                  </td>
                  <td className={staffCell}>{paymentMethodLabel(order.paymentMethod)}</td>
                  <td className={staffNumericCell}>{formatEuro(order.totalCents)}</td>
                </tr>
              ))}
            </StaffTable>
          </div>
        )}
        {result && (result.previous || result.next) && (
          <nav aria-label={messages.orderLines.pages} className="mt-4 flex flex-wrap items-center gap-4">
            <button
              type="button"
              className="btn-secondary"
              disabled={!result.previous}
              onClick={() => result.previous && setPosition(result.previous)}
            >
              {messages.orderLines.previousPage}
            </button>
            <span className="text-lg">{shownOrders(result)}</span>
            <button
              type="button"
              className="btn-secondary"
              disabled={!result.next}
              onClick={() => result.next && setPosition(result.next)}
            >
              {messages.orderLines.nextPage}
            </button>
          </nav>
        )}
      </section>
    </div>
  );
}

/** Which of the matching orders the page shows, as far as they were counted. */
function shownOrders(result: OrderListResponse): string {
  if (result.offset === null) return messages.orderLines.beyondCounted(formatNumber(ORDERS_COUNT_LIMIT));
  return messages.orderLines.shownRange(
    formatNumber(result.offset + 1),
    formatNumber(result.offset + result.orders.length),
    formatNumber(result.total),
    result.totalExact,
  );
}
