import { type ReactNode, useEffect, useState } from 'react';
import { formatLongDate } from '~/lib/dates';
import * as accountTexts from '~/lib/messages/account';
import * as careTexts from '~/lib/messages/care';
import * as deliveryTexts from '~/lib/messages/delivery';
import * as discountsTexts from '~/lib/messages/discounts';
import { formatEuro } from '~/lib/money';
import { orderPath, productPath, routes } from '~/lib/routes';
import type { AccountOrder } from './account';
import { fetchAccountOrders } from './account.actions';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = {
  account: accountTexts.account,
  accountForms: accountTexts.accountForms,
  deliveryChoice: deliveryTexts.deliveryChoice,
  discounts: discountsTexts.discounts,
  recipients: careTexts.recipients,
};

export interface OrderHistoryProps {
  /**
   * Buttons shown under one order (e.g. the withdrawal button of the checkout
   * domain). The dashboard passes them in, so this list stays about showing orders.
   */
  orderActions?: (order: AccountOrder) => ReactNode;
}

/** The caller's orders via POST /api/get-user-orders (spec sections 2, 3, 8). */
export default function OrderHistory({ orderActions }: OrderHistoryProps) {
  const [orders, setOrders] = useState<AccountOrder[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    fetchAccountOrders()
      .then(setOrders)
      .catch((error: unknown) => {
        console.warn('orders could not be loaded', error);
        setFailed(true);
      });
  }, []);

  return (
    <section aria-labelledby="orders-title">
      <h2 id="orders-title" className="text-2xl font-bold">
        {messages.accountForms.myOrders}
      </h2>
      {failed ? (
        <p role="alert" className="mt-4 text-lg font-semibold text-accent-700">
          {messages.account.failure}
        </p>
      ) : orders === null ? (
        <p className="mt-4 text-lg text-ink-soft">{messages.account.ordersLoading}</p>
      ) : orders.length === 0 ? (
        <p className="mt-4 text-lg">
          {messages.account.noOrders}{' '}
          <a href={routes.shop} className="font-semibold text-brand-700 underline focus-ring rounded">
            {messages.account.noOrdersShopLink}
          </a>
        </p>
      ) : (
        <ul className="mt-4 grid gap-6">
          {orders.map((order) => (
            <OrderCard key={order.order_id} order={order} actions={orderActions?.(order)} />
          ))}
        </ul>
      )}
    </section>
  );
}

function OrderCard({ order, actions }: { order: AccountOrder; actions?: ReactNode }) {
  return (
    <li className="rounded-2xl border border-surface-line p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-xl font-semibold">
          <a href={orderPath(order.order_id)} className="underline focus-ring rounded">
            {messages.account.orderLink(order.number)}
          </a>
        </h3>
        <time dateTime={order.datetime} className="text-lg">
          {order.order_date}
        </time>
      </div>
      <p className="mt-1 text-lg">
        <span className="font-semibold">{messages.account.orderStatus[order.status] ?? order.status}</span> ·
        {messages.account.orderTotal}{' '}
        <span className="amount">{formatEuro(Math.round(order.total_price * 100))}</span>
        {order.discount && (
          <>
            {' '}
            · {messages.discounts.line(order.discount.code)} −{' '}
            <span className="amount">{formatEuro(Math.round(order.discount.amount * 100))}</span>
          </>
        )}
      </p>
      <p className="mt-1 text-lg">
        {order.recipient_name
          ? messages.recipients.orderFor(order.recipient_name)
          : messages.recipients.forMyself}
      </p>
      <p className="mt-1 text-lg">
        {messages.deliveryChoice.method}: {order.delivery_label}
        {order.pickup_point && <span className="block text-base text-ink-soft">{order.pickup_point}</span>}
      </p>
      {order.tracking_url && (
        <p className="mt-2">
          <a href={order.tracking_url} className="btn-secondary" rel="noopener">
            {messages.deliveryChoice.trackingLink}
            <span className="sr-only">{messages.account.orderSuffix(order.number)}</span>
          </a>
        </p>
      )}
      <ul className="mt-4 divide-y divide-surface-line">
        {order.line_items.map((line) => (
          <li key={line.id} className="flex gap-4 py-3">
            <img
              src={line.product.product_image ?? '/images/placeholder.svg'}
              alt=""
              width={64}
              height={64}
              loading="lazy"
              className="h-16 w-16 flex-none rounded-lg border border-surface-line object-cover"
            />
            <div>
              {line.product.slug ? (
                <a
                  href={productPath(line.product.slug)}
                  className="font-semibold underline focus-ring rounded"
                >
                  {line.amount} × {line.product_name}
                </a>
              ) : (
                <span className="font-semibold">
                  {line.amount} × {line.product_name}
                </span>
              )}
              <p className="text-base text-ink-soft">{line.product.short_description}</p>
            </div>
          </li>
        ))}
      </ul>
      {order.refunds.length > 0 && (
        <div data-account-refunds className="mt-3 rounded-xl bg-surface-soft p-3 text-lg">
          <p className="font-semibold">{messages.account.refundsTitle}</p>
          <ul>
            {order.refunds.map((refund) => (
              <li key={refund.refundedAt}>
                {messages.account.refundLine(
                  formatLongDate(refund.refundedAt),
                  formatEuro(refund.amountCents),
                )}
                {refund.creditInvoice && <> ({messages.account.refundCredit(refund.creditInvoice.label)})</>}
              </li>
            ))}
          </ul>
        </div>
      )}
      {actions && <div className="mt-4 flex flex-wrap gap-3">{actions}</div>}
    </li>
  );
}
