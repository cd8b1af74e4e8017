import { type FormEvent, useEffect, useState } from 'react';
import Field from '~/components/form/Field';
import ProductSafetyFields, { EMPTY_SAFETY } from '~/features/product-safety/ProductSafetyForm';
import type { ProductSafetyInfo } from '~/features/product-safety/product-safety';
import { saveProductSafety } from '~/features/product-safety/product-safety.actions';
import { apiErrorBody } from '~/lib/http';
import { messages } from '~/lib/messages';
import { productPath, routes } from '~/lib/routes';
import AttributeLists from './AttributeLists';
import { fieldErrors } from './field-errors';
import { EuroField, NumberField, TextField } from './fields';
import ProductImages from './ProductImages';
import ProductTexts from './ProductTexts';
import { deactivateProduct, saveProduct } from './product-admin.actions';
import {
  type EditableProduct,
  GENDERS,
  type ProductInput,
  productInputSchema,
  slugify,
} from './product-form';
import VariationsEditor from './VariationsEditor';

const text = messages.productForm;

const GENDER_LABELS: Record<(typeof GENDERS)[number], string> = text.genders;

/** What the server gets: the draft without empty checklist lines. */
const toInput = (draft: ProductInput): ProductInput => ({
  ...draft,
  marks: draft.marks.map((mark) => mark.trim()).filter(Boolean),
});

/**
 * The whole product on one form with one 'Opslaan' (issue 36): its texts, images, sizes, lists and
 * its manufacturer and safety section; checked with the server's own schema before it is sent.
 * Leaving the page with unsaved changes asks first.
 */
