import { type FormEvent, useCallback, useEffect, useState } from 'react';
import Field from '~/components/form/Field';
import FormAlert from '~/components/form/FormAlert';
import AdminShell from '~/components/staff/AdminShell';
import { useStaffData } from '~/components/staff/use-staff-data';
import type { CheckoutQuote } from '~/features/checkout/pricing';
import type { DeliveryMethod } from '~/features/delivery/delivery-price';
import * as phoneTexts from '~/lib/messages/phone-orders';
import { formatEuro } from '~/lib/money';
import { adminOrderPath, routes } from '~/lib/routes';
import type { PhoneCustomer, PhoneOrderRequest, PhoneProduct, PlacedPhoneOrder } from './phone-orders';
import {
  fetchPhoneProducts,
  findPhoneCustomers,
  placePhoneOrder,
  quotePhoneOrder,
  refusalOf,
} from './phone-orders.actions';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { phoneOrders: phoneTexts.phoneOrders };
const text = messages.phoneOrders;

/** /admin/orders/telefonisch: staff take an order for a caller (decision 037). Order handlers and admins. */
export default function PhoneOrderPage() {
  return (
    <AdminShell requires="order_handler" current="orders" title={text.title}>
      {() => <PhoneOrder />}
    </AdminShell>
  );
}

interface Line {
  product_id: number;
  product_variation_id: number | null;
  quantity: number;
  name: string;
}

const lineKey = (line: Line) => `${line.product_id}:${line.product_variation_id ?? ''}`;

/** The same product and size chosen again adds to its line (one line per size, as in the cart). */
function withLine(lines: Line[], line: Line): Line[] {
  const existing = lines.find((one) => lineKey(one) === lineKey(line));
  if (!existing) return [...lines, line];
  return lines.map((one) =>
    one === existing ? { ...one, quantity: Math.min(100, one.quantity + line.quantity) } : one,
  );
}

type Address = NonNullable<PhoneCustomer['address']>;
const EMPTY_ADDRESS: Address = { postcode: '', house_number: '', addition: null, street: '', city: '' };
const EMPTY_NEW = { email: '', first_name: '', last_name: '' };

type Refusal = { message?: string; errors?: Record<string, string[]> };

const boxClass = 'grid gap-4 rounded-2xl border border-surface-line bg-white p-5';
const headingClass = 'text-xl font-semibold';

