import type { EditorOverview } from '~/features/content/editor';
import * as staffScreensTexts from '~/lib/messages/staff-screens';
import { routes } from '~/lib/routes';
import type { DocumentKind } from './editor.actions';
import { editorUrl } from './editor-urls';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { editorScreen: staffScreensTexts.editorScreen };

const text = messages.editorScreen;

/** The pages and articles there are, each a link to edit it. */
export function DocumentList(props: { overview: EditorOverview; kind: DocumentKind; currentSlug?: string }) {
  const { overview } = props;
  return (
    <details className="rounded-2xl border border-surface-line bg-white p-4">
      <summary className="cursor-pointer text-lg font-semibold text-brand-800 focus-ring">
        {text.listSummary(overview.pages.length, overview.articles.length)}
      </summary>
      <div className="mt-4 grid gap-6 md:grid-cols-2">
        <section aria-labelledby="list-pages">
          <div className="flex items-center justify-between gap-3">
            <h2 id="list-pages" className="text-lg font-semibold">
              {text.pages}
            </h2>
            <a href={routes.editor} className="text-base font-semibold text-brand-700 underline focus-ring">
              {text.newPage}
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
                {(!page.published || page.has_draft) && (
                  <span className="text-base font-semibold text-accent-700">{text.draft}</span>
                )}
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="list-articles">
          <div className="flex items-center justify-between gap-3">
            <h2 id="list-articles" className="text-lg font-semibold">
              {text.articles}
            </h2>
            <a
              href={routes.editorArticles}
              className="text-base font-semibold text-brand-700 underline focus-ring"
            >
              {text.newArticle}
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
                {!article.published && <span className="text-base text-ink-soft">{text.draft}</span>}
              </li>
            ))}
          </ul>
        </section>
      </div>
    </details>
  );
}
