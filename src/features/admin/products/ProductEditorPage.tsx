import { useEffect, useState } from 'react';
import AdminShell, { leaveWhenLoggedOut } from '~/components/staff/AdminShell';
import type { ProductSafetyInfo } from '~/features/product-safety/product-safety';
import { fetchProductSafety } from '~/features/product-safety/product-safety.actions';
import { failureMessage } from '~/lib/http';
import * as staffTexts from '~/lib/messages/staff';
import { adminProductPath } from '~/lib/routes';
import ProductForm from './ProductForm';
import { type CatalogOverview, fetchCatalog, fetchProduct } from './product-admin.actions';
import type { EditableProduct, ProductInput } from './product-form';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { admin: staffTexts.admin };

/** /admin/products/nieuw and /admin/products/{id}: the product form inside the staff frame. */
export default function ProductEditorPage(props: { id?: number }) {
  // A new product, once created, is edited from then on (title and address follow).
  const [createdId, setCreatedId] = useState<number | undefined>();
  const id = props.id ?? createdId;
  return (
    <AdminShell
      requires="editor"
      current="products"
      title={id === undefined ? messages.admin.newProduct : messages.admin.editProduct}
    >
      {(user) => <Loader id={props.id} isAdmin={user.role === 'admin'} onCreated={setCreatedId} />}
    </AdminShell>
  );
}

export const emptyProduct = (): ProductInput => ({
  name: '',
  slug: '',
  price_cents: 0,
  vat_rate: 900,
  in_package: 1,
  ean: null,
  short_description: '',
  description: '',
  category_ids: [],
  gender: 'unisex',
  absorption: 1,
  dimensions: '',
  usp: [],
  specs: [],
  highlights: [],
  marks: [],
  product_color: null,
  primary_color: null,
  images: [],
  stock: 0,
  is_active: true,
  fits_letterbox: false,
  variations: [],
});

function Loader({
  id,
  isAdmin,
  onCreated,
}: {
  id?: number;
  isAdmin: boolean;
  onCreated: (id: number) => void;
}) {
  const [product, setProduct] = useState<EditableProduct | null>(null);
  const [categories, setCategories] = useState<CatalogOverview['categories'] | null>(null);
  const [safety, setSafety] = useState<ProductSafetyInfo | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    Promise.all([
      fetchCatalog(),
      id === undefined ? Promise.resolve(null) : fetchProduct(id),
      id === undefined ? Promise.resolve(null) : fetchProductSafety(id),
    ])
      .then(([catalog, loaded, storedSafety]) => {
        setCategories(catalog.categories);
        setSafety(storedSafety);
        setProduct(loaded);
      })
      .catch(async (failure: unknown) => {
        if (!leaveWhenLoggedOut(failure)) setError(await failureMessage(failure, messages.admin.loadFailed));
      });
  }, [id]);

  if (error)
    return (
      <p role="alert" className="mt-6 rounded-xl border-2 border-accent-600 bg-accent-100 p-4 text-lg">
        {error}
      </p>
    );
  if (!categories) return <p className="mt-6 text-lg text-ink-soft">{messages.admin.loading}</p>;
  return (
    <div className="grid gap-8">
      <ProductForm
        id={product?.id}
        initial={product ?? emptyProduct()}
        initialSafety={safety}
        categories={categories}
        canChangePrices={isAdmin}
        onSaved={(saved) => {
          // A new product gets its own address, so a reload keeps editing it.
          if (id === undefined) {
            window.history.replaceState(null, '', adminProductPath(saved.id));
            onCreated(saved.id);
          }
          setProduct(saved);
        }}
      />
    </div>
  );
}
