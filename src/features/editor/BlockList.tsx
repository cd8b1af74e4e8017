import { useRef } from 'react';
import { useSortable } from '~/components/use-sortable';
import { blockDefinitions } from '~/features/content/blocks';
import * as staffScreensTexts from '~/lib/messages/staff-screens';
import type { EditorBlock } from './editor-state';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { editorScreen: staffScreensTexts.editorScreen };

const smallButton =
  'rounded-lg border-2 border-brand-600 bg-white px-2 py-1 text-base font-semibold text-brand-700 hover:bg-brand-50 focus-ring disabled:opacity-40';

/**
 * The page's components in order: drag by the handle (sortablejs) or move with the buttons
 * (keyboard), remove, or jump to a component's form.
 */
export function BlockList(props: {
  blocks: EditorBlock[];
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  onSelect: (index: number) => void;
}) {
  const list = useRef<HTMLOListElement>(null);
  useSortable(list, props.onMove);

  return (
    <section
      aria-labelledby="components-title"
      className="rounded-2xl border border-surface-line bg-white p-4"
    >
      <h2 id="components-title" className="text-xl font-semibold text-brand-800">
        {messages.editorScreen.blocksTitle(props.blocks.length)}
      </h2>
      {props.blocks.length === 0 && (
        <p className="mt-3 text-base text-ink-soft">{messages.editorScreen.noBlocks}</p>
      )}
      <ol ref={list} className="mt-3 grid gap-2" data-testid="component-list">
        {props.blocks.map((block, index) => {
          const label = blockDefinitions[block.layout].label;
          return (
            <li
              key={block.key}
              className="flex items-center gap-2 rounded-lg border border-surface-line bg-surface-soft p-2"
              data-key={block.key}
            >
              <span
                data-drag-handle
                className="cursor-grab select-none px-1 text-xl text-ink-soft"
                title={messages.editorScreen.dragToMove}
                aria-hidden="true"
              >
                ⠿
              </span>
              <button
                type="button"
                className="mr-auto rounded text-left text-base font-semibold underline focus-ring"
                onClick={() => props.onSelect(index)}
              >
                {index + 1}. {label}
              </button>
              <button
                type="button"
                className={smallButton}
                disabled={index === 0}
                aria-label={messages.editorScreen.moveUp(`${label} (${index + 1})`)}
                onClick={() => props.onMove(index, index - 1)}
              >
                ↑
              </button>
              <button
                type="button"
                className={smallButton}
                disabled={index === props.blocks.length - 1}
                aria-label={messages.editorScreen.moveDown(`${label} (${index + 1})`)}
                onClick={() => props.onMove(index, index + 1)}
              >
                ↓
              </button>
              <button
                type="button"
                className={smallButton}
                aria-label={messages.editorScreen.removeItem(`${label} (${index + 1})`)}
                onClick={() => props.onRemove(index)}
              >
                ✕
              </button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
