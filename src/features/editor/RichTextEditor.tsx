import { CrepeBuilder } from '@milkdown/crepe/builder';
import { linkTooltip } from '@milkdown/crepe/feature/link-tooltip';
import { toolbar } from '@milkdown/crepe/feature/toolbar';
import { getHTML } from '@milkdown/kit/utils';
import { useEffect, useRef } from 'react';
import { normalizeLinkHref } from '~/lib/links';
import { messages } from '~/lib/messages';
import '@milkdown/crepe/theme/common/prosemirror.css';
import '@milkdown/crepe/theme/common/reset.css';
import '@milkdown/crepe/theme/common/toolbar.css';
import '@milkdown/crepe/theme/common/link-tooltip.css';
import '@milkdown/crepe/theme/frame.css';

/** Bare e-mail addresses typed as link targets become mailto: links (spec section 2). */
function normalizeLinks(html: string): string {
  return html.replace(/href="([^"]*)"/g, (_, href: string) => `href="${normalizeLinkHref(href)}"`);
}

/**
 * Rich text with Milkdown (Crepe's toolbar and link tooltip, light 'frame' theme). Only the
 * features a content block needs are loaded. It starts from the stored HTML and reports HTML;
 * the server sanitises what it stores (links only http, https, mailto and tel).
 */
export default function RichTextEditor(props: {
  html: string;
  labelledBy: string;
  onChange: (html: string) => void;
}) {
  const root = useRef<HTMLDivElement>(null);
  const onChange = useRef(props.onChange);
  onChange.current = props.onChange;
  // The editor owns its document after the first render; later props do not reset it.
  const initial = useRef(props.html);

  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const dom = document.createElement('div');
    dom.innerHTML = initial.current || '<p></p>';
    const builder = new CrepeBuilder({ root: element, defaultValue: { type: 'html', dom } });
    builder
      .addFeature(toolbar, messages.editor.toolbar)
      .addFeature(linkTooltip, { inputPlaceholder: messages.editor.linkPlaceholder });
    builder.on((listener) => {
      listener.markdownUpdated(() => onChange.current(normalizeLinks(builder.editor.action(getHTML()))));
    });
    const created = builder.create().then(() => {
      const editable = element.querySelector('[contenteditable]');
      editable?.setAttribute('aria-labelledby', props.labelledBy);
      editable?.setAttribute('aria-multiline', 'true');
      editable?.setAttribute('role', 'textbox');
    });
    return () => {
      void created.then(() => builder.destroy());
    };
  }, [props.labelledBy]);

  return (
    <div
      ref={root}
      className="rich-text-editor min-h-32 rounded-lg border-2 border-surface-line bg-white text-lg"
    />
  );
}
