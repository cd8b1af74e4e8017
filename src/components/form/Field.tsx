import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import * as shopTexts from '~/lib/messages/shop';
import { type FieldDensity, fieldLook } from './field-styles';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { form: shopTexts.form };

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'required' | 'children'>;

/** What a field hands its own control (a select, a textarea, an input with a swatch beside it). */
export interface FieldControl {
  id: string;
  className: string;
  required: boolean;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

export interface FieldProps extends InputProps {
  /** The input's name; with `children` the control names itself. */
  name?: string;
  label: string;
  /** The shop's own message under the field; announced through aria-describedby and aria-invalid. */
  error?: string | string[];
  /** Read before the control (between label and control) and with it. */
  hint?: string;
  /** Required unless said otherwise; the label then says '(verplicht)'. */
  required?: boolean;
  id?: string;
  className?: string;
  /** 'compact' for the dense staff screens (the product editor's many fields), else the shop's large type. */
  density?: FieldDensity;
  /** Another control than a text input: gets the id, class and aria attributes to spread on it. */
  children?: (control: FieldControl) => ReactNode;
}

/**
 * The one labelled field of every form, shop and staff alike: label, hint and error tied to the
 * control (aria-describedby, aria-invalid), the error read out with it. The browser's own bubbles
 * never show because every form is `noValidate` and checks itself (see `formErrors`).
 */
export default function Field({
  name,
  label,
  error,
  hint,
  required = true,
  id,
  className,
  density = 'large',
  children,
  ...input
}: FieldProps) {
  const generated = useId();
  const controlId = id ?? (name ? `${generated}-${name}` : generated);
  const errorText = Array.isArray(error) ? error.join(' ') : error;
  const look = fieldLook[density];
  const control: FieldControl = {
    id: controlId,
    className: look.input,
    required,
    'aria-describedby':
      [hint && `${controlId}-hint`, errorText && `${controlId}-error`].filter(Boolean).join(' ') || undefined,
    'aria-invalid': errorText ? true : undefined,
  };
  return (
    <div className={className ?? (look.field || undefined)}>
      <label htmlFor={controlId} className={look.label}>
        {label}
        {required && <span className={look.required}> {messages.form.requiredMark}</span>}
      </label>
      {hint && (
        <p id={`${controlId}-hint`} className={look.hint}>
          {hint}
        </p>
      )}
      {children ? (
        children(control)
      ) : (
        <input {...input} {...control} name={name} type={input.type ?? 'text'} />
      )}
      {errorText && (
        <p id={`${controlId}-error`} className={look.error}>
          {errorText}
        </p>
      )}
    </div>
  );
}
