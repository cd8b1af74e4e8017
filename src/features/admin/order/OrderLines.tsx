import { Panel } from '~/components/staff/Panel';
import StaffTable, { staffCell, staffNumericCell, staffRow } from '~/components/staff/StaffTable';
import type { OrderDetail } from '~/features/admin/order/order-detail';
import InvoiceDownloads from '~/features/invoices/InvoiceDownloads';
import * as checkoutTexts from '~/lib/messages/checkout';
import * as discountsTexts from '~/lib/messages/discounts';
import * as refundsTexts from '~/lib/messages/refunds';
import * as staffScreensTexts from '~/lib/messages/staff-screens';
import { formatEuro } from '~/lib/money';
import StockEditor from '../StockEditor';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = {
  checkout: checkoutTexts.checkout,
  discounts: discountsTexts.discounts,
  orderLines: staffScreensTexts.orderLines,
  refunds: refundsTexts.refunds,
};

const text = messages.orderLines;
const refundText = messages.refunds;

/** The lines' columns; what went back of each line only once anything was refunded. */
const lineColumns = (showRefunded: boolean) => [
  { label: text.product },
  { label: text.quantity, numeric: true },
  { label: text.price, numeric: true },
  { label: text.total, numeric: true },
  ...(showRefunded ? [{ label: refundText.refundedColumn, numeric: true }] : []),
  { label: text.stockNow },
];

/** The ordered products with their stock now, the totals and the invoices. */
export function OrderLines({ order }: { order: OrderDetail }) {
  // What each credit invoice gave back, line by line (or per VAT rate for a partial refund).
  const credits = order.invoices.filter((invoice) => invoice.kind === 'credit');
  // What went back of each line (refunds by line and packs); shown once anything was refunded.
  const showRefunded = order.refundedCents > 0;
  return (
    <Panel title={text.title}>
      <StaffTable
        caption={text.title}
        framed={false}
        minWidth="min-w-[40rem]"
        columns={lineColumns(showRefunded)}
      >
        {order.lines.map((line) => (
          <tr key={line.id} className={`${staffRow} align-top`}>
            <th scope="row" className={`${staffCell} font-semibold`}>
              {line.productName}
              {line.variationName && (
                <span className="block font-normal text-ink-soft">{line.variationName}</span>
              )}
            </th>
            <td className={staffNumericCell}>{line.quantity}</td>
            <td className={`amount ${staffNumericCell}`}>{formatEuro(line.unitPriceCents)}</td>
            <td className={`amount ${staffNumericCell}`}>{formatEuro(line.lineTotalCents)}</td>
            {showRefunded && (
              <td className={`amount ${staffNumericCell} whitespace-nowrap`}>
                {line.refunded.packs > 0
                  ? refundText.refundedPacks(line.refunded.packs, formatEuro(line.refunded.cents))
                  : '–'}
              </td>
            )}
            <td className={staffCell}>
              {line.stockItem ? (
                <StockEditor item={line.stockItem} />
              ) : (
                <span className="text-ink-soft">{text.discontinued}</span>
              )}
            </td>
          </tr>
        ))}
      </StaffTable>
      <dl className="mt-4 ml-auto grid max-w-xs grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-base">
        <dt>{text.subtotal}</dt>
        <dd className="amount text-right tabular-nums">{formatEuro(order.subtotalCents)}</dd>
        {order.discountCode && (
          <>
            <dt>{messages.discounts.line(order.discountCode)}</dt>
            <dd className="amount text-right tabular-nums">− {formatEuro(order.discountCents)}</dd>
          </>
        )}
        <dt>{text.shipping}</dt>
        <dd className="amount text-right tabular-nums">
          {order.shippingCents === 0 ? messages.checkout.shippingFree : formatEuro(order.shippingCents)}
        </dd>
        <dt className="font-bold">{text.total}</dt>
        <dd className="amount text-right font-bold tabular-nums">{formatEuro(order.totalCents)}</dd>
        <dt className="text-ink-soft">{text.vat}</dt>
        <dd className="amount text-right tabular-nums text-ink-soft">{formatEuro(order.vatCents)}</dd>
        {order.shippingRefundedCents > 0 && (
          <>
            <dt className="text-accent-700">{refundText.shippingRefunded}</dt>
            <dd className="amount text-right tabular-nums text-accent-700">
              {formatEuro(order.shippingRefundedCents)}
            </dd>
          </>
        )}
        {order.refundedCents > 0 && (
          <>
            <dt className="font-semibold text-accent-700">{text.refunded}</dt>
            <dd className="amount text-right font-semibold tabular-nums text-accent-700">
              {formatEuro(order.refundedCents)}
            </dd>
          </>
        )}
      </dl>
      {credits.length > 0 && (
        <section aria-labelledby="credited-title" className="mt-4 grid gap-2">
          <h3 id="credited-title" className="text-lg font-semibold">
            {text.creditedHeading}
          </h3>
          <ul className="grid gap-1 text-base">
            {credits.flatMap((credit) =>
              (credit.credited ?? []).map((line) => (
                <li
                  key={`${credit.number}:${line.description}:${line.quantity}:${line.grossCents}`}
                  className="flex justify-between gap-4"
                >
                  <span>
                    {credit.label}: {line.quantity}× {line.description}
                  </span>
                  <span className="tabular-nums">{formatEuro(line.grossCents)}</span>
                </li>
              )),
            )}
          </ul>
        </section>
      )}
      {order.invoices.length > 0 && (
        <div className="mt-4 flex flex-wrap gap-3">
          <InvoiceDownloads invoices={order.invoices} endpoint="/api/admin/invoices" withUbl />
        </div>
      )}
    </Panel>
  );
}