export default function ProductForm(props: {
  id?: number;
  initial: ProductInput;
  /** The stored manufacturer and safety data (null: none yet). */
  initialSafety?: ProductSafetyInfo | null;
  categories: { id: number; name: string }[];
  canChangePrices: boolean;
  onSaved: (product: EditableProduct) => void;
}) {
  const [draft, setDraft] = useState<ProductInput>(props.initial);
  const [saved, setSaved] = useState<ProductInput>(props.initial);
  const startSafety = props.initialSafety ?? EMPTY_SAFETY;
  const [safety, setSafety] = useState<ProductSafetyInfo>(startSafety);
  const [savedSafety, setSavedSafety] = useState<ProductSafetyInfo>(startSafety);
  const [safetyErrors, setSafetyErrors] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [status, setStatus] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const change = (part: Partial<ProductInput>) => setDraft((current) => ({ ...current, ...part }));
  const isNew = props.id === undefined;
  const safetyChanged = JSON.stringify(safety) !== JSON.stringify(savedSafety);
  const unsaved = safetyChanged || JSON.stringify(toInput(draft)) !== JSON.stringify(toInput(saved));

  // The browser asks before the page is left with changes that are not saved yet.
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  /** Saves the safety section of the product `id`; its errors stand beside its fields. */
  const saveSafety = async (id: number): Promise<string | null> => {
    try {
      await saveProductSafety(id, safety);
      setSavedSafety(safety);
      setSafetyErrors({});
      return null;
    } catch (failure) {
      const body = await apiErrorBody(failure);
      setSafetyErrors(
        Object.fromEntries(Object.entries(body?.errors ?? {}).map(([field, list]) => [field, list[0] ?? ''])),
      );
      return body?.message ?? messages.admin.actionFailed;
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = productInputSchema.safeParse(toInput(draft));
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      setStatus({
        kind: 'error',
        text: text.fixErrors,
      });
      return;
    }
    setBusy(true);
    const result = await saveProduct(parsed.data, props.id);
    if (result.ok) {
      setErrors({});
      // The form goes on from what the server stored: new sizes now have their ids.
      const { id: _id, updated_at: _updatedAt, ...stored } = result.product;
      setDraft(stored);
      setSaved(stored);
      // The safety section is saved with it, when it changed (a new product's once it has an id).
      const safetyFailure = safetyChanged ? await saveSafety(result.product.id) : null;
      setBusy(false);
      setStatus(
        safetyFailure
          ? { kind: 'error', text: text.savedWithoutSafety(safetyFailure) }
          : { kind: 'ok', text: messages.catalogAdmin.saved },
      );
      props.onSaved(result.product);
    } else {
      setBusy(false);
      setErrors(result.errors);
      setStatus({ kind: 'error', text: result.message });
    }
  };

  const takeOffSale = async () => {
    if (props.id === undefined) return;
    setBusy(true);
    try {
      const answer = await deactivateProduct(props.id);
      change({ is_active: false });
      setSaved((current) => ({ ...current, is_active: false }));
      setStatus({ kind: 'ok', text: answer.message });
    } catch {
      setStatus({ kind: 'error', text: text.failed });
    }
    setBusy(false);
  };

  return (
    <form onSubmit={submit} noValidate className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-6">
      <p className="text-lg">
        <a href={routes.admin.products} className="rounded underline focus-ring">
          {text.back}
        </a>
        {!isNew && draft.is_active && (
          <>
            {' · '}
            <a href={productPath(props.initial.slug)} className="rounded underline focus-ring">
              {text.viewInShop}
            </a>
          </>
        )}
      </p>
      <fieldset className="min-w-0 grid grid-cols-[minmax(0,1fr)] gap-4 rounded-2xl border border-surface-line bg-white p-4 sm:grid-cols-2">
        <legend className="px-1 text-xl font-semibold text-brand-800">{text.product}</legend>
        <TextField
          label={text.name}
          value={draft.name}
          error={errors.name}
          onChange={(name) =>
            change(isNew && draft.slug === slugify(draft.name) ? { name, slug: slugify(name) } : { name })
          }
        />
        <TextField
          label={text.slug}
          hint={isNew ? undefined : text.slugHint}
          value={draft.slug}
          error={errors.slug}
          onChange={(slug) => change({ slug })}
        />
        <EuroField
          label={text.price}
          cents={draft.price_cents}
          readOnly={!props.canChangePrices}
          error={errors.price_cents}
          onChange={(price_cents) => change({ price_cents })}
        />
        <Field density="compact" required={false} label={text.vatRate} error={errors.vat_rate}>
          {(control) => (
            <select
              {...control}
              disabled={!props.canChangePrices}
              value={draft.vat_rate}
              onChange={(event) => change({ vat_rate: Number(event.target.value) === 2100 ? 2100 : 900 })}
            >
              <option value={900}>{text.lowVat}</option>
              <option value={2100}>21%</option>
            </select>
          )}
        </Field>
        <NumberField
          label={text.inPackage}
          value={draft.in_package}
          min={1}
          error={errors.in_package}
          onChange={(in_package) => change({ in_package })}
        />
        {draft.variations.length === 0 && (
          <NumberField
            label={text.stock}
            value={draft.stock}
            min={0}
            error={errors.stock}
            onChange={(stock) => change({ stock })}
          />
        )}
        <Field density="compact" required={false} label={text.gender} error={errors.gender}>
          {(control) => (
            <select
              {...control}
              value={draft.gender}
              onChange={(event) => change({ gender: event.target.value as ProductInput['gender'] })}
            >
              {GENDERS.map((gender) => (
                <option key={gender} value={gender}>
                  {GENDER_LABELS[gender]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <NumberField
          label={text.absorption}
          value={draft.absorption}
          min={1}
          max={8}
          error={errors.absorption}
          onChange={(absorption) => change({ absorption })}
        />
        <TextField
          label={text.dimensions}
          value={draft.dimensions}
          error={errors.dimensions}
          onChange={(dimensions) => change({ dimensions })}
        />
        <ColorField
          label={text.color}
          value={draft.product_color}
          error={errors.product_color}
          onChange={(product_color) => change({ product_color })}
        />
        <ColorField
          label={text.background}
          value={draft.primary_color}
          error={errors.primary_color}
          onChange={(primary_color) => change({ primary_color })}
        />
        <label className="flex items-center gap-3 self-end text-lg">
          <input
            type="checkbox"
            checked={draft.is_active}
            onChange={(event) => change({ is_active: event.target.checked })}
            className="h-6 w-6 accent-brand-700 focus-ring"
          />
          {text.active}
        </label>
        {draft.variations.length === 0 && (
          <label className="flex items-center gap-3 self-end text-lg">
            <input
              type="checkbox"
              checked={draft.fits_letterbox}
              onChange={(event) => change({ fits_letterbox: event.target.checked })}
              className="h-6 w-6 accent-brand-700 focus-ring"
            />
            {text.letterbox}
          </label>
        )}
      </fieldset>

      <ProductTexts draft={draft} errors={errors} categories={props.categories} change={change} />

      <ProductImages images={draft.images} error={errors.images} onChange={(images) => change({ images })} />
      <VariationsEditor
        draft={draft}
        errors={errors}
        canChangePrices={props.canChangePrices}
        onChange={(variations) => change({ variations })}
      />
      <AttributeLists draft={draft} errors={errors} onChange={change} />

      <ProductSafetyFields value={safety} errors={safetyErrors} onChange={setSafety} />

      <div className="flex flex-wrap items-center gap-3 border-t border-surface-line bg-white/95 py-3 lg:sticky lg:bottom-0">
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? text.busy : isNew ? text.create : text.save}
        </button>
        {!isNew && draft.is_active && (
          <button type="button" className="btn-secondary" disabled={busy} onClick={() => void takeOffSale()}>
            {text.deactivate}
          </button>
        )}
        <p
          role="status"
          className={`text-lg ${status?.kind === 'error' ? 'font-semibold text-accent-700' : ''}`}
        >
          {/* A change after 'opgeslagen' says it is not saved yet. */}
          {status && !(status.kind === 'ok' && unsaved) ? status.text : unsaved ? text.unsaved : ''}
        </p>
      </div>
    </form>
  );
}

function ColorField(props: {
  label: string;
  value: string | null;
  error?: string[];
  onChange: (value: string | null) => void;
}) {
  return (
    <Field density="compact" required={false} label={props.label} error={props.error} hint={text.colorHint}>
      {(control) => (
        <span className="flex items-center gap-2">
          <input
            {...control}
            value={props.value ?? ''}
            placeholder="#17675f"
            onChange={(event) =>
              props.onChange(event.target.value.trim() === '' ? null : event.target.value.trim())
            }
          />
          <span
            aria-hidden="true"
            className="h-10 w-10 shrink-0 rounded-lg border border-surface-line"
            style={{ background: props.value ?? 'transparent' }}
          />
        </span>
      )}
    </Field>
  );
}
