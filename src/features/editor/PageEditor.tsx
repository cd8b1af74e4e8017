import AdminShell from '~/components/staff/AdminShell';
import { moveItem } from '~/components/use-sortable';
import * as staffTexts from '~/lib/messages/staff';
import * as staffScreensTexts from '~/lib/messages/staff-screens';
import { AddBlockDialog } from './AddBlockDialog';
import { BlockForm } from './BlockForm';
import { BlockList } from './BlockList';
import { DocumentList } from './DocumentList';
import type { DocumentKind } from './editor.actions';
import { siteUrl } from './editor-urls';
import { LivePreview } from './LivePreview';
import { PageMetaFields } from './PageMetaFields';
import { PageStatusNote, SaveBar } from './SaveBar';
import { focusBlock, usePageEditor } from './use-page-editor';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { editor: staffTexts.editor, editorScreen: staffScreensTexts.editorScreen };

/** The page editor island (spec section 2, Page editor): staff only, never loaded outside /editor. */
export default function PageEditor(props: { kind: DocumentKind; slug?: string }) {
  const title = props.kind === 'page' ? 'Pagina bewerken' : 'Artikel bewerken';
  return (
    <AdminShell requires="editor" current="editor" title={title}>
      {() => <Editor kind={props.kind} initialSlug={props.slug} />}
    </AdminShell>
  );
}

function Editor({ kind, initialSlug }: { kind: DocumentKind; initialSlug?: string }) {
  const { state, dispatch, change, context, blockErrors, addBlock, save, discard } = usePageEditor(
    kind,
    initialSlug,
  );
  const { status, overview, document, currentSlug, showPreview, pageStatus } = state;

  if (status === 'loading')
    return <p className="mt-6 text-lg text-ink-soft">{messages.editorScreen.loading}</p>;
  if (status === 'failed' || !context || !overview)
    return (
      <p role="alert" className="mt-6 text-lg text-accent-700">
        {messages.editorScreen.loadFailed}
      </p>
    );

  return (
    <div className="mt-6 grid gap-6">
      <DocumentList overview={overview} kind={kind} currentSlug={currentSlug} />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="text-lg">
          {currentSlug ? (
            <>
              {messages.editorScreen.editing}{' '}
              <a
                href={siteUrl(kind, currentSlug)}
                className="font-semibold text-brand-700 underline focus-ring"
              >
                {siteUrl(kind, currentSlug)}
              </a>
            </>
          ) : (
            messages.editor.newDraft(kind)
          )}
        </p>
        <button
          type="button"
          className="btn-secondary"
          aria-pressed={showPreview}
          onClick={() => dispatch({ type: 'togglePreview' })}
        >
          {messages.editorScreen.togglePreview(showPreview)}
        </button>
      </div>
      {kind === 'page' && (
        <PageStatusNote
          status={pageStatus}
          draftUrl={document.slug !== currentSlug ? siteUrl(kind, document.slug) : undefined}
        />
      )}
      <div
        className={
          showPreview
            ? 'grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]'
            : 'grid grid-cols-[minmax(0,1fr)]'
        }
      >
        <div
          className={
            showPreview
              ? 'grid grid-cols-[minmax(0,1fr)] gap-6'
              : 'grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[22rem_minmax(0,1fr)]'
          }
        >
          <div
            className={
              showPreview ? 'grid content-start gap-4' : 'grid content-start gap-4 lg:sticky lg:top-4'
            }
          >
            <BlockList
              blocks={document.content}
              onMove={(from, to) =>
                change((previous) => ({ ...previous, content: moveItem(previous.content, from, to) }))
              }
              onRemove={(index) =>
                change((previous) => ({
                  ...previous,
                  content: previous.content.filter((_, position) => position !== index),
                }))
              }
              onSelect={(index) => focusBlock(document.content[index]?.key)}
            />
            <button
              type="button"
              className="btn-primary"
              onClick={() => dispatch({ type: 'dialog', open: true })}
            >
              {messages.editor.addComponent}
            </button>
          </div>

          <form
            className="grid grid-cols-[minmax(0,1fr)] content-start gap-6"
            onSubmit={(event) => {
              event.preventDefault();
              void save();
            }}
            noValidate
          >
            <PageMetaFields
              kind={kind}
              document={document}
              errors={state.errors}
              context={context}
              change={change}
              onTitle={(value) => dispatch({ type: 'title', value })}
              onSlug={(value) => dispatch({ type: 'slug', value })}
            />

            {document.content.map((block, index) => (
              <BlockForm
                key={block.key}
                block={block}
                index={index}
                context={{ ...context, errors: blockErrors.get(index) ?? {} }}
              />
            ))}

            <SaveBar
              saving={state.saving}
              publishing={state.publishing}
              dirty={state.dirty}
              message={state.message}
              page={
                kind === 'page'
                  ? {
                      status: pageStatus,
                      onSaveDraft: () => void save(false),
                      onDiscard: () => void discard(),
                    }
                  : undefined
              }
            />
          </form>
        </div>
        {showPreview && <LivePreview kind={kind} document={document} previewOf={context.previewOf} />}
      </div>
      <AddBlockDialog
        open={state.dialogOpen}
        onAdd={addBlock}
        onClose={() => dispatch({ type: 'dialog', open: false })}
      />
    </div>
  );
}
