import { useStore } from '@nanostores/react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { focusFirstError, formErrors } from '~/components/form/form-errors';
import type { SavedAddress } from '~/features/account/account';
import { $user } from '~/features/account/auth.store';
import { prefillAddress, useSavedAddress, withoutStaleAddition } from '~/features/account/use-saved-address';
import { lineItemsOf, shippingCents, subtotalCents } from '~/features/cart/cart';
import { $cartItems } from '~/features/cart/cart.store';
import { useDelivery } from '~/features/delivery/use-delivery';
import type { PaymentMethod } from '~/features/payments/types';
import { useRecipient } from '~/features/recipients/use-recipient';
import { useRefillReminder } from '~/features/refill/use-refill-reminder';
import { apiErrorBody } from '~/lib/http';
import { messages } from '~/lib/messages';
import { useHydratedStore } from '~/lib/use-hydrated-store';
import { type AddressForm, EMPTY_ADDRESS_FORM } from './address-form';
import { checkAddress, fetchPaymentMethods, placeOrder } from './checkout.actions';
import { useBusiness } from './use-business';
import { useDiscountCode } from './use-discount-code';
import { useQuote } from './use-quote';

const text = messages.checkout;
export type Lookup = 'idle' | 'loading' | 'found' | 'not-found';

/**
 * The checkout's state and steps (spec sections 2, 4, 5, 8): the address with its lookup, the
 * payment method, the interval and the submission. The parts only render what this returns.
 */
export function useCheckout() {
  const items = useHydratedStore($cartItems, []);
  const user = useStore($user);
  const [form, setForm] = useState(EMPTY_ADDRESS_FORM);
  // The saved address the form was filled with, if any (its addition belongs to its postcode and number).
  const savedAddress = useRef<SavedAddress | null>(null);
  const [lookup, setLookup] = useState<Lookup>('idle');
  const [methods, setMethods] = useState<PaymentMethod[] | null>(null);
  const [paymentMethod, setPaymentMethod] = useState('');
  // 0: a one-off order; otherwise a subscription delivered every so many weeks.
  const [intervalWeeks, setIntervalWeeks] = useState(0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState('');
  const [submitting, setSubmitting] = useState(false);
  // One key per checkout attempt: a double click or a retried request makes one order.
  const [idempotencyKey] = useState(() => crypto.randomUUID());

  useEffect(() => {
    fetchPaymentMethods()
      .then(setMethods)
      .catch((failure: unknown) => {
        console.warn('payment methods could not be loaded', failure);
        setMethods([]);
      });
  }, []);

  useEffect(() => {
    if (!user) return;
    setForm((current) => ({
      ...current,
      email: current.email || user.email,
      first_name: current.first_name || user.first_name,
      last_name: current.last_name || user.last_name,
    }));
  }, [user]);

  // "Zakelijk bestellen" (decision 030): the company the invoice names.
  const business = useBusiness();
  // A logged-in customer's saved address fills the empty address fields (issue #17, section 6),
  // and the company of the last business order turns "Zakelijk bestellen" on, filled in.
  useSavedAddress(user, (address) => {
    savedAddress.current = address;
    setForm((current) => {
      const { houseNumber, ...filled } = prefillAddress(
        { ...current, houseNumber: current.house_number },
        address,
      );
      return { ...filled, house_number: houseNumber };
    });
    if (address.business) business.prefill(address.business);
  });

  const set = (field: keyof AddressForm) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setForm((current) => {
      const next = { ...current, [field]: value };
      if (field !== 'postcode' && field !== 'house_number') return next;
      // Another postcode or number: the saved address's addition no longer belongs (issue 33).
      const { addition } = withoutStaleAddition(
        { postcode: next.postcode, houseNumber: next.house_number, addition: next.addition },
        savedAddress.current,
      );
      return { ...next, addition };
    });
    if (errors[field]) setErrors(({ [field]: _, ...rest }) => rest);
  };

  /** Runs when postcode or house number loses focus, and only when both are there. */
  const lookUpAddress = async () => {
    if (!form.postcode.trim() || !form.house_number.trim()) return;
    setLookup('loading');
    try {
      const found = await checkAddress(form.postcode, form.house_number, form.addition);
      setForm((current) => ({
        ...current,
        street: found.street,
        city: found.city,
        postcode: found.postcode,
      }));
      // The lookup filled these fields: an error from an earlier submit no longer applies.
      setErrors(({ street: _s, city: _c, postcode: _p, house_number: _h, ...rest }) => rest);
      setLookup('found');
    } catch {
      // A street and city from an earlier postcode would not match this one: the shopper types them.
      setForm((current) => ({ ...current, street: '', city: '' }));
      setLookup('not-found');
    }
  };

  const choosePayment = (id: string) => {
    setPaymentMethod(id);
    setErrors(({ payment_method: _, ...rest }) => rest);
    if (formError === text.missingPaymentMethod) setFormError('');
  };

  // For the buyer or for someone else (issue #27); pickup points are looked up near the parcel's address.
  const recipient = useRecipient(user);
  // The "bijna op?" soft opt-in of a one-off order (issue #27 section 4).
  const refill = useRefillReminder();
  const clearError = (name: string) => {
    if (errors[name]) setErrors(({ [name]: _, ...rest }) => rest);
  };
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
    setErrors(found);
    // One alert near the button: the only problem itself, or a pointer to the marked fields.
    const problems = Object.values(found);
    setFormError(problems.length === 1 ? problems[0]! : problems.length > 1 ? messages.form.fixErrors : '');
    if (problems.length > 0) return focusFirstError(element);
    setSubmitting(true);
    try {
      const { redirectUrl } = await placeOrder(
        intervalWeeks ? 'subscription' : 'order',
        {
          customer: { email: form.email, first_name: form.first_name, last_name: form.last_name },
          address: {
            label: 'Shipping',
            first_name: form.first_name,
            last_name: form.last_name,
            street: form.street,
            street_number: form.house_number,
            street_addition: form.addition.trim() || null,
            postcode: form.postcode,
            city: form.city,
            country: 'Nederland',
          },
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
      setFormError(body?.message || text.orderFailure);
      setSubmitting(false);
    }
  };

  return {
    items,
    form,
    set,
    lookup,
    lookUpAddress,
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
