import Field from '~/components/form/Field';
import { messages } from '~/lib/messages';
import type { Checkout } from './use-checkout';

const text = messages.business;

/** "Zakelijk bestellen": company name, KvK number, btw-id and PO reference on the invoice. */
export default function BusinessFields({ checkout }: { checkout: Checkout }) {
  const { business, errors, clearError } = checkout;
  return (
    <fieldset className="grid gap-4">
      <label className="flex cursor-pointer items-center gap-3 text-lg font-semibold">
        <input
          type="checkbox"
          checked={business.open}
          onChange={(event) => business.setOpen(event.target.checked)}
          className="h-5 w-5 flex-none accent-brand-600"
        />
        {text.title}
      </label>
      {business.open && (
        <div className="grid gap-4 sm:grid-cols-2">
          {(
            [
              ['company_name', text.companyName, 'organization', true],
              ['kvk', text.kvk, 'off', true],
              ['vat_id', text.vatId, 'off', false],
              ['po_reference', text.poReference, 'off', false],
            ] as const
          ).map(([name, label, autoComplete, required]) => (
            <Field
              key={name}
              name={`business_${name}`}
              label={label}
              autoComplete={autoComplete}
              required={required}
              inputMode={name === 'kvk' ? 'numeric' : undefined}
              value={business.fields[name]}
              onChange={(event) => {
                business.set(name)(event);
                clearError(`business_${name}`);
              }}
              error={errors[`business_${name}`]}
            />
          ))}
        </div>
      )}
    </fieldset>
  );
}
