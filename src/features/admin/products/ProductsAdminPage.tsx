import { useCallback, useEffect, useState } from 'react';
import Field from '~/components/form/Field';
import AdminShell, { leaveWhenLoggedOut } from '~/components/staff/AdminShell';
import StaffTable, { staffCell, staffRow } from '~/components/staff/StaffTable';
import { failureMessage } from '~/lib/http';
import * as staffTexts from '~/lib/messages/staff';
import * as staffScreensTexts from '~/lib/messages/staff-screens';
import { formatEuro } from '~/lib/money';
import { adminProductPath, routes } from '~/lib/routes';
import ProductCsvImport from './ProductCsvImport';
import { type CatalogOverview, downloadProductsCsv, fetchCatalog } from './product-admin.actions';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { admin: staffTexts.admin, productsScreen: staffScreensTexts.productsScreen };

const text = messages.productsScreen;

/** /admin/products: every product (also those off sale), links to edit, CSV export and import. */
export default function ProductsAdminPage() {
  return (
    <AdminShell requires="editor" current="products" title={text.title}>
      {(user) => <ProductList isAdmin={user.role === 'admin'} />}
    </AdminShell>
  );
}

function ProductList({ isAdmin }: { isAdmin: boolean }) {
  const [catalog, setCatalog] = useState<CatalogOverview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [query, setQuery] = useState('');

  const load = useCallback(
    () =>
      fetchCatalog()
        .then(setCatalog)
        .catch(async (failure: unknown) => {
          if (!leaveWhenLoggedOut(failure))
            setError(await failureMessage(failure, messages.admin.loadFailed));
        }),
    [],
  );
  useEffect(() => {
    void load();
  }, [load]);

  const needle = query.trim().toLowerCase();
  const visible = (catalog?.products ?? []).filter(
    (product) => needle === '' || `${product.name} ${product.slug}`.toLowerCase().includes(needle),
  );

  return (
    <div className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-6">
      <p className="max-w-3xl text-lg text-ink-soft">
        {text.intro} {isAdmin ? text.adminNote : text.editorNote}
      </p>
      <div className="flex flex-wrap items-end gap-4 rounded-2xl border border-surface-line bg-white p-5">
        <Field
          type="search"
          label={text.search}
          density="compact"
          required={false}
          className="grid w-72 max-w-full gap-1"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        {isAdmin && (
          <a href={routes.admin.newProduct} className="btn-primary">
            {text.newProduct}
          </a>
        )}
        <button type="button" className="btn-secondary" onClick={() => void downloadProductsCsv()}>
          {text.exportCsv}
        </button>
        <a href={routes.admin.stock} className="rounded text-lg underline focus-ring">
          {text.countStock}
        </a>
      </div>
      <ProductCsvImport onImported={load} />
      {error && (
        <p role="alert" className="rounded-xl border-2 border-accent-600 bg-accent-100 p-4 text-lg">
          {error}
        </p>
      )}
      {!catalog && !error && <p className="text-lg text-ink-soft">{messages.admin.loading}</p>}
      {catalog && (
        <StaffTable
          caption={text.title}
          columns={[text.product, text.price, text.sizes, text.stock, text.status].map((label) => ({
            label,
          }))}
          minWidth="min-w-[36rem]"
          emptyText={visible.length === 0 ? text.none : undefined}
        >
          {visible.map((product) => (
            <tr key={product.id} className={staffRow}>
              <th scope="row" className={`${staffCell} font-semibold`}>
                <span className="flex items-center gap-3">
                  {product.image_url ? (
                    <img
                      src={product.image_url}
                      alt=""
                      width="48"
                      height="48"
                      className="h-12 w-12 rounded object-contain"
                    />
                  ) : (
                    <span className="h-12 w-12 rounded bg-surface-soft" aria-hidden="true" />
                  )}
                  <a href={adminProductPath(product.id)} className="rounded underline focus-ring">
                    {product.name}
                  </a>
                </span>
              </th>
              <td className={staffCell}>{formatEuro(product.price_cents)}</td>
              <td className={staffCell}>{product.variation_count || '–'}</td>
              <td className={staffCell}>{product.stock}</td>
              <td className={staffCell}>{product.is_active ? text.forSale : text.notForSale}</td>
            </tr>
          ))}
        </StaffTable>
      )}
    </div>
  );
}
