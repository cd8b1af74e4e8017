import { useId } from 'react';
import type { Field, FieldShape } from '~/features/content/fields';
import type { Path } from './editor-state';
import type { FieldContext } from './field-context';
import { ImageInput } from './ImageInput';
import { MultiselectInput } from './MultiselectInput';
import { RepeaterInput } from './RepeaterInput';
import { RichTextInput, TextInput } from './TextInputs';

/** The form of one block (or one object or repeater item): a field editor per field. */
export function FieldsEditor(props: {
  fields: FieldShape;
  values: Record<string, unknown>;
  path: Path;
  context: FieldContext;
}) {
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-5">
      {Object.entries(props.fields).map(([name, field]) => (
        <FieldEditor
          key={name}
          field={field}
          value={props.values?.[name]}
          path={[...props.path, name]}
          context={props.context}
        />
      ))}
    </div>
  );
}

function FieldEditor({
  field,
  value,
  path,
  context,
}: {
  field: Field;
  value: unknown;
  path: Path;
  context: FieldContext;
}) {
  const id = useId();
  const errorKey = path.slice(1).join('.');
  const errors = context.errors[errorKey];
  const describedBy =
    [field.help && `${id}-help`, errors && `${id}-error`].filter(Boolean).join(' ') || undefined;
  const help = field.help && (
    <p id={`${id}-help`} className="text-base text-ink-soft">
      {field.help}
    </p>
  );
  const error = errors && (
    <p id={`${id}-error`} className="text-base font-semibold text-accent-700">
      {errors.join(' ')}
    </p>
  );
  const text = typeof value === 'string' ? value : '';

  switch (field.kind) {
    case 'text':
    case 'textarea':
      return (
        <TextInput
          field={field}
          id={id}
          text={text}
          path={path}
          context={context}
          invalid={Boolean(errors)}
          describedBy={describedBy}
          help={help}
          error={error}
        />
      );
    case 'richtext':
      return (
        <RichTextInput
          label={field.label}
          id={id}
          text={text}
          path={path}
          context={context}
          help={help}
          error={error}
        />
      );
    case 'image':
      return (
        <ImageInput
          id={id}
          label={field.label}
          value={text}
          path={path}
          context={context}
          help={help}
          error={error}
        />
      );
    case 'multiselect':
      return (
        <MultiselectInput
          id={id}
          field={field}
          value={Array.isArray(value) ? (value as string[]) : []}
          path={path}
          context={context}
          error={error}
        />
      );
    case 'object':
      return (
        <fieldset className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-3 rounded-xl border-2 border-surface-line p-4">
          <legend className="px-1 text-lg font-semibold text-brand-800">{field.label}</legend>
          <FieldsEditor
            fields={field.fields}
            values={(value ?? {}) as Record<string, unknown>}
            path={path}
            context={context}
          />
        </fieldset>
      );
    case 'repeater':
      return (
        <RepeaterInput
          field={field}
          items={Array.isArray(value) ? (value as Record<string, unknown>[]) : []}
          path={path}
          context={context}
          error={error}
        />
      );
  }
}
