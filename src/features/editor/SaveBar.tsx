import * as staffTexts from '~/lib/messages/staff';
import * as staffScreensTexts from '~/lib/messages/staff-screens';
import type { EditorMessage } from './page-editor-state';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { editor: staffTexts.editor, editorScreen: staffScreensTexts.editorScreen };

const text = messages.editorScreen;

/** The sticky bar under the form: save button, unsaved note and the outcome of the last save. */
export function SaveBar({
  saving,
  dirty,
  message,
}: {
  saving: boolean;
  dirty: boolean;
  message?: EditorMessage;
}) {
  return (
    <div className="sticky bottom-0 flex flex-wrap items-center gap-4 rounded-2xl border border-surface-line bg-white p-4 shadow-lg">
      <button type="submit" className="btn-primary" disabled={saving}>
        {saving ? messages.editor.saving : messages.editor.savePage}
      </button>
      {dirty && !saving && <span className="text-base text-ink-soft">{text.unsaved}</span>}
      <p
        role={message?.error ? 'alert' : 'status'}
        className={message?.error ? 'text-lg font-semibold text-accent-700' : 'text-lg'}
      >
        {message?.text}{' '}
        {message?.href && (
          <a href={message.href} className="font-semibold text-brand-700 underline focus-ring">
            {text.viewOnSite}
          </a>
        )}
      </p>
    </div>
  );
}
