import { useEffect, useRef, useState } from 'react';
import * as staffScreensTexts from '~/lib/messages/staff-screens';
import { type DocumentKind, type EditorDocument, renderPreview } from './editor.actions';
import { mapStrings, PENDING_PREFIX } from './editor-state';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { editorScreen: staffScreensTexts.editorScreen };

/** How long typing may pause before the preview is rendered again. */
const DEBOUNCE_MS = 500;

const text = messages.editorScreen;

/**
 * The page as the site renders it, next to the form: the server renders the unsaved document
 * with the site's own components (POST /voorbeeld) and the answer is shown in a frame that runs
 * no scripts. Images not uploaded yet show from the browser's copy; the scroll position is kept
 * between updates.
 */
export function LivePreview(props: {
  kind: DocumentKind;
  document: EditorDocument;
  previewOf: (value: string) => string;
}) {
  const { kind, document, previewOf } = props;
  const [html, setHtml] = useState<string>();
  const [state, setState] = useState<'rendering' | 'ready' | 'failed'>('rendering');
  const frame = useRef<HTMLIFrameElement>(null);
  const scrollY = useRef(0);

  useEffect(() => {
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      setState('rendering');
      const draft = mapStrings(document, (text) =>
        text.startsWith(PENDING_PREFIX) ? previewOf(text) : text,
      );
      renderPreview(kind, draft, controller.signal)
        .then((rendered) => {
          scrollY.current = frame.current?.contentWindow?.scrollY ?? 0;
          setHtml(rendered);
          setState('ready');
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          console.error('preview failed', error);
          setState('failed');
        });
    }, DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [kind, document, previewOf]);

  return (
    <section
      aria-labelledby="live-preview-title"
      className="grid gap-3 rounded-2xl border border-surface-line bg-white p-4 lg:sticky lg:top-4"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="live-preview-title" className="text-xl font-semibold text-brand-800">
          {text.preview}
        </h2>
        {/* Shown, not announced: a screen reader would hear it after every pause in typing. */}
        <span aria-hidden="true" className="text-ink-soft">
          {state === 'rendering' ? text.updating : ''}
        </span>
      </div>
      <p className="text-base text-ink-soft">{text.previewNote}</p>
      {state === 'failed' && (
        <p role="alert" className="font-semibold text-accent-700">
          {text.previewFailed}
        </p>
      )}
      <iframe
        ref={frame}
        title={text.previewFrame}
        srcDoc={html}
        // Same origin for the site's styles and images; no scripts, forms or navigation away.
        sandbox="allow-same-origin"
        onLoad={() => frame.current?.contentWindow?.scrollTo(0, scrollY.current)}
        className="h-[75vh] w-full rounded-xl border border-surface-line bg-white"
      />
    </section>
  );
}
