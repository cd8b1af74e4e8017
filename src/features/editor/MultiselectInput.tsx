import { type ReactNode, useMemo, useState } from 'react';
import type { MultiselectField } from '~/features/content/fields';
import * as staffTexts from '~/lib/messages/staff';
import * as staffScreensTexts from '~/lib/messages/staff-screens';
import type { Path } from './editor-state';
import { type FieldContext, inputClass } from './field-context';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { editor: staffTexts.editor, editorScreen: staffScreensTexts.editorScreen };

/** A multiselect field: a filter box over checkboxes, at most `max` chosen. */
export function MultiselectInput(props: {
  id: string;
  field: MultiselectField;
  value: string[];
  path: Path;
  context: FieldContext;
  error: ReactNode;
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
            {messages.editorScreen.filterOf(field.label)}
          </label>
          <input
            id={`${id}-filter`}
            type="search"
            placeholder={messages.editorScreen.filter}
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
      {value.length > 0 && <p className="text-base">{messages.editorScreen.chosen(value.length)}</p>}
      {props.error}
    </fieldset>
  );
}
