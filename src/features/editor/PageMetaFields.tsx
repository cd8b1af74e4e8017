import * as staffTexts from '~/lib/messages/staff';
import * as staffScreensTexts from '~/lib/messages/staff-screens';
import type { DocumentKind, EditorDocument } from './editor.actions';
import { siteUrl } from './editor-urls';
import type { FieldContext } from './field-context';
import { inputClass } from './field-context';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { editor: staffTexts.editor, editorScreen: staffScreensTexts.editorScreen };

type Change = (update: (previous: EditorDocument) => EditorDocument) => void;

/** Title and slug (and for an article its summary, cover and publication) above the blocks. */
export function PageMetaFields(props: {
  kind: DocumentKind;
  document: EditorDocument;
  errors: Record<string, string[]>;
  context: FieldContext;
  change: Change;
  onTitle: (value: string) => void;
  onSlug: (value: string) => void;
}) {
  const { kind, document, errors, context, change } = props;
  const fieldError = (name: string) => errors[name]?.join(' ');
  return (
    <section
      aria-label={messages.editorScreen.pageDetails}
      className="grid gap-4 rounded-2xl border border-surface-line bg-white p-5"
    >
      <div className="grid gap-1">
        <label htmlFor="page-title" className="text-base font-semibold">
          {kind === 'page' ? messages.editor.pageTitle : messages.editorScreen.title}
        </label>
        <input
          id="page-title"
          type="text"
          value={document.title}
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={errors.title ? 'page-title-error' : undefined}
          className={inputClass}
          onChange={(event) => props.onTitle(event.target.value)}
        />
        {errors.title && (
          <p id="page-title-error" className="text-base font-semibold text-accent-700">
            {fieldError('title')}
          </p>
        )}
      </div>
      <div className="grid gap-1">
        <label htmlFor="page-slug" className="text-base font-semibold">
          {kind === 'page' ? messages.editor.pageSlug : messages.editorScreen.slug}
        </label>
        <input
          id="page-slug"
          type="text"
          value={document.slug}
          aria-invalid={errors.slug ? true : undefined}
          aria-describedby="page-slug-help"
          className={inputClass}
          onChange={(event) => props.onSlug(event.target.value)}
        />
        <p
          id="page-slug-help"
          className={errors.slug ? 'text-base font-semibold text-accent-700' : 'text-base text-ink-soft'}
        >
          {fieldError('slug') ?? messages.editor.siteAddress(siteUrl(kind, document.slug || '...'))}
        </p>
      </div>
      {kind === 'article' && (
        <ArticleFields document={document} change={change} context={context} errors={errors} />
      )}
    </section>
  );
}

function ArticleFields(props: {
  document: EditorDocument;
  change: Change;
  context: FieldContext;
  errors: Record<string, string[]>;
}) {
  const { document, change, context } = props;
  const cover = document.cover_image ? context.previewOf(document.cover_image) : '';
  return (
    <>
      <div className="grid gap-1">
        <label htmlFor="article-excerpt" className="text-base font-semibold">
          {messages.editorScreen.excerpt}
        </label>
        <textarea
          id="article-excerpt"
          rows={2}
          value={document.excerpt}
          className={inputClass}
          onChange={(event) => {
            const value = event.target.value;
            change((previous) => ({ ...previous, excerpt: value }));
          }}
        />
      </div>
      <div className="grid gap-2">
        <label htmlFor="article-cover" className="text-base font-semibold">
          {messages.editorScreen.cover}
        </label>
        {cover && (
          <img src={cover} alt="" className="h-32 w-48 rounded-lg border border-surface-line object-cover" />
        )}
        <input
          id="article-cover"
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
          className="text-base"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) {
              const id = context.addPendingFile(file);
              change((previous) => ({ ...previous, cover_image: id }));
            }
          }}
        />
        {props.errors.cover_image && (
          <p className="text-base font-semibold text-accent-700">{props.errors.cover_image.join(' ')}</p>
        )}
      </div>
      <label className="flex items-center gap-3 text-lg">
        <input
          type="checkbox"
          className="size-5 accent-brand-600"
          checked={document.published}
          onChange={(event) => {
            const value = event.target.checked;
            change((previous) => ({ ...previous, published: value }));
          }}
        />
        {messages.editorScreen.published}
      </label>
    </>
  );
}
