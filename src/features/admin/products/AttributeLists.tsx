import * as staffScreensTexts from '~/lib/messages/staff-screens';
import { TextField } from './fields';
import { LIMITS, type ProductInput } from './product-form';

type Errors = Record<string, string[]>;
type Pair = { title: string; body: string; image?: string };
const smallButton = 'btn-secondary !px-3 !py-1 text-base';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { productForm: staffScreensTexts.productForm };
const text = messages.productForm;

/** A numbered list of title + text (voordelen, specificaties, highlights), up to the spec's limit. */
function PairList<T extends Pair>(props: {
  legend: string;
  noun: string;
  items: T[];
  max: number;
  empty: T;
  withImage?: boolean;
  errors: Errors;
  field: string;
  onChange: (items: T[]) => void;
}) {
  const update = (index: number, change: Partial<Pair>) =>
    props.onChange(props.items.map((item, at) => (at === index ? { ...item, ...change } : item)));
  return (
    <fieldset className="min-w-0 grid grid-cols-[minmax(0,1fr)] gap-3 rounded-2xl border border-surface-line bg-white p-4">
      <legend className="px-1 text-xl font-semibold text-brand-800">
        {text.listLegend(props.legend, props.items.length, props.max)}
      </legend>
      {props.items.map((item, index) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own; order is the identity
          key={index}
          className="grid grid-cols-[minmax(0,1fr)] gap-2 rounded-xl border border-surface-line bg-surface-soft p-3 sm:grid-cols-2"
        >
          <TextField
            label={text.itemTitle(props.noun, index + 1)}
            value={item.title}
            onChange={(title) => update(index, { title })}
            error={props.errors[`${props.field}.${index}.title`]}
          />
          <TextField
            label={text.itemBody(props.noun, index + 1)}
            value={item.body}
            multiline
            onChange={(body) => update(index, { body })}
            error={props.errors[`${props.field}.${index}.body`]}
          />
          {props.withImage && (
            <TextField
              label={text.itemImage(props.noun, index + 1)}
              value={item.image ?? ''}
              onChange={(image) => update(index, { image })}
            />
          )}
          <div className="flex items-end">
            <button
              type="button"
              className={smallButton}
              onClick={() => props.onChange(props.items.filter((_, at) => at !== index))}
            >
              {text.removeItem(props.noun, index + 1)}
            </button>
          </div>
        </div>
      ))}
      {props.errors[props.field] && (
        <p className="font-semibold text-accent-700">{props.errors[props.field]!.join(' ')}</p>
      )}
      <div>
        <button
          type="button"
          className={smallButton}
          disabled={props.items.length >= props.max}
          onClick={() => props.onChange([...props.items, { ...props.empty }])}
        >
          {text.addItem(props.noun)}
        </button>
      </div>
    </fieldset>
  );
}

/** Voordelen (usp), specificaties, highlights and the checklist (mark*) of spec section 3. */
export default function AttributeLists(props: {
  draft: ProductInput;
  errors: Errors;
  onChange: (change: Partial<ProductInput>) => void;
}) {
  const { draft, errors } = props;
  return (
    <>
      <PairList
        legend={text.lists.usp.legend}
        noun={text.lists.usp.noun}
        field="usp"
        items={draft.usp}
        max={LIMITS.usp}
        empty={{ title: '', body: '' }}
        errors={errors}
        onChange={(usp) => props.onChange({ usp })}
      />
      <PairList
        legend={text.lists.specs.legend}
        noun={text.lists.specs.noun}
        field="specs"
        items={draft.specs}
        max={LIMITS.specs}
        empty={{ title: '', body: '' }}
        errors={errors}
        onChange={(specs) => props.onChange({ specs })}
      />
      <PairList
        legend={text.lists.highlights.legend}
        noun={text.lists.highlights.noun}
        field="highlights"
        items={draft.highlights}
        max={LIMITS.highlights}
        empty={{ title: '', body: '', image: '' }}
        withImage
        errors={errors}
        onChange={(highlights) => props.onChange({ highlights })}
      />
      <fieldset className="min-w-0 grid grid-cols-[minmax(0,1fr)] gap-3 rounded-2xl border border-surface-line bg-white p-4">
        <legend className="px-1 text-xl font-semibold text-brand-800">{text.marksLegend}</legend>
        <TextField
          label={text.marks}
          hint={text.marksHint}
          multiline
          value={draft.marks.join('\n')}
          onChange={(value) => props.onChange({ marks: value.split('\n').map((line) => line.trimStart()) })}
          error={errors.marks ?? Object.entries(errors).find(([key]) => key.startsWith('marks.'))?.[1]}
        />
      </fieldset>
    </>
  );
}
