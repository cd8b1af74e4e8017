import { useStore } from '@nanostores/react';
import { type FormEvent, useEffect, useState } from 'react';
import { focusFirstError, formErrors } from '~/components/form/form-errors';
import { $user } from '~/features/account/auth.store';
import { lineItemsOf, shippingCents, subtotalCents } from '~/features/cart/cart';
import { $cartItems } from '~/features/cart/cart.store';
import { useDelivery } from '~/features/delivery/use-delivery';
import type { PaymentMethod } from '~/features/payments/types';
import { useRecipient } from '~/features/recipients/use-recipient';
import { useRefillReminder } from '~/features/refill/use-refill-reminder';
import { apiErrorBody } from '~/lib/http';
import * as checkoutTexts from '~/lib/messages/checkout';
import * as deliveryTexts from '~/lib/messages/delivery';
import * as shopTexts from '~/lib/messages/shop';
import { useHydratedStore } from '~/lib/use-hydrated-store';
import type { AddressForm } from './address-form';
import { fetchPaymentMethods, placeOrder } from './checkout.actions';
import { useBusiness } from './use-business';
import { useCheckoutAddress } from './use-checkout-address';
import { useCheckoutProblems } from './use-checkout-problems';
import { useDiscountCode } from './use-discount-code';
import { useQuote } from './use-quote';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = {
  checkout: checkoutTexts.checkout,
  deliveryChoice: deliveryTexts.deliveryChoice,
  form: shopTexts.form,
};

const text = messages.checkout;

/** The payment methods the provider offers (none when they cannot be loaded), and the one chosen. */
function usePaymentChoice(problems: ReturnType<typeof useCheckoutProblems>) {
  const [methods, setMethods] = useState<PaymentMethod[] | null>(null);
  const [paymentMethod, setPaymentMethod] = useState('');
  useEffect(() => {
    fetchPaymentMethods()
      .then(setMethods)
      .catch((failure: unknown) => {
        console.warn('payment methods could not be loaded', failure);
        setMethods([]);
      });
  }, []);
  const choosePayment = (id: string) => {
    setPaymentMethod(id);
    problems.clearErrors('payment_method');
    if (problems.formError === text.missingPaymentMethod) problems.setFormError('');
  };
  return { methods, paymentMethod, choosePayment };
}

/** The address as the order API takes it, from the form's fields. */
function shippingAddressOf(form: AddressForm) {
  return {
    label: 'Shipping',
    first_name: form.first_name,
    last_name: form.last_name,
    street: form.street,
    street_number: form.house_number,
    street_addition: form.addition.trim() || null,
    postcode: form.postcode,
    city: form.city,
    country: 'Nederland',
  };
}

/**
 * The checkout's state and steps (spec sections 2, 4, 5, 8): the address with its lookup, the
 * payment method, the interval and the submission. The parts only render what this returns.
 */
export function useCheckout() {
  const items = useHydratedStore($cartItems, []);
  const user = useStore($user);
  const problems = useCheckoutProblems(messages.form.fixErrors);
  const { errors, formError, clearErrors } = problems;
  // "Zakelijk bestellen" (decision 030): the company the invoice names; the company of the last
  // business order (kept with the saved address) turns it on, filled in.
  const business = useBusiness();
  const address = useCheckoutAddress(user, clearErrors, (saved) => {
    if (saved.business) business.prefill(saved.business);
  });
  const { form } = address;
  const { methods, paymentMethod, choosePayment } = usePaymentChoice(problems);
  // 0: a one-off order; otherwise a subscription delivered every so many weeks.
  const [intervalWeeks, setIntervalWeeks] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  // One key per checkout attempt: a double click or a retried request makes one order.
  const [idempotencyKey] = useState(() => crypto.randomUUID());

  // For the buyer or for someone else (decision 024); pickup points are looked up near the parcel's address.
  const recipient = useRecipient(user);
  // The "bijna op?" soft opt-in of a one-off order (decision 024).
  const refill = useRefillReminder();
  const clearError = (name: string) => clearErrors(name);
  // The server prices the cart (the same calculation the order uses); until it answers, the
  // summary shows the cart's own sums.
  const delivery = useDelivery(recipient.postcode ?? form.postcode);
  const discount = useDiscountCode();
  // The e-mail address goes along only with a code (a guest's per-customer limit).
  const { quote, quoteError } = useQuote(items, {
    delivery: delivery.choice,
    ...(discount.code ? { discount_code: discount.code, email: form.email.trim() || undefined } : {}),
  });
  const subtotal = quote?.subtotal_cents ?? subtotalCents(items);
  const discountCents = quote?.discount_cents ?? 0;
  const shipping = quote?.shipping_cents ?? shippingCents(subtotal);
  const total = quote?.total_cents ?? subtotal + shipping;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    const found = formErrors(element);
    if (!paymentMethod) found.payment_method = text.missingPaymentMethod;
    if (delivery.missingPoint) found.pickup_point = messages.deliveryChoice.choosePickupPoint;
    Object.assign(found, business.problems());
    if (problems.show(found)) return focusFirstError(element);
    setSubmitting(true);
    try {
      const { redirectUrl } = await placeOrder(
        intervalWeeks ? 'subscription' : 'order',
        {
          customer: { email: form.email, first_name: form.first_name, last_name: form.last_name },
          address: shippingAddressOf(form),
          payment_method: paymentMethod,
          is_subscription: intervalWeeks > 0,
          subscription_interval: intervalWeeks || null,
          shipping_cost: shipping / 100,
          delivery: delivery.choice,
          lineItems: lineItemsOf(items),
          // Only a code the server applied in the summary; the order checks it again.
          ...(quote?.discount ? { discount_code: quote.discount.code } : {}),
          ...recipient.submission(),
          ...refill.submission(intervalWeeks === 0),
          ...business.submission(),
        },
        idempotencyKey,
      );
      if (redirectUrl) window.location.assign(redirectUrl);
      else setSubmitting(false);
    } catch (failure) {
      const body = await apiErrorBody(failure);
      problems.setFormError(body?.message || text.orderFailure);
      setSubmitting(false);
    }
  };

  return {
    items,
    form,
    set: address.set,
    lookup: address.lookup,
    lookUpAddress: address.lookUpAddress,
    methods,
    paymentMethod,
    choosePayment,
    intervalWeeks,
    setIntervalWeeks,
    errors,
    formError,
    submitting,
    subtotal,
    shipping,
    total,
    quote,
    discount,
    discountCents,
    quoteError,
    delivery,
    recipient,
    refill,
    business,
    clearError,
    submit,
  };
}

export type Checkout = ReturnType<typeof useCheckout>;
