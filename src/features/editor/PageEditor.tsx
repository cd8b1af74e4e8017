import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import AdminShell from '~/features/admin/AdminShell';
import { type BlockLayout, blockDefinitions } from '~/features/content/blocks';
import type { EditorOverview } from '~/features/content/editor';
import { messages } from '~/lib/messages';
import { AddBlockDialog } from './AddBlockDialog';
import { BlockList } from './BlockList';
import {
  type DocumentKind,
  type EditorDocument,
  emptyDocument,
  loadDocument,
  loadOverview,
  saveDocument,
  uploadImage,
} from './editor.actions';
import {
  createBlock,
  type EditorBlock,
  hasInlineImages,
  locateError,
  moveItem,
  type Path,
  PENDING_PREFIX,
  setIn,
  slugify,
  uploadImages,
} from './editor-state';
import { type FieldContext, FieldsEditor } from './FieldEditor';
import { LivePreview } from './LivePreview';

const inputClass =
  'w-full rounded-lg border-2 border-surface-line bg-white px-3 py-2 text-lg focus:border-brand-600 focus-ring aria-[invalid=true]:border-accent-600';

const editorUrl = (kind: DocumentKind, slug = '') =>
  kind === 'page' ? `/editor/${slug}` : `/editor/artikel/${slug}`;
const siteUrl = (kind: DocumentKind, slug: string) =>
  kind === 'article' ? `/artikel/${slug}` : slug === 'home' ? '/' : `/${slug}`;

/** The page editor island (spec section 2, Page editor): staff only, never loaded outside /editor. */
export default function PageEditor(props: { kind: DocumentKind; slug?: string }) {
  const title = props.kind === 'page' ? 'Pagina bewerken' : 'Artikel bewerken';
  return (
    <AdminShell requires="editor" current="editor" title={title}>
      {() => <Editor kind={props.kind} initialSlug={props.slug} />}
    </AdminShell>
  );
}

type Status = { state: 'loading' } | { state: 'ready' } | { state: 'failed' };

