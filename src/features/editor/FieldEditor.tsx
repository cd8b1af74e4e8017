import { lazy, Suspense, useId, useMemo, useState } from 'react';
import type { EditorOverview } from '~/features/content/editor';
import {
  emptyValues,
  type Field,
  type FieldShape,
  type MultiselectField,
  type RepeaterField,
} from '~/features/content/fields';
import { messages } from '~/lib/messages';
import { moveItem, type Path, PENDING_PREFIX } from './editor-state';

// Milkdown is the largest part of the editor: it loads when the first rich-text field shows.
const RichTextEditor = lazy(() => import('./RichTextEditor'));

export interface FieldContext {
  onChange: (path: Path, value: unknown) => void;
  /** Server errors by field path inside the block ('faqs.0.question'). */
  errors: Record<string, string[]>;
  options: EditorOverview['options'];
  /** Keeps a chosen file until saving; answers the 'pending:<id>' placeholder. */
  addPendingFile: (file: File) => string;
  previewOf: (value: string) => string;
}

const inputClass =
  'w-full rounded-lg border-2 border-surface-line bg-white px-3 py-2 text-lg focus:border-brand-600 focus-ring aria-[invalid=true]:border-accent-600';
const smallButton =
  'rounded-lg border-2 border-brand-600 bg-white px-3 py-1 text-base font-semibold text-brand-700 hover:bg-brand-50 focus-ring disabled:opacity-40';

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
        <div className="grid grid-cols-[minmax(0,1fr)] gap-1">
          <label htmlFor={id} className="text-base font-semibold">
            {field.label}
          </label>
          {field.kind === 'text' ? (
            <input
              id={id}
              type="text"
              inputMode={field.format === 'link' ? 'url' : undefined}
              value={text}
              onChange={(event) => context.onChange(path, event.target.value)}
              aria-invalid={errors ? true : undefined}
              aria-describedby={describedBy}
              className={inputClass}
            />
          ) : (
            <textarea
              id={id}
              rows={3}
              value={text}
              onChange={(event) => context.onChange(path, event.target.value)}
              aria-invalid={errors ? true : undefined}
              aria-describedby={describedBy}
              className={inputClass}
            />
          )}
          {help}
          {error}
        </div>
      );
    case 'richtext':
      return (
        <div className="grid grid-cols-[minmax(0,1fr)] gap-1">
          <span id={`${id}-label`} className="text-base font-semibold">
            {field.label}
          </span>
          <Suspense
            fallback={
              <div className="min-h-32 rounded-lg border-2 border-surface-line p-3 text-ink-soft">
                Editor laden...
              </div>
            }
          >
            <RichTextEditor
              html={text}
              labelledBy={`${id}-label`}
              onChange={(html) => context.onChange(path, html)}
            />
          </Suspense>
          {help}
          {error}
        </div>
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

function ImageInput(props: {
  id: string;
  label: string;
  value: string;
  path: Path;
  context: FieldContext;
  help: React.ReactNode;
  error: React.ReactNode;
}) {
  const { id, label, value, path, context } = props;
  const preview = value ? context.previewOf(value) : '';
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-2">
      <label htmlFor={id} className="text-base font-semibold">
        {label}
      </label>
      {preview ? (
        <img
          src={preview}
          alt=""
          className="h-32 w-48 rounded-lg border border-surface-line bg-surface-soft object-cover"
        />
      ) : (
        <p className="text-base text-ink-soft">{messages.media.missingImage}</p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <input
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
          className="text-base file:mr-3 file:rounded-lg file:border-2 file:border-brand-600 file:bg-white file:px-3 file:py-1 file:font-semibold file:text-brand-700 max-w-full"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) context.onChange(path, context.addPendingFile(file));
          }}
        />
        {value && (
          <button type="button" className={smallButton} onClick={() => context.onChange(path, '')}>
            Afbeelding verwijderen
          </button>
        )}
      </div>
      {value.startsWith(PENDING_PREFIX) && (
        <p className="text-base text-ink-soft">Wordt geüpload bij opslaan.</p>
      )}
      {props.help}
      {props.error}
    </div>
  );
}

