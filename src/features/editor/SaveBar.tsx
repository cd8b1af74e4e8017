import { useState } from 'react';
import type { PageStatus } from '~/features/content/editor';
import * as siteContentTexts from '~/lib/messages/site-content';
import * as staffTexts from '~/lib/messages/staff';
import * as staffScreensTexts from '~/lib/messages/staff-screens';
import type { EditorMessage } from './page-editor-state';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = {
  editor: staffTexts.editor,
  editorScreen: staffScreensTexts.editorScreen,
  pageDrafts: siteContentTexts.pageDrafts,
};

const text = messages.editorScreen;
const drafts = messages.pageDrafts;

/**
 * The sticky bar under the form: the save buttons, unsaved note and the outcome of the last save.
 * A page is published ("Publiceren", the form's submit) or kept as a draft the shop does not show
 * yet; a published page's draft can be thrown away (decision 038). An article has one save.
 */
export function SaveBar({
  saving,
  publishing = true,
  dirty,
  message,
  page,
}: {
  saving: boolean;
  publishing?: boolean;
  dirty: boolean;
  message?: EditorMessage;
  page?: { status?: PageStatus; onSaveDraft: () => void; onDiscard: () => void };
}) {
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="sticky bottom-0 flex flex-wrap items-center gap-4 rounded-2xl border border-surface-line bg-white p-4 shadow-lg">
      {page ? (
        <>
          <button type="submit" className="btn-primary" disabled={saving}>
            {saving && publishing ? drafts.publishing : drafts.publish}
          </button>
          <button type="button" className="btn-secondary" disabled={saving} onClick={page.onSaveDraft}>
            {saving && !publishing ? drafts.savingDraft : drafts.saveDraft}
          </button>
          {page.status?.published && page.status.has_draft && !confirming && (
            <button
              type="button"
              className="rounded-lg px-2 py-1 text-base font-semibold text-accent-700 underline focus-ring disabled:opacity-40"
              disabled={saving}
              onClick={() => setConfirming(true)}
            >
              {drafts.discard}
            </button>
          )}
          {page.status?.published && page.status.has_draft && confirming && (
            // Asked in the page, not in a browser dialog: the question stays next to its buttons.
            <div className="flex flex-wrap items-center gap-2">
              <span className="text-base font-semibold">{drafts.discardConfirm}</span>
              <button
                type="button"
                className="btn-secondary"
                disabled={saving}
                onClick={() => {
                  setConfirming(false);
                  page.onDiscard();
                }}
              >
                {drafts.discardYes}
              </button>
              <button type="button" className="btn-secondary" onClick={() => setConfirming(false)}>
                {drafts.discardNo}
              </button>
            </div>
          )}
        </>
      ) : (
        <button type="submit" className="btn-primary" disabled={saving}>
          {saving ? messages.editor.saving : messages.editor.savePage}
        </button>
      )}
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

/**
 * Whether the shop shows what the editor shows: "Concept, niet gepubliceerd" plainly while a page
 * has changes the shop does not show yet, or was never published.
 */
export function PageStatusNote({ status, draftUrl }: { status?: PageStatus; draftUrl?: string }) {
  if (!status) return null;
  const isDraft = !status.published || status.has_draft;
  return (
    <div
      className={`grid gap-1 rounded-xl border-2 px-4 py-3 ${isDraft ? 'border-accent-600 bg-accent-100' : 'border-brand-600 bg-brand-50'}`}
      data-testid="page-status"
    >
      {isDraft && <p className="text-lg font-bold text-accent-700">{drafts.statusDraft}</p>}
      <p className="text-base">
        {!status.published
          ? drafts.statusNeverPublished
          : status.has_draft
            ? drafts.statusDraftOfLive
            : drafts.statusLive}
      </p>
      {isDraft && draftUrl && <p className="text-base">{drafts.draftSlugNote(draftUrl)}</p>}
    </div>
  );
}
