import { useState } from 'react';
import Field from '~/components/form/Field';
import * as phoneTexts from '~/lib/messages/phone-orders';
import type { Address, EMPTY_NEW } from './phone-order-form';
import type { PhoneCustomer } from './phone-orders';
import { findPhoneCustomers, refusalOf } from './phone-orders.actions';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { phoneOrders: phoneTexts.phoneOrders };
const text = messages.phoneOrders;

export function CustomerSearch({
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

export function NewCustomerFields(props: {
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

export function AddressFields(props: {
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

export function RecipientOption(props: {
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