function MultiselectInput(props: {
  id: string;
  field: MultiselectField;
  value: string[];
  path: Path;
  context: FieldContext;
  error: React.ReactNode;
}) {
  const { id, field, value, path, context } = props;
  const [filter, setFilter] = useState('');
  const options = context.options[field.source];
  const visible = useMemo(
    () => options.filter((option) => option.label.toLowerCase().includes(filter.trim().toLowerCase())),
    [options, filter],
  );
  const toggle = (optionValue: string, checked: boolean) =>
    context.onChange(
      path,
      checked ? [...value, optionValue] : value.filter((selected) => selected !== optionValue),
    );
  return (
    <fieldset className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-2 rounded-xl border-2 border-surface-line p-4">
      <legend className="px-1 text-lg font-semibold text-brand-800">{field.label}</legend>
      {field.max !== undefined && (
        <p className="text-base text-ink-soft">{messages.editor.maxItems(field.max)}</p>
      )}
      {field.help && <p className="text-base text-ink-soft">{field.help}</p>}
      {options.length > 8 && (
        <>
          <label htmlFor={`${id}-filter`} className="sr-only">
            Filter {field.label.toLowerCase()}
          </label>
          <input
            id={`${id}-filter`}
            type="search"
            placeholder="Filter..."
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            className={inputClass}
          />
        </>
      )}
      <ul className="grid max-h-64 gap-1 overflow-y-auto">
        {visible.map((option) => (
          <li key={option.value}>
            <label className="flex items-center gap-3 rounded px-1 py-1 text-base hover:bg-brand-50">
              <input
                type="checkbox"
                className="size-5 accent-brand-600"
                checked={value.includes(option.value)}
                onChange={(event) => toggle(option.value, event.target.checked)}
              />
              {option.label}
            </label>
          </li>
        ))}
      </ul>
      {value.length > 0 && <p className="text-base">Gekozen: {value.length}</p>}
      {props.error}
    </fieldset>
  );
}

function RepeaterInput(props: {
  field: RepeaterField;
  items: Record<string, unknown>[];
  path: Path;
  context: FieldContext;
  error: React.ReactNode;
}) {
  const { field, items, path, context } = props;
  const full = field.max !== undefined && items.length >= field.max;
  return (
    <fieldset className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-3 rounded-xl border-2 border-surface-line p-4">
      <legend className="px-1 text-lg font-semibold text-brand-800">
        {field.label} ({items.length})
      </legend>
      {props.error}
      <ol className="grid grid-cols-[minmax(0,1fr)] gap-4">
        {items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: items have no identity of their own; order is the identity
          <li key={index} className="grid grid-cols-[minmax(0,1fr)] gap-3 rounded-lg bg-surface-soft p-4">
            <div className="flex flex-wrap items-center gap-2">
              <span className="mr-auto text-base font-semibold">
                {field.itemLabel} {index + 1}
              </span>
              <button
                type="button"
                className={smallButton}
                disabled={index === 0}
                aria-label={`${field.itemLabel} ${index + 1} omhoog`}
                onClick={() => context.onChange(path, moveItem(items, index, index - 1))}
              >
                ↑
              </button>
              <button
                type="button"
                className={smallButton}
                disabled={index === items.length - 1}
                aria-label={`${field.itemLabel} ${index + 1} omlaag`}
                onClick={() => context.onChange(path, moveItem(items, index, index + 1))}
              >
                ↓
              </button>
              <button
                type="button"
                className={smallButton}
                onClick={() =>
                  context.onChange(
                    path,
                    items.filter((_, position) => position !== index),
                  )
                }
              >
                Verwijder
              </button>
            </div>
            <FieldsEditor fields={field.fields} values={item} path={[...path, index]} context={context} />
          </li>
        ))}
      </ol>
      <button
        type="button"
        className={`${smallButton} justify-self-start`}
        disabled={full}
        onClick={() => context.onChange(path, [...items, emptyValues(field.fields)])}
      >
        {field.itemLabel} toevoegen
      </button>
    </fieldset>
  );
}
