import StaffTable, { staffCell, staffNumericCell, staffRow } from '~/components/staff/StaffTable';
import type { StatsResponse } from '~/features/admin/stats/stats';
import * as staffTexts from '~/lib/messages/staff';
import * as staffScreensTexts from '~/lib/messages/staff-screens';
import { formatEuro } from '~/lib/money';
import { adminOrdersPath } from '~/lib/routes';
import { formatNumber, formatPercent, paymentMethodLabel } from '../format';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { admin: staffTexts.admin, statsScreen: staffScreensTexts.statsScreen };

const text = messages.statsScreen;

/** Revenue per payment method, with its share as a bar. */
export function PaymentMix({ stats }: { stats: StatsResponse }) {
  const total = stats.paymentMethods.reduce((sum, method) => sum + method.revenueCents, 0);
  return (
    <section aria-labelledby="methods-title" className="rounded-2xl border border-surface-line bg-white p-5">
      <h2 id="methods-title" className="text-2xl font-bold">
        {text.paymentMethods}
      </h2>
      <div className="mt-4">
        <StaffTable
          caption={text.paymentMethods}
          framed={false}
          columns={[
            { label: text.paymentMethod },
            { label: text.orders, numeric: true },
            { label: text.revenueShort, numeric: true },
            { label: text.share },
          ]}
        >
          {stats.paymentMethods.map((method) => {
            const share = total ? method.revenueCents / total : 0;
            return (
              <tr key={method.method} className={staffRow}>
                <th scope="row" className={`${staffCell} font-normal`}>
                  {paymentMethodLabel(method.method)}
                </th>
                <td className={`${staffNumericCell} whitespace-nowrap`}>{formatNumber(method.orders)}</td>
                <td className={`${staffNumericCell} whitespace-nowrap`}>{formatEuro(method.revenueCents)}</td>
                <td className={`${staffCell} w-1/3`}>
                  <span className="flex items-center gap-2">
                    <span
                      className="h-3 rounded bg-brand-500"
                      style={{ width: `${Math.max(share * 100, 1)}%` }}
                    />
                    <span className="tabular-nums">{formatPercent(share)}</span>
                  </span>
                </td>
              </tr>
            );
          })}
        </StaffTable>
      </div>
    </section>
  );
}

/** Orders per status, each linking to the order list filtered on it. */
export function OrdersByStatus({ stats }: { stats: StatsResponse }) {
  return (
    <section aria-labelledby="status-title" className="rounded-2xl border border-surface-line bg-white p-5">
      <h2 id="status-title" className="text-2xl font-bold">
        {text.ordersByStatus}
      </h2>
      <div className="mt-4">
        <StaffTable
          caption={text.ordersByStatus}
          framed={false}
          columns={[
            { label: text.status },
            { label: text.thisPeriod, numeric: true },
            { label: text.previousPeriod, numeric: true },
          ]}
        >
          {stats.ordersByStatus.map((row) => (
            <tr key={row.status} className={staffRow}>
              <th scope="row" className={`${staffCell} font-normal`}>
                <a
                  href={adminOrdersPath({ status: row.status, from: stats.period.from, to: stats.period.to })}
                  className="rounded underline focus-ring"
                >
                  {messages.admin.statusLabels[row.status]}
                </a>
              </th>
              <td className={`${staffNumericCell} whitespace-nowrap`}>{formatNumber(row.orders)}</td>
              <td className={`${staffNumericCell} whitespace-nowrap`}>{formatNumber(row.previous)}</td>
            </tr>
          ))}
        </StaffTable>
      </div>
    </section>
  );
}
