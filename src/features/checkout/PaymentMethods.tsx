import { useId } from 'react';
import { fieldStyles } from '~/components/form/field-styles';
import * as checkoutTexts from '~/lib/messages/checkout';
import * as shopTexts from '~/lib/messages/shop';
import type { Checkout } from './use-checkout';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { checkout: checkoutTexts.checkout, form: shopTexts.form };

const text = messages.checkout;

/** The payment methods with their logos (Mollie's images, or the test provider's bundled icons). */
export default function PaymentMethods({ checkout }: { checkout: Checkout }) {
  const ids = useId();
  const { methods, paymentMethod, choosePayment, errors } = checkout;
  const error = errors.payment_method;
  return (
    <fieldset aria-describedby={error ? `${ids}-error` : undefined}>
      <legend className="text-2xl font-bold">
        {text.paymentMethod} <span className={fieldStyles.required}>{messages.form.requiredMark}</span>
      </legend>
      {methods === null ? (
        <p className="mt-3 text-ink-soft">{text.paymentMethodsLoading}</p>
      ) : methods.length === 0 ? (
        <p className="mt-3">{text.noPaymentMethods}</p>
      ) : (
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          {methods.map((method) => (
            <label
              key={method.id}
              className={`flex cursor-pointer items-center gap-4 rounded-xl border-2 p-4 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-700 has-[:focus-visible]:outline-offset-2 ${paymentMethod === method.id ? 'border-brand-600 bg-brand-50' : error ? 'border-accent-600' : 'border-surface-line'}`}
            >
              <input
                type="radio"
                name="payment_method"
                value={method.id}
                checked={paymentMethod === method.id}
                onChange={() => choosePayment(method.id)}
                aria-invalid={error ? true : undefined}
                className="h-5 w-5 flex-none accent-brand-600"
              />
              <img
                src={method.image.svg || method.image.size2x}
                alt=""
                width={48}
                height={32}
                className="h-8 w-12 flex-none object-contain"
              />
              <span className="text-lg font-semibold">{method.description}</span>
            </label>
          ))}
        </div>
      )}
      {error && (
        <p id={`${ids}-error`} className={fieldStyles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
