import { lazy, Suspense, useId } from 'react';
import * as staffScreensTexts from '~/lib/messages/staff-screens';
import { TextField } from './fields';
import type { ProductInput } from './product-form';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { editorScreen: staffScreensTexts.editorScreen, productForm: staffScreensTexts.productForm };
const text = messages.productForm;

// Milkdown is large: loaded only when the form shows (as on the page editor).
const RichTextEditor = lazy(() => import('~/features/editor/RichTextEditor'));

/** The product's short and long description and its categories. */
export default function ProductTexts(props: {
  draft: ProductInput;
  errors: Record<string, string[]>;
  categories: { id: number; name: string }[];
  change: (part: Partial<ProductInput>) => void;
}) {
  const { draft, errors, change } = props;
  const descriptionLabel = useId();
  return (
    <fieldset className="min-w-0 grid grid-cols-[minmax(0,1fr)] gap-4 rounded-2xl border border-surface-line bg-white p-4">
      <legend className="px-1 text-xl font-semibold text-brand-800">{text.textsLegend}</legend>
      <TextField
        label={text.shortDescription}
        multiline
        value={draft.short_description}
        error={errors.short_description}
        onChange={(short_description) => change({ short_description })}
      />
      <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-1">
        <span id={descriptionLabel} className="text-base font-semibold">
          {text.description}
        </span>
        {/* Milkdown's frame theme pads 120 px each side: far too much for a phone. */}
        <div className="min-w-0 [&_.ProseMirror]:!px-4 [&_.ProseMirror]:!py-3 sm:[&_.ProseMirror]:!px-6">
          <Suspense fallback={<p className="text-base text-ink-soft">{messages.editorScreen.loading}</p>}>
            <RichTextEditor
              html={draft.description}
              labelledBy={descriptionLabel}
              onChange={(description) => change({ description })}
            />
          </Suspense>
        </div>
        {errors.description && (
          <p className="font-semibold text-accent-700">{errors.description.join(' ')}</p>
        )}
      </div>
      <fieldset className="min-w-0 grid grid-cols-[minmax(0,1fr)] gap-2">
        <legend className="text-base font-semibold">{text.categories}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {props.categories.map((category) => (
            <label key={category.id} className="flex items-center gap-3 text-lg">
              <input
                type="checkbox"
                checked={draft.category_ids.includes(category.id)}
                onChange={(event) =>
                  change({
                    category_ids: event.target.checked
                      ? [...draft.category_ids, category.id]
                      : draft.category_ids.filter((id) => id !== category.id),
                  })
                }
                className="h-6 w-6 accent-brand-700 focus-ring"
              />
              {category.name}
            </label>
          ))}
        </div>
      </fieldset>
    </fieldset>
  );
}
