import { Panel } from '~/components/staff/Panel';
import type { OrderDetail } from '~/features/admin/order/order-detail';
import { methodLabel, pickupPointAddress } from '~/features/delivery/delivery-labels';
import * as careTexts from '~/lib/messages/care';
import * as checkoutTexts from '~/lib/messages/checkout';
import * as deliveryTexts from '~/lib/messages/delivery';
import * as staffScreensTexts from '~/lib/messages/staff-screens';
import { paymentMethodLabel } from '../format';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = {
  deliveryChoice: deliveryTexts.deliveryChoice,
  orderCustomer: staffScreensTexts.orderCustomer,
  recipients: careTexts.recipients,
  business: checkoutTexts.business,
};

const text = messages.deliveryChoice;
const customerText = messages.orderCustomer;

/** Who ordered, where it goes and how it was paid. */
export function OrderCustomer({ order }: { order: OrderDetail }) {
  const { address } = order;
  // Ordered for someone else: this is the buyer's (invoice) address; the parcel goes to the recipient panel.
  return (
    <Panel title={order.recipient ? messages.recipients.staffBuyerTitle : customerText.title}>
      {order.company && (
        <p data-order-company className="mb-2 text-lg">
          <strong>{order.company.name}</strong>
          <br />
          {[
            messages.business.staffKvk(order.company.kvk),
            order.company.vatId && messages.business.staffVatId(order.company.vatId),
            order.company.poReference && messages.business.staffPo(order.company.poReference),
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      )}
      <address className="not-italic text-lg">
        {order.customer.firstName} {order.customer.lastName}
        <br />
        {address.street} {address.streetNumber}
        {address.streetAddition ? ` ${address.streetAddition}` : ''}
        <br />
        {address.postcode} {address.city}
        <br />
        {address.country}
      </address>
      <p className="mt-3 text-lg">
        <a href={`mailto:${order.customer.email}`} className="rounded text-brand-700 underline focus-ring">
          {order.customer.email}
        </a>
      </p>
      <p className="mt-1 text-base text-ink-soft">
        {order.customer.hasAccount ? customerText.hasAccount : customerText.guest} ·{' '}
        {customerText.paymentMethod}: {paymentMethodLabel(order.paymentMethod)}
      </p>
      <p className="mt-3 text-lg">
        <strong>{text.method}:</strong> {methodLabel(order.deliveryMethod)}
      </p>
      {order.pickupPoint && (
        <p className="mt-1 text-base">
          {text.pickupAt}: {order.pickupPoint.name} ({order.pickupPoint.id}),{' '}
          {pickupPointAddress(order.pickupPoint)}
        </p>
      )}
      {order.trackAndTrace && (
        <p className="mt-1 text-base">
          {text.trackAndTrace}:{' '}
          {order.trackingUrl ? (
            <a
              href={order.trackingUrl}
              className="rounded text-brand-700 underline focus-ring"
              rel="noopener"
            >
              {order.trackAndTrace}
            </a>
          ) : (
            order.trackAndTrace
          )}
        </p>
      )}
    </Panel>
  );
}
