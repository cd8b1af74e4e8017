import { useId } from 'react';
import FormAlert from '~/components/form/FormAlert';
import { fieldStyles } from '~/components/form/field-styles';
import * as discountsTexts from '~/lib/messages/discounts';
import type { CheckoutQuote } from './pricing';
import type { DiscountCodeState } from './use-discount-code';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { discounts: discountsTexts.discounts };

const text = messages.discounts;

/**
 * "Kortingscode" with "Toepassen" in the order summary; once the server applied the code, the
 * code with a button to remove it. Enter in the field applies the code (it never submits the
 * order). Refusals are announced (role=alert), an applied code as a status.
 */
export default function DiscountCodeField({
  discount,
  quote,
}: {
  discount: DiscountCodeState;
  quote: CheckoutQuote | null;
}) {
  const id = useId();
  const applied = quote?.discount && quote.discount.code === discount.code ? quote.discount : null;
  const refusal = discount.code && quote?.discount_error ? quote.discount_error : '';
  const error = discount.emptyError || refusal;

  if (applied) {
    return (
      <div className="mt-4 grid gap-2 border-t border-surface-line pt-4">
        <p role="status" className={fieldStyles.status}>
          {text.applied(applied.code)}
        </p>
        <button
          type="button"
          className="btn-secondary justify-self-start"
          aria-label={text.remove(applied.code)}
          onClick={discount.remove}
        >
          {text.removeShort}
        </button>
      </div>
    );
  }
  return (
    <div className="mt-4 border-t border-surface-line pt-4">
      <label htmlFor={`${id}-code`} className={fieldStyles.label}>
        {text.fieldLabel}
      </label>
      <div className="mt-1 flex flex-wrap gap-2">
        <input
          id={`${id}-code`}
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          value={discount.draft}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => discount.setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            discount.apply();
          }}
          className={`${fieldStyles.input} mt-0 min-w-0 flex-1 uppercase`}
        />
        <button type="button" className="btn-secondary" onClick={discount.apply}>
          {text.apply}
        </button>
      </div>
      <div id={`${id}-error`} className="mt-2">
        <FormAlert text={error} />
        {!error && <FormAlert kind="status" text={discount.announcement} />}
      </div>
    </div>
  );
}