function PhoneOrder() {
  const [customer, setCustomer] = useState<PhoneCustomer | null>(null);
  const [creating, setCreating] = useState(false);
  const [newCustomer, setNewCustomer] = useState(EMPTY_NEW);
  const [address, setAddress] = useState<Address>(EMPTY_ADDRESS);
  const [lines, setLines] = useState<Line[]>([]);
  const [delivery, setDelivery] = useState<DeliveryMethod>('home');
  // Until staff choose, the cheapest method that fits is taken (a letterbox parcel for a pack or two).
  const [deliveryChosen, setDeliveryChosen] = useState(false);
  const [recipient, setRecipient] = useState<string>('own');
  const [typedRecipient, setTypedRecipient] = useState({ ...EMPTY_ADDRESS, first_name: '', last_name: '' });
  const [discountCode, setDiscountCode] = useState('');
  const [quote, setQuote] = useState<CheckoutQuote | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [placing, setPlacing] = useState(false);
  const [placed, setPlaced] = useState<PlacedPhoneOrder | null>(null);

  const chooseCustomer = (chosen: PhoneCustomer | null) => {
    setCustomer(chosen);
    setCreating(false);
    setRecipient('own');
    setAddress(chosen?.address ?? EMPTY_ADDRESS);
  };

  const request = (): PhoneOrderRequest => ({
    customer_id: customer?.id ?? null,
    new_customer: creating ? newCustomer : null,
    address: { ...address, addition: address.addition || null },
    lines: lines.map(({ product_id, product_variation_id, quantity }) => ({
      product_id,
      product_variation_id,
      quantity,
    })),
    delivery: { method: delivery },
    discount_code: discountCode || null,
    recipient_id: recipient !== 'own' && recipient !== 'new' ? Number(recipient) : null,
    recipient: recipient === 'new' ? { ...typedRecipient, addition: typedRecipient.addition || null } : null,
  });

  // The summary follows what staff chose, priced by the server as the order will be.
  const customerId = customer?.id ?? null;
  useEffect(() => {
    if (lines.length === 0) {
      setQuote(null);
      return;
    }
    let current = true;
    quotePhoneOrder({
      customer_id: customerId,
      lines: lines.map(({ product_id, product_variation_id, quantity }) => ({
        product_id,
        product_variation_id,
        quantity,
      })),
      delivery: { method: delivery },
      discount_code: discountCode || null,
    })
      .then((answer) => {
        if (!current) return;
        setQuote(answer);
        const fitting = answer.delivery_options.filter(
          (option) => option.available && option.method !== 'pickup',
        );
        const cheapest = fitting.reduce<(typeof fitting)[number] | undefined>(
          (best, option) => (!best || option.price_cents < best.price_cents ? option : best),
          undefined,
        );
        // A method that no longer fits (a letterbox after more packs) falls back to the cheapest that does.
        const stillFits = fitting.some((option) => option.method === delivery);
        if (cheapest && (!stillFits || !deliveryChosen) && cheapest.method !== delivery) {
          setDelivery(cheapest.method);
        }
      })
      .catch(async (error: unknown) => {
        if (current) setRefusal((await refusalOf(error)) ?? { message: text.place });
      });
    return () => {
      current = false;
    };
  }, [lines, delivery, deliveryChosen, discountCode, customerId]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!customer && !creating) {
      setRefusal({ message: text.chooseCustomerFirst });
      return;
    }
    setPlacing(true);
    setRefusal(null);
    try {
      setPlaced(await placePhoneOrder(request()));
    } catch (error) {
      setRefusal((await refusalOf(error)) ?? { message: text.place });
    } finally {
      setPlacing(false);
    }
  };

  if (placed) {
    return (
      <div className={`${boxClass} mt-6`}>
        <FormAlert kind="status" text={text.placed(placed.number, placed.email)} />
        <div className="flex flex-wrap gap-3">
          <a className="btn-primary" href={adminOrderPath(placed.number)}>
            {text.viewOrder}
          </a>
          <a className="btn-secondary" href={routes.admin.phoneOrder}>
            {text.another}
          </a>
        </div>
      </div>
    );
  }

  const errors = refusal?.errors ?? {};
  return (
    <form noValidate onSubmit={submit} className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-6">
      <p className="text-lg">{text.intro}</p>
      <section className={boxClass} aria-labelledby="phone-customer">
        <h2 id="phone-customer" className={headingClass}>
          {text.customerStep}
        </h2>
        {customer ? (
          <div className="flex flex-wrap items-center gap-4">
            <p>
              <span className="font-semibold">{text.chosen}: </span>
              {customer.first_name} {customer.last_name}, {customer.email}
            </p>
            <button type="button" className="btn-secondary" onClick={() => chooseCustomer(null)}>
              {text.otherCustomer}
            </button>
          </div>
        ) : creating ? (
          <NewCustomerFields
            value={newCustomer}
            errors={errors}
            onChange={setNewCustomer}
            onCancel={() => setCreating(false)}
          />
        ) : (
          <CustomerSearch onChoose={chooseCustomer} onCreate={() => setCreating(true)} />
        )}
        {errors.customer_id && <FormAlert text={errors.customer_id.join(' ')} />}
      </section>

      <section className={boxClass} aria-labelledby="phone-address">
        <h2 id="phone-address" className={headingClass}>
          {text.addressStep}
        </h2>
        <p className="text-base text-ink-soft">{text.addressHint}</p>
        <AddressFields value={address} errors={errors} prefix="address" onChange={setAddress} />
      </section>

      <section className={boxClass} aria-labelledby="phone-products">
        <h2 id="phone-products" className={headingClass}>
          {text.productsStep}
        </h2>
        <LinePicker onAdd={(line) => setLines((current) => withLine(current, line))} />
        {lines.length === 0 ? (
          <p className="text-ink-soft">{text.noLines}</p>
        ) : (
          <ul className="grid gap-2">
            {lines.map((line) => (
              <li key={lineKey(line)} className="flex flex-wrap items-center gap-3">
                <span>
                  {line.quantity} × {line.name}
                </span>
                <button
                  type="button"
                  className="btn-secondary"
                  onClick={() =>
                    setLines((current) => current.filter((one) => lineKey(one) !== lineKey(line)))
                  }
                >
                  {text.removeLine(line.name)}
                </button>
              </li>
            ))}
          </ul>
        )}
        {errors.lines && <FormAlert text={errors.lines.join(' ')} />}
      </section>

      <fieldset className={boxClass}>
        <legend className={`${headingClass} float-left w-full`}>{text.deliveryStep}</legend>
        {(quote?.delivery_options ?? [])
          .filter((option) => option.method !== 'pickup')
          .map((option) => (
            <label key={option.method} className="flex items-center gap-3 text-lg">
              <input
                type="radio"
                name="delivery"
                value={option.method}
                checked={delivery === option.method}
                disabled={!option.available}
                onChange={() => {
                  setDeliveryChosen(true);
                  setDelivery(option.method);
                }}
                className="h-5 w-5"
              />
              <span>
                {option.label} ({formatEuro(option.price_cents)}){option.reason ? ` · ${option.reason}` : ''}
              </span>
            </label>
          ))}
      </fieldset>

      <fieldset className={boxClass}>
        <legend className={`${headingClass} float-left w-full`}>{text.recipientStep}</legend>
        <RecipientOption value="own" current={recipient} onChange={setRecipient} label={text.ownAddress} />
        {(customer?.recipients ?? []).map((saved) => (
          <RecipientOption
            key={saved.id}
            value={String(saved.id)}
            current={recipient}
            onChange={setRecipient}
            label={`${text.savedRecipient(saved.label, `${saved.first_name} ${saved.last_name}`)}, ${saved.postcode} ${saved.house_number} ${saved.city}`}
          />
        ))}
        <RecipientOption
          value="new"
          current={recipient}
          onChange={setRecipient}
          label={text.otherRecipient}
        />
        {recipient === 'new' && (
          <div className="grid gap-4 md:grid-cols-2">
            <Field
              density="compact"
              name="recipient-first-name"
              label={text.firstName}
              value={typedRecipient.first_name}
              error={errors['recipient.first_name']}
              onChange={(event) => setTypedRecipient({ ...typedRecipient, first_name: event.target.value })}
            />
            <Field
              density="compact"
              name="recipient-last-name"
              label={text.lastName}
              value={typedRecipient.last_name}
              error={errors['recipient.last_name']}
              onChange={(event) => setTypedRecipient({ ...typedRecipient, last_name: event.target.value })}
            />
            <AddressFields
              value={typedRecipient}
              errors={errors}
              prefix="recipient"
              onChange={(value) => setTypedRecipient({ ...typedRecipient, ...value })}
            />
          </div>
        )}
        {errors.recipient_id && <FormAlert text={errors.recipient_id.join(' ')} />}
      </fieldset>

      <section className={boxClass} aria-labelledby="phone-discount">
        <h2 id="phone-discount" className={headingClass}>
          {text.discountStep}
        </h2>
        <Field
          density="compact"
          name="discount_code"
          label={text.discountCode}
          required={false}
          value={discountCode}
          error={quote?.discount_error ?? errors.discount_code}
          onChange={(event) => setDiscountCode(event.target.value)}
        />
      </section>

      {quote && <Summary quote={quote} />}
      <FormAlert text={refusal?.message} />
      <p>
        <button type="submit" className="btn-primary" disabled={placing}>
          {placing ? text.placing : text.place}
        </button>
      </p>
    </form>
  );
}

