import { type ReactNode, useEffect, useId, useState } from 'react';
import { formatEuro } from '~/lib/money';
import { parseAmount } from './product-csv';

/** Small labelled inputs of the product form; each shows its error under the field (aria-describedby). */

export const inputClass =
  'w-full rounded-lg border-2 border-surface-line bg-white px-3 py-2 text-lg focus-ring disabled:bg-surface-soft disabled:text-ink-soft [&[readonly]]:bg-surface-soft [&[readonly]]:text-ink-soft';

export function Field(props: {
  label: string;
  error?: string[];
  hint?: string;
  children: (id: string, describedBy: string | undefined) => ReactNode;
}) {
  const id = useId();
  const describedBy = [props.hint ? `${id}-hint` : '', props.error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className="grid min-w-0 content-start gap-1">
      <label htmlFor={id} className="text-base font-semibold">
        {props.label}
      </label>
      {props.hint && (
        <p id={`${id}-hint`} className="text-sm text-ink-soft">
          {props.hint}
        </p>
      )}
      {props.children(id, describedBy || undefined)}
      {props.error && (
        <p id={`${id}-error`} className="text-base font-semibold text-accent-700">
          {props.error.join(' ')}
        </p>
      )}
    </div>
  );
}

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
    <Field label={props.label} error={props.error} hint={props.hint}>
      {(id, describedBy) =>
        props.multiline ? (
          <textarea
            id={id}
            aria-describedby={describedBy}
            aria-invalid={props.error ? true : undefined}
            value={props.value}
            rows={3}
            onChange={(event) => props.onChange(event.target.value)}
            className={inputClass}
          />
        ) : (
          <input
            id={id}
            type={props.type ?? 'text'}
            aria-describedby={describedBy}
            aria-invalid={props.error ? true : undefined}
            value={props.value}
            onChange={(event) => props.onChange(event.target.value)}
            className={inputClass}
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
    <Field label={props.label} error={props.error}>
      {(id, describedBy) => (
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={props.min}
          max={props.max}
          step={1}
          aria-describedby={describedBy}
          aria-invalid={props.error ? true : undefined}
          value={Number.isNaN(props.value) ? '' : props.value}
          onChange={(event) =>
            props.onChange(event.target.value === '' ? Number.NaN : Number(event.target.value))
          }
          className={inputClass}
        />
      )}
    </Field>
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
      label={props.label}
      error={props.error}
      hint={props.readOnly ? 'Alleen een beheerder wijzigt prijzen.' : undefined}
    >
      {(id, describedBy) => (
        <input
          id={id}
          inputMode="decimal"
          readOnly={props.readOnly}
          aria-describedby={describedBy}
          aria-invalid={props.error ? true : undefined}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            props.onChange(parseAmount(event.target.value) ?? Number.NaN);
          }}
          className={inputClass}
        />
      )}
    </Field>
  );
}
