import type { ReactNode } from 'react';
import * as shopTexts from '~/lib/messages/shop';
import * as staffScreensTexts from '~/lib/messages/staff-screens';
import { type Path, PENDING_PREFIX } from './editor-state';
import { type FieldContext, smallButton } from './field-context';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { editorScreen: staffScreensTexts.editorScreen, media: shopTexts.media };

/** An image field: the current image (or a note that it is missing), a file chooser and a remove button. */
export function ImageInput(props: {
  id: string;
  label: string;
  value: string;
  path: Path;
  context: FieldContext;
  help: ReactNode;
  error: ReactNode;
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
            {messages.editorScreen.removeImage}
          </button>
        )}
      </div>
      {value.startsWith(PENDING_PREFIX) && (
        <p className="text-base text-ink-soft">{messages.editorScreen.uploadOnSave}</p>
      )}
      {props.help}
      {props.error}
    </div>
  );
}
