import { type FormEvent, useState } from 'react';
import { useLeaveWarning } from '~/components/form/use-leave-warning';
import { EMPTY_SAFETY } from '~/features/product-safety/ProductSafetyForm';
import type { ProductSafetyInfo } from '~/features/product-safety/product-safety';
import { saveProductSafety } from '~/features/product-safety/product-safety.actions';
import { apiErrorBody } from '~/lib/http';
import * as staffTexts from '~/lib/messages/staff';
import * as staffScreensTexts from '~/lib/messages/staff-screens';
import { fieldErrors } from './field-errors';
import { deactivateProduct, saveProduct } from './product-admin.actions';
import { type EditableProduct, type ProductInput, productInputSchema } from './product-form';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = {
  admin: staffTexts.admin,
  catalogAdmin: staffTexts.catalogAdmin,
  productForm: staffScreensTexts.productForm,
};

const text = messages.productForm;

/** What the server gets: the draft without empty checklist lines. */
const toInput = (draft: ProductInput): ProductInput => ({
  ...draft,
  marks: draft.marks.map((mark) => mark.trim()).filter(Boolean),
});

const same = <T>(a: T, b: T) => JSON.stringify(a) === JSON.stringify(b);

export interface ProductFormProps {
  id?: number;
  initial: ProductInput;
  /** The stored manufacturer and safety data (null: none yet). */
  initialSafety?: ProductSafetyInfo | null;
  categories: { id: number; name: string }[];
  canChangePrices: boolean;
  onSaved: (product: EditableProduct) => void;
}

export type FormStatus = { kind: 'ok' | 'error'; text: string } | null;

/** The safety section's draft beside the product's: saved with the same 'Opslaan', its errors its own. */
function useSafetyDraft(initial: ProductSafetyInfo | null | undefined) {
  const start = initial ?? EMPTY_SAFETY;
  const [safety, setSafety] = useState<ProductSafetyInfo>(start);
  const [savedSafety, setSavedSafety] = useState<ProductSafetyInfo>(start);
  const [safetyErrors, setSafetyErrors] = useState<Record<string, string>>({});

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
  return { safety, setSafety, safetyErrors, safetyChanged: !same(safety, savedSafety), saveSafety };
}

/**
 * The product form's state and its two actions: save (checked with the server's own schema first,
 * the safety section with it when it changed) and take off sale. Leaving with unsaved changes asks.
 */
export function useProductForm(props: ProductFormProps) {
  const [draft, setDraft] = useState<ProductInput>(props.initial);
  const [saved, setSaved] = useState<ProductInput>(props.initial);
  const { safety, setSafety, safetyErrors, safetyChanged, saveSafety } = useSafetyDraft(props.initialSafety);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [status, setStatus] = useState<FormStatus>(null);
  const [busy, setBusy] = useState(false);
  const change = (part: Partial<ProductInput>) => setDraft((current) => ({ ...current, ...part }));
  const unsaved = safetyChanged || !same(toInput(draft), toInput(saved));
  useLeaveWarning(unsaved);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = productInputSchema.safeParse(toInput(draft));
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      setStatus({ kind: 'error', text: text.fixErrors });
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

  return {
    draft,
    change,
    errors,
    safety,
    setSafety,
    safetyErrors,
    status,
    busy,
    unsaved,
    submit,
    takeOffSale,
  };
}
