import { useId } from 'react';
import FormAlert from '~/components/form/FormAlert';
import { shipping as shippingRule } from '~/config/shop';
import CartLine from '~/features/cart/CartLine';
import { setQuantityInCheckout } from '~/features/cart/cart.store';
import * as checkoutTexts from '~/lib/messages/checkout';
import * as discountsTexts from '~/lib/messages/discounts';
import { formatEuro } from '~/lib/money';
import DiscountCodeField from './DiscountCodeField';
import type { Checkout } from './use-checkout';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { checkout: checkoutTexts.checkout, discounts: discountsTexts.discounts };

const text = messages.checkout;

/** The order summary beside the form: lines, totals, the order button that names the payment choice. */
export default function OrderSummary({ checkout }: { checkout: Checkout }) {
  const ids = useId();
  const {
    items,
    subtotal,
    shipping,
    total,
    quoteError,
    methods,
    paymentMethod,
    intervalWeeks,
    formError,
    submitting,
    quote,
    discount,
    discountCents,
  } = checkout;
  const method = methods?.find((candidate) => candidate.id === paymentMethod);
  const button = !method
    ? text.toPayment
    : intervalWeeks > 0
      ? text.subscribeWith(method.description)
      : text.payWith(method.description);
  return (
    <aside
      className="h-max rounded-2xl border border-surface-line bg-surface-soft p-5 sm:p-6"
      aria-labelledby={`${ids}-summary`}
    >
      <h2 id={`${ids}-summary`} className="text-xl font-bold sm:text-2xl">
        {text.summaryTitle}
      </h2>
      <ul className="mt-4 divide-y divide-surface-line">
        {items.map((item) => (
          <CartLine
            key={`${item.product_id}-${item.product_variation_id ?? 0}`}
            item={item}
            min={1}
            size="small"
            onQuantity={(quantity) => setQuantityInCheckout(item, quantity)}
          />
        ))}
      </ul>
      <DiscountCodeField discount={discount} quote={quote} />
      {/* The spaces between term and amount keep the text readable when copied or read as one line. */}
      <dl className="mt-4 grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 border-t border-surface-line pt-4 text-lg">
        <dt>{text.subtotal}</dt> <dd className="amount text-right">{formatEuro(subtotal)}</dd>{' '}
        {quote?.discount && discountCents > 0 && (
          <>
            <dt>{messages.discounts.line(quote.discount.code)}</dt>{' '}
            <dd className="amount text-right">− {formatEuro(discountCents)}</dd>{' '}
          </>
        )}
        <dt>{text.shipping}</dt>{' '}
        <dd className="amount text-right">{shipping === 0 ? text.shippingFree : formatEuro(shipping)}</dd>{' '}
        <dt className="text-xl font-bold">{text.total}</dt>{' '}
        <dd className="amount text-right text-xl font-bold">{formatEuro(total)}</dd>
      </dl>
      {discountCents > 0 && shipping > 0 && (
        <p className="mt-1 text-base text-ink-soft" data-shipping-after-discount>
          {messages.discounts.shippingAfterDiscount(formatEuro(shippingRule.freeFromCents))}
        </p>
      )}
      <p className="mt-1 text-base text-ink-muted">{text.pricesIncludeVat}</p>
      <div className="mt-4 grid gap-3">
        <FormAlert text={quoteError} />
        <FormAlert text={formError} />
      </div>
      <button type="submit" className="btn-primary mt-5 w-full py-4 text-xl" disabled={submitting}>
        {button}
      </button>
      <p className="mt-3 text-base text-ink-soft">
        {text.termsBefore}
        <a href="/algemene-voorwaarden" className="underline focus-ring rounded">
          {text.termsLink}
        </a>
        .
      </p>
    </aside>
  );
}
