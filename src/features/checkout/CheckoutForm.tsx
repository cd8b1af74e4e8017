import DeliveryChoice from '~/features/delivery/DeliveryChoice';
import RecipientChoice from '~/features/recipients/RecipientChoice';
import { messages } from '~/lib/messages';
import { routes } from '~/lib/routes';
import AddressFields from './AddressFields';
import BusinessFields from './BusinessFields';
import IntervalChoice from './IntervalChoice';
import OrderSummary from './OrderSummary';
import PaymentMethods from './PaymentMethods';
import { useCheckout } from './use-checkout';

/**
 * The checkout (spec sections 2, 4, 5, 8): contact, address with lookup, interval, payment
 * method and the order summary. The form checks itself (noValidate): its errors are the shop's
 * own, in Dutch, next to each field.
 */
export default function CheckoutForm() {
  const checkout = useCheckout();
  if (checkout.items.length === 0) {
    return (
      <div className="rounded-2xl border border-surface-line p-8">
        <p className="text-xl">{messages.checkout.emptyCart}</p>
        <a href={routes.shop} className="btn-primary mt-4">
          {messages.checkout.toShop}
        </a>
      </div>
    );
  }
  return (
    <form onSubmit={checkout.submit} noValidate className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_26rem]">
      <div className="grid min-w-0 gap-8">
        <AddressFields checkout={checkout} />
        <BusinessFields checkout={checkout} />
        <RecipientChoice
          recipient={checkout.recipient}
          errors={checkout.errors}
          clearError={checkout.clearError}
        />
        <DeliveryChoice checkout={checkout} />
        <IntervalChoice checkout={checkout} />
        <PaymentMethods checkout={checkout} />
      </div>
      <OrderSummary checkout={checkout} />
    </form>
  );
}