function CustomerSearch({
  onChoose,
  onCreate,
}: {
  onChoose: (customer: PhoneCustomer) => void;
  onCreate: () => void;
}) {
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<PhoneCustomer[] | null>(null);
  const [searching, setSearching] = useState(false);
  const [error, setError] = useState<string | undefined>();

  const search = async () => {
    setSearching(true);
    setError(undefined);
    try {
      setFound((await findPhoneCustomers(query)).customers);
    } catch (failure) {
      const body = await refusalOf(failure);
      setError(body?.errors?.q?.join(' ') ?? body?.message);
    } finally {
      setSearching(false);
    }
  };

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <Field
          density="compact"
          className="grid min-w-0 flex-1 gap-1"
          name="customer-query"
          type="search"
          label={text.findLabel}
          hint={text.findHint}
          value={query}
          error={error}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            // Enter searches here; it must not place the order.
            if (event.key === 'Enter') {
              event.preventDefault();
              void search();
            }
          }}
        />
        <button type="button" className="btn-primary" onClick={search} disabled={searching}>
          {searching ? text.searching : text.find}
        </button>
      </div>
      <div aria-live="polite">
        {found?.length === 0 && <p>{text.noCustomers}</p>}
        {found && found.length > 0 && (
          <ul className="grid gap-2">
            {found.map((customer) => (
              <li key={customer.id} className="flex flex-wrap items-center gap-3">
                <button type="button" className="btn-secondary" onClick={() => onChoose(customer)}>
                  {text.choose}
                  <span className="sr-only">
                    {' '}
                    {customer.first_name} {customer.last_name}
                  </span>
                </button>
                <span>
                  {customer.first_name} {customer.last_name}, {customer.email}
                  {customer.address
                    ? `, ${customer.address.street} ${customer.address.house_number}, ${customer.address.postcode} ${customer.address.city}`
                    : ''}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
      <p>
        <button type="button" className="btn-secondary" onClick={onCreate}>
          {text.newCustomer}
        </button>
      </p>
    </div>
  );
}

function NewCustomerFields(props: {
  value: typeof EMPTY_NEW;
  errors: Record<string, string[]>;
  onChange: (value: typeof EMPTY_NEW) => void;
  onCancel: () => void;
}) {
  const { value, errors, onChange } = props;
  return (
    <div className="grid gap-4">
      <p className="text-base text-ink-soft">{text.newCustomerHint}</p>
      <div className="grid gap-4 md:grid-cols-3">
        <Field
          density="compact"
          name="new-email"
          type="email"
          label={text.email}
          value={value.email}
          error={errors['new_customer.email']}
          onChange={(event) => onChange({ ...value, email: event.target.value })}
        />
        <Field
          density="compact"
          name="new-first-name"
          label={text.firstName}
          value={value.first_name}
          error={errors['new_customer.first_name']}
          onChange={(event) => onChange({ ...value, first_name: event.target.value })}
        />
        <Field
          density="compact"
          name="new-last-name"
          label={text.lastName}
          value={value.last_name}
          error={errors['new_customer.last_name']}
          onChange={(event) => onChange({ ...value, last_name: event.target.value })}
        />
      </div>
      <p>
        <button type="button" className="btn-secondary" onClick={props.onCancel}>
          {text.otherCustomer}
        </button>
      </p>
    </div>
  );
}

function AddressFields(props: {
  value: Address;
  errors: Record<string, string[]>;
  prefix: string;
  onChange: (value: Address) => void;
}) {
  const { value, errors, prefix, onChange } = props;
  const field = (key: keyof Address, label: string, required = true) => (
    <Field
      density="compact"
      name={`${prefix}-${key}`}
      label={label}
      required={required}
      value={value[key] ?? ''}
      error={errors[`${prefix}.${key}`]}
      onChange={(event) => onChange({ ...value, [key]: event.target.value })}
    />
  );
  return (
    <div className="grid gap-4 md:grid-cols-[1fr_1fr_1fr] xl:grid-cols-5">
      {field('postcode', text.postcode)}
      {field('house_number', text.houseNumber)}
      {field('addition', text.addition, false)}
      {field('street', text.street)}
      {field('city', text.city)}
    </div>
  );
}

function RecipientOption(props: {
  value: string;
  current: string;
  label: string;
  onChange: (value: string) => void;
}) {
  return (
    <label className="flex items-center gap-3 text-lg">
      <input
        type="radio"
        name="recipient"
        value={props.value}
        checked={props.current === props.value}
        onChange={() => props.onChange(props.value)}
        className="h-5 w-5"
      />
      <span>{props.label}</span>
    </label>
  );
}

function LinePicker({ onAdd }: { onAdd: (line: Line) => void }) {
  const { data, error } = useStaffData(useCallback(() => fetchPhoneProducts(), []));
  const [productId, setProductId] = useState('');
  const [variationId, setVariationId] = useState('');
  const [quantity, setQuantity] = useState('1');
  const products: PhoneProduct[] = data?.products ?? [];
  const product = products.find((one) => String(one.id) === productId);
  const variation = product?.variations.find((one) => String(one.id) === variationId);
  const ready = product && (product.variations.length === 0 || variation) && Number(quantity) >= 1;

  const stockLabel = (stock: number) => (stock > 0 ? text.inStock(stock) : text.soldOut);
  const add = () => {
    if (!product || !ready) return;
    onAdd({
      product_id: product.id,
      product_variation_id: variation?.id ?? null,
      quantity: Math.min(100, Math.floor(Number(quantity))),
      name: variation ? `${product.name} (${variation.name})` : product.name,
    });
    setVariationId('');
    setQuantity('1');
  };

  return (
    <div className="grid items-end gap-4 md:grid-cols-[2fr_1fr_7rem_auto]">
      <FormAlert text={error ?? undefined} />
      <Field density="compact" label={text.product}>
        {(control) => (
          <select
            {...control}
            value={productId}
            onChange={(event) => {
              setProductId(event.target.value);
              setVariationId('');
            }}
          >
            <option value="">{text.chooseProduct}</option>
            {products.map((one) => (
              <option key={one.id} value={one.id}>
                {one.variations.length > 0
                  ? one.name
                  : `${one.name} · ${formatEuro(one.price_cents)} · ${stockLabel(one.stock)}`}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field density="compact" label={text.size} required={Boolean(product?.variations.length)}>
        {(control) => (
          <select
            {...control}
            value={variationId}
            disabled={!product || product.variations.length === 0}
            onChange={(event) => setVariationId(event.target.value)}
          >
            <option value="">{text.chooseSize}</option>
            {(product?.variations ?? []).map((one) => (
              <option key={one.id} value={one.id}>
                {`${one.name} · ${formatEuro(one.price_cents)} · ${stockLabel(one.stock)}`}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        density="compact"
        name="quantity"
        type="number"
        inputMode="numeric"
        min={1}
        max={100}
        label={text.quantity}
        value={quantity}
        onChange={(event) => setQuantity(event.target.value)}
      />
      <button type="button" className="btn-primary" onClick={add} disabled={!ready}>
        {text.addLine}
      </button>
    </div>
  );
}

function Summary({ quote }: { quote: CheckoutQuote }) {
  const rows: [string, string][] = [
    [text.subtotal, formatEuro(quote.subtotal_cents)],
    ...(quote.discount_cents > 0
      ? ([[text.discount, `− ${formatEuro(quote.discount_cents)}`]] as [string, string][])
      : []),
    [text.shipping, formatEuro(quote.shipping_cents)],
  ];
  return (
    <section className={boxClass} aria-labelledby="phone-summary">
      <h2 id="phone-summary" className={headingClass}>
        {text.summaryStep}
      </h2>
      <dl className="grid max-w-md gap-1 text-lg">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-6">
            <dt>{label}</dt>
            <dd className="amount">{value}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-6 font-semibold">
          <dt>{text.total}</dt>
          <dd className="amount">{formatEuro(quote.total_cents)}</dd>
        </div>
      </dl>
    </section>
  );
}
