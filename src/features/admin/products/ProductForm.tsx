import ProductSafetyFields from '~/features/product-safety/ProductSafetyForm';
import * as staffScreensTexts from '~/lib/messages/staff-screens';
import { productPath, routes } from '~/lib/routes';
import AttributeLists from './AttributeLists';
import ProductBasics from './ProductBasics';
import ProductImages from './ProductImages';
import ProductTexts from './ProductTexts';
import { type FormStatus, type ProductFormProps, useProductForm } from './use-product-form';
import VariationsEditor from './VariationsEditor';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { productForm: staffScreensTexts.productForm };

const text = messages.productForm;

/**
 * The whole product on one form with one 'Opslaan': its texts, images, sizes, lists and
 * its manufacturer and safety section; checked with the server's own schema before it is sent.
 * Leaving the page with unsaved changes asks first. The state and the actions: use-product-form.ts.
 */
export default function ProductForm(props: ProductFormProps) {
  const form = useProductForm(props);
  const { draft, errors, change } = form;
  const isNew = props.id === undefined;
  return (
    <form onSubmit={form.submit} noValidate className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-6">
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
      <ProductBasics
        draft={draft}
        errors={errors}
        isNew={isNew}
        canChangePrices={props.canChangePrices}
        change={change}
      />
      <ProductTexts draft={draft} errors={errors} categories={props.categories} change={change} />
      <ProductImages images={draft.images} error={errors.images} onChange={(images) => change({ images })} />
      <VariationsEditor
        draft={draft}
        errors={errors}
        canChangePrices={props.canChangePrices}
        onChange={(variations) => change({ variations })}
      />
      <AttributeLists draft={draft} errors={errors} onChange={change} />
      <ProductSafetyFields value={form.safety} errors={form.safetyErrors} onChange={form.setSafety} />
      <SaveBar
        isNew={isNew}
        onSale={!isNew && draft.is_active}
        busy={form.busy}
        unsaved={form.unsaved}
        status={form.status}
        onTakeOffSale={() => void form.takeOffSale()}
      />
    </form>
  );
}

/** 'Opslaan' and 'Uit de verkoop', kept in view at the bottom on a wide screen, and what happened. */
function SaveBar(props: {
  isNew: boolean;
  onSale: boolean;
  busy: boolean;
  unsaved: boolean;
  status: FormStatus;
  onTakeOffSale: () => void;
}) {
  const { status, unsaved } = props;
  return (
    <div className="flex flex-wrap items-center gap-3 border-t border-surface-line bg-white/95 py-3 lg:sticky lg:bottom-0">
      <button type="submit" className="btn-primary" disabled={props.busy}>
        {props.busy ? text.busy : props.isNew ? text.create : text.save}
      </button>
      {props.onSale && (
        <button type="button" className="btn-secondary" disabled={props.busy} onClick={props.onTakeOffSale}>
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
  );
}
