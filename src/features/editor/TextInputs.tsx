import { lazy, type ReactNode, Suspense } from 'react';
import type { TextField } from '~/features/content/fields';
import * as staffScreensTexts from '~/lib/messages/staff-screens';
import type { Path } from './editor-state';
import { type FieldContext, inputClass } from './field-context';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { editorScreen: staffScreensTexts.editorScreen };

// Milkdown is the largest part of the editor: it loads when the first rich-text field shows.
const RichTextEditor = lazy(() => import('./RichTextEditor'));

interface TextInputProps {
  id: string;
  text: string;
  path: Path;
  context: FieldContext;
  invalid: boolean;
  describedBy?: string;
  help: ReactNode;
  error: ReactNode;
}

/** A one-line (text) or several-line (textarea) field. */
export function TextInput({
  field,
  id,
  text,
  path,
  context,
  invalid,
  describedBy,
  help,
  error,
}: TextInputProps & { field: TextField }) {
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
          aria-invalid={invalid ? true : undefined}
          aria-describedby={describedBy}
          className={inputClass}
        />
      ) : (
        <textarea
          id={id}
          rows={3}
          value={text}
          onChange={(event) => context.onChange(path, event.target.value)}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={describedBy}
          className={inputClass}
        />
      )}
      {help}
      {error}
    </div>
  );
}

/** A rich-text field, edited with Milkdown once it has loaded. */
export function RichTextInput({
  label,
  id,
  text,
  path,
  context,
  help,
  error,
}: Omit<TextInputProps, 'invalid' | 'describedBy'> & { label: string }) {
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-1">
      <span id={`${id}-label`} className="text-base font-semibold">
        {label}
      </span>
      <Suspense
        fallback={
          <div className="min-h-32 rounded-lg border-2 border-surface-line p-3 text-ink-soft">
            {messages.editorScreen.loading}
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
}
