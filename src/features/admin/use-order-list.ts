import { type FormEvent, useCallback, useState } from 'react';
import { leaveWhenLoggedOut } from '~/components/staff/AdminShell';
import { useStaffData } from '~/components/staff/use-staff-data';
import type { OrderFilter, OrderListPosition } from '~/features/admin/order-list';
import { ORDER_STATUSES, type OrderStatus } from '~/features/orders/orders';
import { failureMessage } from '~/lib/http';
import * as staffTexts from '~/lib/messages/staff';
import { downloadOrdersCsv, fetchOrders } from './admin.actions';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { admin: staffTexts.admin };

/** The filter and the page's position live in the address bar: a link, a reload or 'back' keeps them. */
export function readQuery(): OrderFilter & { position: OrderListPosition } {
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

/**
 * The staff order list: the filter being typed (`draft`), the one searched, the page's position,
 * the orders found and the export. Each search or page is written to the address bar.
 */
export function useOrderList(initialFilter: OrderFilter, initialPosition: OrderListPosition) {
  const [draft, setDraft] = useState<OrderFilter>(initialFilter);
  const [filter, setFilter] = useState<OrderFilter>(initialFilter);
  const [position, setPosition] = useState<OrderListPosition>(initialPosition);
  const { data, error, setError, loading } = useStaffData(
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

  return { draft, set, search, reset, exportCsv, exporting, result: data, error, loading, setPosition };
}
