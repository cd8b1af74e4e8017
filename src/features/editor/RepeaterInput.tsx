import type { ReactNode } from 'react';
import { moveItem } from '~/components/use-sortable';
import { emptyValues, type RepeaterField } from '~/features/content/fields';
import * as staffScreensTexts from '~/lib/messages/staff-screens';
import type { Path } from './editor-state';
import { FieldsEditor } from './FieldEditor';
import { type FieldContext, smallButton } from './field-context';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { editorScreen: staffScreensTexts.editorScreen };

/** A repeater field: a numbered list of items that can be moved, removed and added. */
export function RepeaterInput(props: {
  field: RepeaterField;
  items: Record<string, unknown>[];
  path: Path;
  context: FieldContext;
  error: ReactNode;
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
                aria-label={messages.editorScreen.moveUp(`${field.itemLabel} ${index + 1}`)}
                onClick={() => context.onChange(path, moveItem(items, index, index - 1))}
              >
                ↑
              </button>
              <button
                type="button"
                className={smallButton}
                disabled={index === items.length - 1}
                aria-label={messages.editorScreen.moveDown(`${field.itemLabel} ${index + 1}`)}
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
                {messages.editorScreen.remove}
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
        {messages.editorScreen.addItem(field.itemLabel)}
      </button>
    </fieldset>
  );
}
