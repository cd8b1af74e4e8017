import { useEffect, useState } from 'react';
import Field from '~/components/form/Field';
import * as staffScreensTexts from '~/lib/messages/staff-screens';
import { formatEuro } from '~/lib/money';
import { parseAmount } from './product-csv';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { productForm: staffScreensTexts.productForm };

/**
 * The product form's value adapters over the one `Field` (compact, for this dense screen): text,
 * whole numbers and euro amounts, each with its error under the field. The form checks itself
 * with the server's schema, so no field claims '(verplicht)'.
 */

export function TextField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string[];
  hint?: string;
  multiline?: boolean;
  type?: string;
}) {
  return (
    <Field density="compact" required={false} label={props.label} error={props.error} hint={props.hint}>
      {(control) =>
        props.multiline ? (
          <textarea
            {...control}
            value={props.value}
            rows={3}
            onChange={(event) => props.onChange(event.target.value)}
          />
        ) : (
          <input
            {...control}
            type={props.type ?? 'text'}
            value={props.value}
            onChange={(event) => props.onChange(event.target.value)}
          />
        )
      }
    </Field>
  );
}

export function NumberField(props: {
  label: string;
  value: number;
  onChange: (value: number) => void;
  error?: string[];
  min?: number;
  max?: number;
}) {
  return (
    <Field
      density="compact"
      required={false}
      label={props.label}
      error={props.error}
      type="number"
      inputMode="numeric"
      min={props.min}
      max={props.max}
      step={1}
      value={Number.isNaN(props.value) ? '' : props.value}
      onChange={(event) =>
        props.onChange(event.target.value === '' ? Number.NaN : Number(event.target.value))
      }
    />
  );
}

/** An amount typed as '12,95'; read-only (shown, not editable) for staff who may not change prices. */
export function EuroField(props: {
  label: string;
  cents: number;
  onChange: (cents: number) => void;
  readOnly: boolean;
  error?: string[];
}) {
  const [text, setText] = useState(() => formatEuro(props.cents).replace(/[^\d,.]/g, ''));
  useEffect(() => {
    if (props.readOnly) setText(formatEuro(props.cents).replace(/[^\d,.]/g, ''));
  }, [props.cents, props.readOnly]);
  return (
    <Field
      density="compact"
      required={false}
      label={props.label}
      error={props.error}
      hint={props.readOnly ? messages.productForm.adminOnlyPrices : undefined}
      inputMode="decimal"
      readOnly={props.readOnly}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        props.onChange(parseAmount(event.target.value) ?? Number.NaN);
      }}
    />
  );
}
