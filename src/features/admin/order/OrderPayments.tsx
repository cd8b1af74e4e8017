import { Panel } from '~/components/staff/Panel';
import type { OrderDetail } from '~/features/admin/order/order-detail';
import { formatDateTime } from '~/lib/dates';
import * as staffScreensTexts from '~/lib/messages/staff-screens';
import { formatEuro } from '~/lib/money';
import { paymentMethodLabel, paymentStatusLabel, refundStatusLabel } from '../format';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { orderLines: staffScreensTexts.orderLines };

/** The payments of the order and their refunds. */
export function OrderPayments({ order }: { order: OrderDetail }) {
  return (
    <Panel title={messages.orderLines.payments}>
      {order.payments.length === 0 ? (
        <p className="text-lg">{messages.orderLines.noPayment}</p>
      ) : (
        <ul className="grid gap-4">
          {order.payments.map((payment) => (
            <li key={payment.id} className="rounded-xl border border-surface-line p-4">
              <p className="font-semibold">
                {paymentMethodLabel(payment.method)} · {formatEuro(payment.amountCents)} ·{' '}
                {paymentStatusLabel(payment.status)}
              </p>
              <p className="text-base text-ink-soft">
                {messages.orderLines.paymentCreated(
                  payment.provider,
                  payment.providerPaymentId,
                  formatDateTime(payment.createdAt),
                )}
                {payment.paidAt ? messages.orderLines.paymentPaid(formatDateTime(payment.paidAt)) : ''}
              </p>
              {payment.refunds.map((refund) => (
                <p key={refund.id} className="mt-1 text-base">
                  {messages.orderLines.refundLine(
                    formatEuro(refund.amountCents),
                    formatDateTime(refund.createdAt),
                    refund.actor,
                    refundStatusLabel(refund.status),
                  )}
                </p>
              ))}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
