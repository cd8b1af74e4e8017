import { messages } from '~/lib/messages';
import { formatEuro } from '~/lib/money';
import { adminOrdersPath } from '~/lib/routes';
import type { StatsResponse } from '../admin';
import { formatNumber, formatPercent, paymentMethodLabel } from '../format';

const text = messages.statsScreen;

/** Revenue per payment method, with its share as a bar. */
export function PaymentMix({ stats }: { stats: StatsResponse }) {
  const total = stats.paymentMethods.reduce((sum, method) => sum + method.revenueCents, 0);
  return (
    <section aria-labelledby="methods-title" className="rounded-2xl border border-surface-line bg-white p-5">
      <h2 id="methods-title" className="text-2xl font-bold">
        {text.paymentMethods}
      </h2>
      <table className="mt-4 w-full text-left text-base">
        <thead>
          <tr className="border-b-2 border-surface-line">
            <th scope="col" className="py-2 pr-3">
              {text.paymentMethod}
            </th>
            <th scope="col" className="py-2 pr-3 whitespace-nowrap text-right">
              {text.orders}
            </th>
            <th scope="col" className="py-2 pr-3 whitespace-nowrap text-right">
              {text.revenueShort}
            </th>
            <th scope="col" className="w-1/3 py-2">
              {text.share}
            </th>
          </tr>
        </thead>
        <tbody>
          {stats.paymentMethods.map((method) => {
            const share = total ? method.revenueCents / total : 0;
            return (
              <tr key={method.method} className="border-b border-surface-line">
                <th scope="row" className="py-2 pr-3 font-normal">
                  {paymentMethodLabel(method.method)}
                </th>
                <td className="py-2 pr-3 whitespace-nowrap text-right tabular-nums">
                  {formatNumber(method.orders)}
                </td>
                <td className="py-2 pr-3 whitespace-nowrap text-right tabular-nums">
                  {formatEuro(method.revenueCents)}
                </td>
                <td className="py-2">
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
        </tbody>
      </table>
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
      <table className="mt-4 w-full text-left text-base">
        <thead>
          <tr className="border-b-2 border-surface-line">
            <th scope="col" className="py-2 pr-3">
              {text.status}
            </th>
            <th scope="col" className="py-2 pr-3 whitespace-nowrap text-right">
              {text.thisPeriod}
            </th>
            <th scope="col" className="py-2 whitespace-nowrap text-right">
              {text.previousPeriod}
            </th>
          </tr>
        </thead>
        <tbody>
          {stats.ordersByStatus.map((row) => (
            <tr key={row.status} className="border-b border-surface-line">
              <th scope="row" className="py-2 pr-3 font-normal">
                <a
                  href={adminOrdersPath({ status: row.status, from: stats.period.from, to: stats.period.to })}
                  className="rounded underline focus-ring"
                >
                  {messages.admin.statusLabels[row.status]}
                </a>
              </th>
              <td className="py-2 pr-3 whitespace-nowrap text-right tabular-nums">
                {formatNumber(row.orders)}
              </td>
              <td className="py-2 whitespace-nowrap text-right tabular-nums">{formatNumber(row.previous)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
