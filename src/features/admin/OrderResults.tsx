import StaffTable, { staffCell, staffNumericCell, staffRow } from '~/components/staff/StaffTable';
import {
  ORDERS_COUNT_LIMIT,
  type OrderListPosition,
  type OrderListResponse,
} from '~/features/admin/order-list';
import { formatDateTime } from '~/lib/dates';
import * as returnsTexts from '~/lib/messages/returns';
import * as staffTexts from '~/lib/messages/staff';
import * as staffScreensTexts from '~/lib/messages/staff-screens';
import { formatEuro } from '~/lib/money';
import { adminOrderPath } from '~/lib/routes';
import { formatNumber, paymentMethodLabel } from './format';
import StatusBadge from './StatusBadge';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = {
  admin: staffTexts.admin,
  orderLines: staffScreensTexts.orderLines,
  returns: returnsTexts.returns,
};

const ORDER_COLUMNS = [
  { label: messages.orderLines.order },
  { label: messages.orderLines.date },
  { label: messages.orderLines.customer },
  { label: messages.orderLines.status },
  { label: messages.orderLines.payment },
  { label: messages.orderLines.total, numeric: true },
];

/** The orders found: how many, a page of them (the old page dimmed while the next loads), paging. */
export function OrderResults(props: {
  result: OrderListResponse | null;
  loading: boolean;
  onPage: (position: OrderListPosition) => void;
}) {
  const { result } = props;
  return (
    <section aria-labelledby="results-title" aria-busy={props.loading}>
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
          <StaffTable columns={ORDER_COLUMNS} minWidth="min-w-[52rem]" busy={props.loading}>
            {result.orders.map((order) => (
              <OrderRow key={order.number} order={order} />
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
            onClick={() => result.previous && props.onPage(result.previous)}
          >
            {messages.orderLines.previousPage}
          </button>
          <span className="text-lg">{shownOrders(result)}</span>
          <button
            type="button"
            className="btn-secondary"
            disabled={!result.next}
            onClick={() => result.next && props.onPage(result.next)}
          >
            {messages.orderLines.nextPage}
          </button>
        </nav>
      )}
    </section>
  );
}

function OrderRow({ order }: { order: OrderListResponse['orders'][number] }) {
  return (
    <tr className={staffRow}>
      <th scope="row" className={`${staffCell} font-semibold`}>
        <a href={adminOrderPath(order.number)} className="rounded text-brand-700 underline focus-ring">
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
