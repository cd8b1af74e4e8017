import Field from '~/components/form/Field';
import FormAlert from '~/components/form/FormAlert';
import AdminShell from '~/components/staff/AdminShell';
import * as phoneTexts from '~/lib/messages/phone-orders';
import { formatEuro } from '~/lib/money';
import { adminOrderPath, routes } from '~/lib/routes';
import { AddressFields, CustomerSearch, NewCustomerFields, RecipientOption } from './PhoneOrderCustomer';
import { LinePicker, Summary } from './PhoneOrderLines';
import { boxClass, headingClass, lineKey, withLine } from './phone-order-form';
import { usePhoneOrder } from './use-phone-order';

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

/** The screen's sections, in the order staff go through them on the phone. */
function PhoneOrder() {
  const {
    customer,
    chooseCustomer,
    creating,
    setCreating,
    newCustomer,
    setNewCustomer,
    address,
    setAddress,
    lines,
    setLines,
    delivery,
    chooseDelivery,
    recipient,
    setRecipient,
    typedRecipient,
    setTypedRecipient,
    discountCode,
    setDiscountCode,
    quote,
    refusal,
    placing,
    placed,
    submit,
  } = usePhoneOrder();

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
                onChange={() => chooseDelivery(option.method)}
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
