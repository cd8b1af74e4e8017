import { useStore } from '@nanostores/react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { SUBSCRIPTION_INTERVALS } from '~/config/shop';
import { $user } from '~/features/account/auth.store';
import { prefillAddress, useSavedAddress } from '~/features/account/use-saved-address';
import { type CartItem, lineImage, lineTotalCents, shippingCents, subtotalCents } from '~/features/cart/cart';
import { $cartItems, removeFromCart, setQuantityInCheckout } from '~/features/cart/cart.store';
import QuantityStepper from '~/features/cart/QuantityStepper';
import { api, apiErrorBody } from '~/lib/http';
import { messages } from '~/lib/messages';
import { formatEuro } from '~/lib/money';
import { useHydratedStore } from '~/lib/use-hydrated-store';
import type { PaymentMethod } from './payments/types';

const PLACEHOLDER = '/images/placeholder.svg';
const text = messages.checkout;
type Lookup = 'idle' | 'loading' | 'found' | 'not-found';

/** The checkout (spec sections 2, 4, 5, 8): contact, address with lookup, payment method, order summary. */
export default function CheckoutForm() {
  const ids = useId();
  const items = useHydratedStore($cartItems, []);
  const user = useStore($user);
  const [form, setForm] = useState({
    email: '',
    firstName: '',
    lastName: '',
    postcode: '',
    houseNumber: '',
    addition: '',
    street: '',
    city: '',
  });
  const [lookup, setLookup] = useState<Lookup>('idle');
  const [methods, setMethods] = useState<PaymentMethod[] | null>(null);
  const [paymentMethod, setPaymentMethod] = useState('');
  const [error, setError] = useState('');
  const [submitting, setSubmitting] = useState(false);
  // One key per checkout attempt: a double click or a retried request makes one order.
  const [idempotencyKey] = useState(() => crypto.randomUUID());

  useEffect(() => {
    api
      .get('/api/payment-methods')
      .json<{ _embedded: { methods: PaymentMethod[] } }>()
      .then((body) => setMethods(body._embedded.methods))
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
      firstName: current.firstName || user.first_name,
      lastName: current.lastName || user.last_name,
    }));
  }, [user]);

  // A logged-in customer's saved address fills the empty address fields (issue #17, section 6).
  useSavedAddress(user, (address) => setForm((current) => prefillAddress(current, address)));

  // 0: a one-off order; otherwise a subscription delivered every so many weeks.
  const [intervalWeeks, setIntervalWeeks] = useState<number>(0);

  const set = (field: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));

  /** Runs when postcode or house number loses focus, and only when both are there. */
  const lookUpAddress = async () => {
    if (!form.postcode.trim() || !form.houseNumber.trim()) return;
    setLookup('loading');
    try {
      const found = await api
        .post('/api/check-address', {
          json: {
            postcode: form.postcode,
            house_number: form.houseNumber,
            addition: form.addition.trim() || null,
          },
        })
        .json<{ street: string; city: string; postcode: string }>();
      setForm((current) => ({
        ...current,
        street: found.street,
        city: found.city,
        postcode: found.postcode,
      }));
      setLookup('found');
    } catch {
      setLookup('not-found');
    }
  };

  const subtotal = subtotalCents(items);
  const shipping = shippingCents(subtotal);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    if (!paymentMethod) {
      setError(text.missingPaymentMethod);
      return;
    }
    setSubmitting(true);
    try {
      const { redirectUrl } = await api
        .post(intervalWeeks ? '/api/create-subscription' : '/api/create-order', {
          headers: { 'Idempotency-Key': idempotencyKey },
          json: {
            customer: { email: form.email, first_name: form.firstName, last_name: form.lastName },
            address: {
              label: 'Shipping',
              first_name: form.firstName,
              last_name: form.lastName,
              street: form.street,
              street_number: form.houseNumber,
              street_addition: form.addition.trim() || null,
              postcode: form.postcode,
              city: form.city,
              country: 'Nederland',
            },
            payment_method: paymentMethod,
            is_subscription: intervalWeeks > 0,
            subscription_interval: intervalWeeks || null,
            shipping_cost: shipping / 100,
            lineItems: items.map((item) => ({
              id: item.id,
              product_id: item.product_id,
              product_variation_id: item.product_variation_id,
              name: item.display_name || item.name,
              price: item.price,
              quantity: item.quantity,
              slug: item.slug,
              image_urls: Array.isArray(item.image_urls) ? item.image_urls : [],
            })),
          },
        })
        .json<{ redirectUrl?: string }>();
      if (redirectUrl) window.location.assign(redirectUrl);
      else setSubmitting(false);
    } catch (failure) {
      const body = await apiErrorBody(failure);
      setError(body?.message || text.orderFailure);
      setSubmitting(false);
    }
  };

  if (items.length === 0) {
    return (
      <div className="rounded-2xl border border-surface-line p-8">
        <p className="text-xl">{text.emptyCart}</p>
        <a href="/shop" className="btn-primary mt-4">
          Naar de winkel
        </a>
      </div>
    );
  }

  const field =
    'mt-1 block w-full rounded-lg border-2 border-surface-line bg-white px-4 py-3 text-lg focus:border-brand-600 focus:outline-none read-only:bg-surface-soft';
  const label = 'block text-lg font-semibold';
  const filledByLookup = lookup === 'found';

  return (
    <form onSubmit={submit} noValidate={false} className="grid gap-10 lg:grid-cols-[1fr_26rem]">
      <div className="grid gap-8">
        <fieldset className="grid gap-4">
          <legend className="text-2xl font-bold">Contactgegevens</legend>
          <div>
            <label htmlFor={`${ids}-email`} className={label}>
              E-mailadres
            </label>
            <input
              id={`${ids}-email`}
              type="email"
              required
              autoComplete="email"
              value={form.email}
              onChange={set('email')}
              className={field}
            />
          </div>
        </fieldset>

        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="text-2xl font-bold">Bezorgadres</legend>
          <div>
            <label htmlFor={`${ids}-first`} className={label}>
              Voornaam
            </label>
            <input
              id={`${ids}-first`}
              required
              autoComplete="given-name"
              value={form.firstName}
              onChange={set('firstName')}
              className={field}
            />
          </div>
          <div>
            <label htmlFor={`${ids}-last`} className={label}>
              Achternaam
            </label>
            <input
              id={`${ids}-last`}
              required
              autoComplete="family-name"
              value={form.lastName}
              onChange={set('lastName')}
              className={field}
            />
          </div>
          <div>
            <label htmlFor={`${ids}-postcode`} className={label}>
              Postcode
            </label>
            <input
              id={`${ids}-postcode`}
              required
              autoComplete="postal-code"
              placeholder="1234 AB"
              value={form.postcode}
              onChange={set('postcode')}
              onBlur={lookUpAddress}
              className={field}
            />
          </div>
          <div className="grid grid-cols-[1fr_7rem] gap-3">
            <div>
              <label htmlFor={`${ids}-number`} className={label}>
                Huisnummer
              </label>
              <input
                id={`${ids}-number`}
                required
                inputMode="numeric"
                value={form.houseNumber}
                onChange={set('houseNumber')}
                onBlur={lookUpAddress}
                className={field}
              />
            </div>
            <div>
              <label htmlFor={`${ids}-addition`} className={label}>
                Toevoeging
              </label>
              <input
                id={`${ids}-addition`}
                value={form.addition}
                onChange={set('addition')}
                className={field}
              />
            </div>
          </div>
          <p className="sm:col-span-2 min-h-7 text-base text-ink-soft" role="status" aria-live="polite">
            {lookup === 'loading'
              ? text.addressLookingUp
              : lookup === 'not-found'
                ? text.addressNotFound
                : ''}
          </p>
          <div>
            <label htmlFor={`${ids}-street`} className={label}>
              Straat
            </label>
            <input
              id={`${ids}-street`}
              required
              autoComplete="address-line1"
              readOnly={filledByLookup}
              value={form.street}
              onChange={set('street')}
              className={field}
            />
          </div>
          <div>
            <label htmlFor={`${ids}-city`} className={label}>
              Plaats
            </label>
            <input
              id={`${ids}-city`}
              required
              autoComplete="address-level2"
              readOnly={filledByLookup}
              value={form.city}
              onChange={set('city')}
              className={field}
            />
          </div>
        </fieldset>

        <fieldset>
          <legend className="text-2xl font-bold">Hoe vaak?</legend>
          <div className="mt-3 grid gap-3 sm:grid-cols-2">
            {[0, ...SUBSCRIPTION_INTERVALS].map((weeks) => (
              <label
                key={weeks}
                className={`flex cursor-pointer items-center gap-4 rounded-xl border-2 p-4 ${intervalWeeks === weeks ? 'border-brand-600 bg-brand-50' : 'border-surface-line'}`}
              >
                <input
                  type="radio"
                  name="subscription_interval"
                  value={weeks}
                  checked={intervalWeeks === weeks}
                  onChange={() => setIntervalWeeks(weeks)}
                  className="h-5 w-5 accent-brand-600"
                />
                <span className="text-lg font-semibold">
                  {weeks === 0
                    ? messages.subscriptions.oneOff
                    : `${messages.subscriptions.asSubscription}: ${messages.subscriptions.every(weeks).toLowerCase()}`}
                </span>
              </label>
            ))}
          </div>
          {intervalWeeks > 0 && (
            <p className="mt-3 text-lg text-ink-soft">
              We bezorgen deze bestelling elke {intervalWeeks} weken opnieuw en schrijven het bedrag dan
              automatisch af. Opzeggen kan altijd online, in je account.
            </p>
          )}
        </fieldset>

        <fieldset>
          <legend className="text-2xl font-bold">Betaalmethode</legend>
          {methods === null ? (
            <p className="mt-3 text-ink-soft">Betaalmethoden laden...</p>
          ) : methods.length === 0 ? (
            <p className="mt-3">{text.noPaymentMethods}</p>
          ) : (
            <div className="mt-3 grid gap-3 sm:grid-cols-2">
              {methods.map((method) => (
                <label
                  key={method.id}
                  className={`flex cursor-pointer items-center gap-4 rounded-xl border-2 p-4 ${paymentMethod === method.id ? 'border-brand-600 bg-brand-50' : 'border-surface-line'}`}
                >
                  <input
                    type="radio"
                    name="payment_method"
                    value={method.id}
                    checked={paymentMethod === method.id}
                    onChange={() => setPaymentMethod(method.id)}
                    className="h-5 w-5 accent-brand-600"
                  />
                  <img src={method.image.size2x} alt="" width={48} height={36} />
                  <span className="text-lg font-semibold">{method.description}</span>
                </label>
              ))}
            </div>
          )}
        </fieldset>
      </div>

      <aside
        className="h-max rounded-2xl border border-surface-line bg-surface-soft p-6"
        aria-labelledby={`${ids}-summary`}
      >
        <h2 id={`${ids}-summary`} className="text-2xl font-bold">
          Bestellingsoverzicht
        </h2>
        <ul className="mt-4 divide-y divide-surface-line">
          {items.map((item) => (
            <SummaryLine key={`${item.product_id}-${item.product_variation_id ?? 0}`} item={item} />
          ))}
        </ul>
        <dl className="mt-4 grid grid-cols-[1fr_auto] gap-y-2 border-t border-surface-line pt-4 text-lg">
          <dt>Subtotaal</dt>
          <dd className="text-right">{formatEuro(subtotal)}</dd>
          <dt>Verzendkosten</dt>
          <dd className="text-right">{shipping === 0 ? text.shippingFree : text.shippingPaid}</dd>
          <dt className="text-xl font-bold">Totaal</dt>
          <dd className="text-right text-xl font-bold">{formatEuro(subtotal + shipping)}</dd>
        </dl>
        <p className="mt-1 text-base text-ink-muted">Alle prijzen zijn inclusief btw.</p>
        {error && (
          <p
            role="alert"
            className="mt-4 rounded-lg bg-accent-100 px-4 py-3 text-lg font-semibold text-accent-700"
          >
            {error}
          </p>
        )}
        <button type="submit" className="btn-primary mt-5 w-full py-4 text-xl" disabled={submitting}>
          Ga naar betaling
        </button>
      </aside>
    </form>
  );
}

function SummaryLine({ item }: { item: CartItem }) {
  const name = item.display_name || item.name || text.unnamedProduct;
  return (
    <li className="flex gap-3 py-4">
      <img
        src={lineImage(item) ?? PLACEHOLDER}
        alt=""
        width={64}
        height={64}
        className="h-16 w-16 flex-none rounded-lg border border-surface-line bg-white object-cover"
      />
      <div className="min-w-0 flex-1">
        <a href={`/product/${item.slug}`} className="font-semibold hover:underline focus-ring rounded">
          {name}
        </a>
        <div className="mt-2">
          <QuantityStepper
            value={item.quantity}
            onChange={(quantity) => setQuantityInCheckout(item, quantity)}
            min={1}
            label={`Aantal van ${name}`}
            itemName={name}
          />
        </div>
        <div className="mt-2 flex items-center justify-between">
          <span className="font-semibold">{formatEuro(lineTotalCents(item))}</span>
          <button
            type="button"
            className="text-base text-accent-700 underline focus-ring rounded"
            onClick={() => removeFromCart(item)}
          >
            Verwijder
          </button>
        </div>
      </div>
    </li>
  );
}
