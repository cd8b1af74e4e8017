import { type InputHTMLAttributes, useId } from 'react';
import { messages } from '~/lib/messages';
import { fieldStyles } from './field-styles';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'required'>;

export interface FieldProps extends InputProps {
  name: string;
  label: string;
  /** The shop's own message under the field; announced through aria-describedby and aria-invalid. */
  error?: string;
  hint?: string;
  /** Required unless said otherwise; the label then says '(verplicht)'. */
  required?: boolean;
  id?: string;
  className?: string;
}

/**
 * The one labelled input of every form (login, register, reset, checkout, account): the error
 * sits next to the field and is read out with it; the browser's own bubbles never show
 * because every form is `noValidate` and checks itself (see `formErrors`).
 */
export default function Field({
  name,
  label,
  error,
  hint,
  required = true,
  id,
  className,
  ...input
}: FieldProps) {
  const generated = useId();
  const inputId = id ?? `${generated}-${name}`;
  const described = [hint && `${inputId}-hint`, error && `${inputId}-error`].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={inputId} className={fieldStyles.label}>
        {label}
        {required && <span className={fieldStyles.required}> {messages.form.requiredMark}</span>}
      </label>
      <input
        {...input}
        id={inputId}
        name={name}
        type={input.type ?? 'text'}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        className={fieldStyles.input}
      />
      {hint && (
        <p id={`${inputId}-hint`} className={fieldStyles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${inputId}-error`} className={fieldStyles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
