import { useEffect, useRef } from 'react';
import { BLOCK_GROUPS, type BlockGroup } from '~/features/content/block-definitions/define';
import { BLOCK_LAYOUTS, type BlockLayout, blockDefinitions } from '~/features/content/blocks';
import * as staffTexts from '~/lib/messages/staff';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { editor: staffTexts.editor };

/**
 * 'Add Component' (spec section 2): a modal grid of every block type with its Dutch
 * description, and Cancel. A native <dialog> opened with showModal() keeps focus inside,
 * closes on Escape and gives focus back to the button that opened it.
 */
export function AddBlockDialog(props: {
  open: boolean;
  onAdd: (layout: BlockLayout) => void;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (props.open && !element.open) element.showModal();
    if (!props.open && element.open) element.close();
  }, [props.open]);

  const groups = Object.entries(BLOCK_GROUPS) as [BlockGroup, string][];
  return (
    <dialog
      ref={dialog}
      aria-labelledby="add-component-title"
      onClose={props.onClose}
      className="m-auto max-h-[90vh] w-[min(64rem,94vw)] overflow-y-auto rounded-2xl p-0 backdrop:bg-ink/60"
    >
      <div className="sticky top-0 flex items-center justify-between gap-4 border-b border-surface-line bg-white p-5">
        <h2 id="add-component-title" className="text-2xl font-bold text-brand-800">
          {messages.editor.addComponent}
        </h2>
        <button type="button" className="btn-secondary" onClick={props.onClose}>
          {messages.editor.cancel}
        </button>
      </div>
      <div className="grid gap-6 p-5">
        {groups.map(([group, title]) => (
          <section key={group} aria-label={title}>
            <h3 className="text-lg font-semibold text-ink-soft">{title}</h3>
            <ul className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {BLOCK_LAYOUTS.filter((layout) => blockDefinitions[layout].group === group).map((layout) => (
                <li key={layout}>
                  <button
                    type="button"
                    className="h-full w-full rounded-xl border-2 border-surface-line bg-white p-4 text-left hover:border-brand-600 hover:bg-brand-50 focus-ring"
                    onClick={() => props.onAdd(layout)}
                    aria-labelledby={`add-${layout}-label`}
                    aria-describedby={`add-${layout}-description`}
                  >
                    <span id={`add-${layout}-label`} className="block text-lg font-semibold text-brand-800">
                      {blockDefinitions[layout].label}
                    </span>
                    <span id={`add-${layout}-description`} className="mt-1 block text-base text-ink-soft">
                      {blockDefinitions[layout].description}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </dialog>
  );
}
