import type { FormEvent } from 'react';
import Field from '~/components/form/Field';
import type { OrderFilter } from '~/features/admin/order-list';
import { ORDER_STATUSES } from '~/features/orders/orders';
import * as staffTexts from '~/lib/messages/staff';
import * as staffScreensTexts from '~/lib/messages/staff-screens';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { admin: staffTexts.admin, ordersFilter: staffScreensTexts.ordersFilter };

const filterText = messages.ordersFilter;

/** The filters are all optional, in the staff screens' compact look. */
const filterField = { density: 'compact', required: false } as const;

/** Search the orders by number, e-mail or name, status, days and kind; reset; export what is found. */
export function OrderFilterForm(props: {
  draft: OrderFilter;
  set: (key: keyof OrderFilter) => (event: { target: { value: string } }) => void;
  onSearch: (event: FormEvent) => void;
  onReset: () => void;
  onExport: () => void;
  exporting: boolean;
}) {
  const { draft, set } = props;
  return (
    <search aria-label={filterText.searchLabel}>
      <form
        onSubmit={props.onSearch}
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
          <button type="button" className="btn-secondary" onClick={props.onReset}>
            {filterText.reset}
          </button>
          <button
            type="button"
            className="btn-secondary ml-auto"
            onClick={props.onExport}
            disabled={props.exporting}
          >
            {props.exporting ? filterText.exporting : filterText.export}
          </button>
        </div>
      </form>
    </search>
  );
}
