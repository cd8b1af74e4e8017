import { blockDefinitions } from '~/features/content/blocks';
import type { EditorBlock } from './editor-state';
import { FieldsEditor } from './FieldEditor';
import type { FieldContext } from './field-context';

/** The form of one block: its number, type and fields. */
export function BlockForm({
  block,
  index,
  context,
}: {
  block: EditorBlock;
  index: number;
  context: FieldContext;
}) {
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
