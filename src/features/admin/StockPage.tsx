import { useState } from 'react';
import Field from '~/components/form/Field';
import AdminShell from '~/components/staff/AdminShell';
import StaffTable, { staffCell, staffRow } from '~/components/staff/StaffTable';
import { useStaffData } from '~/components/staff/use-staff-data';
import { LOW_STOCK_THRESHOLD, type StockItem, type StockProduct } from '~/features/admin/stock';
import * as staffTexts from '~/lib/messages/staff';
import * as staffScreensTexts from '~/lib/messages/staff-screens';
import { productPath } from '~/lib/routes';
import { fetchStock } from './admin.actions';
import StockEditor from './StockEditor';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { admin: staffTexts.admin, stockScreen: staffScreensTexts.stockScreen };

const stock = messages.stockScreen;

/** /admin/products/voorraad: stock of every product and variation, editable, low stock marked. Editor and admin. */
export default function StockPage() {
  return (
    <AdminShell requires="editor" current="stock" title={stock.title}>
      {() => <Stock />}
    </AdminShell>
  );
}

interface Row {
  key: string;
  product: StockProduct;
  variation: string | null;
  item: StockItem;
}

/** One row per thing that has stock: the product itself, or each of its variations. */
function rowsOf(products: StockProduct[]): Row[] {
  return products.flatMap((product): Row[] =>
    product.variations.length > 0
      ? product.variations.map((variation) => ({
          key: `v${variation.id}`,
          product,
          variation: variation.name,
          item: {
            target: 'variation' as const,
            id: variation.id,
            name: `${product.name} - ${variation.name}`,
            stock: variation.stock,
          },
        }))
      : [
          {
            key: `p${product.id}`,
            product,
            variation: null,
            item: {
              target: 'product' as const,
              id: product.id,
              name: product.name,
              stock: product.stock ?? 0,
            },
          },
        ],
  );
}

const loadRows = () => fetchStock().then((body) => rowsOf(body.products));

function Stock() {
  const { data: rows, setData: setRows, error } = useStaffData(loadRows);
  const [query, setQuery] = useState('');
  const [onlyLow, setOnlyLow] = useState(false);

  // Saved numbers update the list, so 'only low stock' follows what staff just counted.
  const update = (saved: StockItem) =>
    setRows(
      (current) =>
        current?.map((row) =>
          row.item.target === saved.target && row.item.id === saved.id
            ? { ...row, item: { ...row.item, stock: saved.stock } }
            : row,
        ) ?? null,
    );

  const needle = query.trim().toLowerCase();
  const visible = (rows ?? []).filter(
    (row) =>
      (!onlyLow || row.item.stock < LOW_STOCK_THRESHOLD) &&
      (needle === '' || row.item.name.toLowerCase().includes(needle)),
  );
  const lowCount = (rows ?? []).filter((row) => row.item.stock < LOW_STOCK_THRESHOLD).length;

  return (
    <div className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-6">
      <p className="max-w-3xl text-lg text-ink-soft">{stock.intro(LOW_STOCK_THRESHOLD)}</p>
      <div className="flex flex-wrap items-end gap-6 rounded-2xl border border-surface-line bg-white p-5">
        <Field
          type="search"
          label={stock.search}
          density="compact"
          required={false}
          className="grid w-72 max-w-full gap-1"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <label className="flex items-center gap-3 text-lg">
          <input
            type="checkbox"
            checked={onlyLow}
            onChange={(event) => setOnlyLow(event.target.checked)}
            className="h-6 w-6 accent-brand-700 focus-ring"
          />
          {stock.onlyLow(lowCount)}
        </label>
      </div>
      {error && (
        <p role="alert" className="rounded-xl border-2 border-accent-600 bg-accent-100 p-4 text-lg">
          {error}
        </p>
      )}
      {rows === null && !error && <p className="text-lg text-ink-soft">{messages.admin.loading}</p>}
      {rows && (
        <StaffTable
          caption={stock.caption}
          columns={[{ label: stock.product }, { label: stock.variant }, { label: stock.stock }]}
          minWidth="min-w-[40rem]"
          emptyText={visible.length === 0 ? stock.none : undefined}
        >
          {visible.map((row) => (
            <tr
              key={row.key}
              className={`${staffRow} ${row.item.stock < LOW_STOCK_THRESHOLD ? 'bg-accent-100/50' : ''}`}
            >
              <th scope="row" className={`${staffCell} font-semibold`}>
                <a href={productPath(row.product.slug)} className="rounded underline focus-ring">
                  {row.product.name}
                </a>
                {!row.product.isActive && (
                  <span className="ml-2 text-sm font-normal text-ink-soft">{stock.notForSale}</span>
                )}
              </th>
              <td className={staffCell}>{row.variation ?? '–'}</td>
              <td className={staffCell}>
                <StockEditor item={row.item} onSaved={update} />
              </td>
            </tr>
          ))}
        </StaffTable>
      )}
    </div>
  );
}