function Editor({ kind, initialSlug }: { kind: DocumentKind; initialSlug?: string }) {
  const [status, setStatus] = useState<Status>({ state: 'loading' });
  const [overview, setOverview] = useState<EditorOverview>();
  const [document, setDocument] = useState<EditorDocument>(emptyDocument);
  const [currentSlug, setCurrentSlug] = useState<string | undefined>(undefined);
  const [slugTouched, setSlugTouched] = useState(false);
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [message, setMessage] = useState<{ text: string; error: boolean; href?: string }>();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [showPreview, setShowPreview] = useState(false);
  const pendingFiles = useRef(new Map<string, File>());
  const previews = useRef(new Map<string, string>());

  useEffect(() => {
    Promise.all([loadOverview(), initialSlug ? loadDocument(kind, initialSlug) : Promise.resolve(undefined)])
      .then(([loadedOverview, loaded]) => {
        setOverview(loadedOverview);
        // A 404 starts a new document with that slug (spec section 4: new mode, empty content).
        if (loaded) {
          setDocument(loaded);
          setCurrentSlug(loaded.slug);
          setSlugTouched(true);
        } else if (initialSlug) {
          setDocument({ ...emptyDocument(), slug: initialSlug });
          setSlugTouched(true);
        }
        setStatus({ state: 'ready' });
      })
      .catch((error: unknown) => {
        console.error('editor failed to load', error);
        setStatus({ state: 'failed' });
      });
  }, [kind, initialSlug]);

  // Unsaved changes: the browser asks before the page is left.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const change = useCallback((update: (previous: EditorDocument) => EditorDocument) => {
    setDocument(update);
    setDirty(true);
  }, []);

  const context: FieldContext | undefined = useMemo(() => {
    if (!overview) return undefined;
    return {
      onChange: (path: Path, value: unknown) =>
        change((previous) => ({ ...previous, content: setIn(previous.content, path, value) })),
      errors: {},
      options: overview.options,
      addPendingFile: (file: File) => {
        const id = `${PENDING_PREFIX}${crypto.randomUUID()}`;
        pendingFiles.current.set(id, file);
        previews.current.set(id, URL.createObjectURL(file));
        return id;
      },
      previewOf: (value: string) => previews.current.get(value) ?? value,
    };
  }, [overview, change]);

  const blockErrors = useMemo(() => {
    const byBlock = new Map<number, Record<string, string[]>>();
    for (const [field, list] of Object.entries(errors)) {
      const location = locateError(field);
      if (!location) continue;
      byBlock.set(location.block, { ...byBlock.get(location.block), [location.path]: list });
    }
    return byBlock;
  }, [errors]);

  const addBlock = (layout: BlockLayout) => {
    setDialogOpen(false);
    const block = createBlock(layout, document.content);
    change((previous) => ({ ...previous, content: [...previous.content, block] }));
    requestAnimationFrame(() => focusBlock(block.key));
  };

  const save = async () => {
    setSaving(true);
    setMessage(undefined);
    const uploaded = await uploadImages(
      { content: document.content, cover_image: document.cover_image },
      pendingFiles.current,
      uploadImage,
    );
    const toSave = { ...document, ...uploaded };
    setDocument(toSave);
    // An image that could not be uploaded would be dropped by the server: say so, save nothing.
    if (hasInlineImages(uploaded)) {
      setSaving(false);
      setMessage({ text: messages.editor.imageNotUploaded, error: true });
      return;
    }
    const outcome = await saveDocument(kind, toSave, currentSlug);
    setSaving(false);
    if (!outcome.ok) {
      setErrors(outcome.errors);
      setMessage({ text: outcome.message, error: true });
      return;
    }
    setErrors({});
    setDirty(false);
    setCurrentSlug(outcome.slug);
    setDocument((previous) => ({ ...previous, slug: outcome.slug }));
    // After the first save the editor is in edit mode at the edit route (spec section 4).
    if (window.location.pathname !== editorUrl(kind, outcome.slug))
      window.history.replaceState(null, '', editorUrl(kind, outcome.slug));
    setMessage({
      text: 'Opgeslagen. De pagina op de site is bijgewerkt.',
      error: false,
      href: siteUrl(kind, outcome.slug),
    });
  };

  if (status.state === 'loading') return <p className="mt-6 text-lg text-ink-soft">Editor laden...</p>;
  if (status.state === 'failed' || !context || !overview)
    return (
      <p role="alert" className="mt-6 text-lg text-accent-700">
        De editor kon niet worden geladen. Probeer het opnieuw.
      </p>
    );

  const fieldError = (name: string) => errors[name]?.join(' ');
  return (
    <div className="mt-6 grid gap-6">
      <DocumentList overview={overview} kind={kind} currentSlug={currentSlug} />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="text-lg">
          {currentSlug ? (
            <>
              Bewerken:{' '}
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
          onClick={() => setShowPreview((shown) => !shown)}
        >
          {showPreview ? 'Voorbeeld verbergen' : 'Voorbeeld tonen'}
        </button>
      </div>
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
            <button type="button" className="btn-primary" onClick={() => setDialogOpen(true)}>
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
            <section
              aria-label="Paginagegevens"
              className="grid gap-4 rounded-2xl border border-surface-line bg-white p-5"
            >
              <div className="grid gap-1">
                <label htmlFor="page-title" className="text-base font-semibold">
                  {kind === 'page' ? messages.editor.pageTitle : 'Titel'}
                </label>
                <input
                  id="page-title"
                  type="text"
                  value={document.title}
                  aria-invalid={errors.title ? true : undefined}
                  aria-describedby={errors.title ? 'page-title-error' : undefined}
                  className={inputClass}
                  onChange={(event) => {
                    const value = event.target.value;
                    change((previous) => ({
                      ...previous,
                      title: value,
                      slug: slugTouched ? previous.slug : slugify(value),
                    }));
                  }}
                />
                {errors.title && (
                  <p id="page-title-error" className="text-base font-semibold text-accent-700">
                    {fieldError('title')}
                  </p>
                )}
              </div>
              <div className="grid gap-1">
                <label htmlFor="page-slug" className="text-base font-semibold">
                  {kind === 'page' ? messages.editor.pageSlug : 'Slug'}
                </label>
                <input
                  id="page-slug"
                  type="text"
                  value={document.slug}
                  aria-invalid={errors.slug ? true : undefined}
                  aria-describedby="page-slug-help"
                  className={inputClass}
                  onChange={(event) => {
                    setSlugTouched(true);
                    const value = event.target.value;
                    change((previous) => ({ ...previous, slug: value }));
                  }}
                />
                <p
                  id="page-slug-help"
                  className={
                    errors.slug ? 'text-base font-semibold text-accent-700' : 'text-base text-ink-soft'
                  }
                >
                  {fieldError('slug') ?? `Adres op de site: ${siteUrl(kind, document.slug || '...')}`}
                </p>
              </div>
              {kind === 'article' && (
                <ArticleFields document={document} change={change} context={context} errors={errors} />
              )}
            </section>

            {document.content.map((block, index) => (
              <BlockForm
                key={block.key}
                block={block}
                index={index}
                context={{ ...context, errors: blockErrors.get(index) ?? {} }}
              />
            ))}

            <div className="sticky bottom-0 flex flex-wrap items-center gap-4 rounded-2xl border border-surface-line bg-white p-4 shadow-lg">
              <button type="submit" className="btn-primary" disabled={saving}>
                {saving ? messages.editor.saving : messages.editor.savePage}
              </button>
              {dirty && !saving && (
                <span className="text-base text-ink-soft">Niet opgeslagen wijzigingen</span>
              )}
              <p
                role={message?.error ? 'alert' : 'status'}
                className={message?.error ? 'text-lg font-semibold text-accent-700' : 'text-lg'}
              >
                {message?.text}{' '}
                {message?.href && (
                  <a href={message.href} className="font-semibold text-brand-700 underline focus-ring">
                    Bekijk op de site
                  </a>
                )}
              </p>
            </div>
          </form>
        </div>
        {showPreview && <LivePreview kind={kind} document={document} previewOf={context.previewOf} />}
      </div>
      <AddBlockDialog open={dialogOpen} onAdd={addBlock} onClose={() => setDialogOpen(false)} />
    </div>
  );
}

function focusBlock(key: string | undefined) {
  if (!key) return;
  const section = window.document.getElementById(`block-form-${key}`);
  section?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  section?.focus({ preventScroll: true });
}

function BlockForm({ block, index, context }: { block: EditorBlock; index: number; context: FieldContext }) {
  const definition = blockDefinitions[block.layout];
  return (
    <section
      id={`block-form-${block.key}`}
      tabIndex={-1}
      aria-labelledby={`block-form-${block.key}-title`}
      className="scroll-mt-4 rounded-2xl border border-surface-line bg-white p-5 focus-ring"
    >
      <h2 id={`block-form-${block.key}-title`} className="text-xl font-semibold text-brand-800">
        {index + 1}. {definition.label}
      </h2>
      <p className="mb-4 text-base text-ink-soft">{definition.description}</p>
      <FieldsEditor
        fields={definition.fields}
        values={block.attributes}
        path={[index, 'attributes']}
        context={context}
      />
    </section>
  );
}

function ArticleFields(props: {
  document: EditorDocument;
  change: (update: (previous: EditorDocument) => EditorDocument) => void;
  context: FieldContext;
  errors: Record<string, string[]>;
}) {
  const { document, change, context } = props;
  const cover = document.cover_image ? context.previewOf(document.cover_image) : '';
  return (
    <>
      <div className="grid gap-1">
        <label htmlFor="article-excerpt" className="text-base font-semibold">
          Korte samenvatting
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
          Omslagfoto
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
        Gepubliceerd (zichtbaar in de kennisbank)
      </label>
    </>
  );
}

function DocumentList(props: { overview: EditorOverview; kind: DocumentKind; currentSlug?: string }) {
  const { overview } = props;
  return (
    <details className="rounded-2xl border border-surface-line bg-white p-4">
      <summary className="cursor-pointer text-lg font-semibold text-brand-800 focus-ring">
        Pagina's ({overview.pages.length}) en artikelen ({overview.articles.length})
      </summary>
      <div className="mt-4 grid gap-6 md:grid-cols-2">
        <section aria-labelledby="list-pages">
          <div className="flex items-center justify-between gap-3">
            <h2 id="list-pages" className="text-lg font-semibold">
              Pagina's
            </h2>
            <a href="/editor/" className="text-base font-semibold text-brand-700 underline focus-ring">
              Nieuwe pagina
            </a>
          </div>
          <ul className="mt-2 grid gap-1">
            {overview.pages.map((page) => (
              <li key={page.slug}>
                <a
                  href={editorUrl('page', page.slug)}
                  aria-current={props.kind === 'page' && props.currentSlug === page.slug ? 'page' : undefined}
                  className="text-base text-brand-700 underline focus-ring aria-[current=page]:font-bold"
                >
                  {page.title}
                </a>{' '}
                <span className="text-base text-ink-soft">/{page.slug === 'home' ? '' : page.slug}</span>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="list-articles">
          <div className="flex items-center justify-between gap-3">
            <h2 id="list-articles" className="text-lg font-semibold">
              Artikelen
            </h2>
            <a
              href="/editor/artikel/"
              className="text-base font-semibold text-brand-700 underline focus-ring"
            >
              Nieuw artikel
            </a>
          </div>
          <ul className="mt-2 grid gap-1">
            {overview.articles.map((article) => (
              <li key={article.slug}>
                <a
                  href={editorUrl('article', article.slug)}
                  aria-current={
                    props.kind === 'article' && props.currentSlug === article.slug ? 'page' : undefined
                  }
                  className="text-base text-brand-700 underline focus-ring aria-[current=page]:font-bold"
                >
                  {article.title}
                </a>
                {!article.published && <span className="text-base text-ink-soft"> (concept)</span>}
              </li>
            ))}
          </ul>
        </section>
      </div>
    </details>
  );
}
