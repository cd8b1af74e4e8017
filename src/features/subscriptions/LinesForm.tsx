import { type FormEvent, useEffect, useId, useState } from 'react';
import type { ProductSummary } from '~/features/catalog/catalog';
import { fetchCatalogue, fetchProductSizes } from '~/features/catalog/catalog.actions';
import * as shopTexts from '~/lib/messages/shop';
import * as subscriptionsTexts from '~/lib/messages/subscriptions';
import type { AccountSubscriptionLine } from './subscriptions';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { productPage: shopTexts.productPage, subscriptions: subscriptionsTexts.subscriptions };

const text = messages.subscriptions.control;
type Line = Pick<AccountSubscriptionLine, 'product_id' | 'variation_id' | 'name' | 'quantity'>;

/**
 * The subscription's products and quantities (1 to 100 each; the last line cannot be removed;
 * a product for sale can be added). Prices are never sent: the server reads them at each renewal.
 */
export default function LinesForm(props: {
  busy: boolean;
  lines: AccountSubscriptionLine[];
  errors: Record<string, string[]>;
  onSubmit: (lines: { product_id: number; variation_id: number | null; quantity: number }[]) => void;
}) {
  const id = useId();
  const [lines, setLines] = useState<Line[]>(props.lines);
  const [catalogue, setCatalogue] = useState<ProductSummary[]>([]);
  const [choice, setChoice] = useState('');
  // A product with sizes is added with its size: its sizes are read when it is chosen.
  const [sizes, setSizes] = useState<{ id: number; name: string }[]>([]);
  const [size, setSize] = useState('');

  useEffect(() => {
    setSizes([]);
    setSize('');
    const product = catalogue.find((entry) => String(entry.id) === choice);
    if (!product) return;
    let current = true;
    fetchProductSizes(product.slug)
      .then((sizes) => current && setSizes(sizes))
      .catch((error: unknown) => console.warn('sizes could not be loaded', error));
    return () => {
      current = false;
    };
  }, [choice, catalogue]);

  useEffect(() => {
    fetchCatalogue()
      .then(setCatalogue)
      .catch((error: unknown) => console.warn('products could not be loaded', error));
  }, []);

  const setQuantity = (index: number, value: string) =>
    setLines(lines.map((line, at) => (at === index ? { ...line, quantity: Number(value) } : line)));
  const add = () => {
    const product = catalogue.find((entry) => String(entry.id) === choice);
    if (!product) return;
    const variation = sizes.find((entry) => String(entry.id) === size) ?? null;
    if (sizes.length > 0 && !variation) return;
    const variationId = variation?.id ?? null;
    const existing = lines.findIndex(
      (line) => line.product_id === product.id && line.variation_id === variationId,
    );
    if (existing >= 0) setQuantity(existing, String(Math.min(lines[existing]!.quantity + 1, 100)));
    else
      setLines([
        ...lines,
        {
          product_id: product.id,
          variation_id: variationId,
          name: variation ? `${product.name} (${variation.name})` : product.name,
          quantity: 1,
        },
      ]);
    setChoice('');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit(
      lines.map(({ product_id, variation_id, quantity }) => ({ product_id, variation_id, quantity })),
    );
  };
  const error = Object.values(props.errors).flat()[0];

  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid min-w-0 gap-4 rounded-xl bg-white p-4"
      aria-label={text.editLines}
    >
      <ul className="grid gap-3">
        {lines.map((line, index) => (
          <li
            key={`${line.product_id}-${line.variation_id ?? ''}`}
            className="grid gap-2 sm:flex sm:items-end sm:gap-3"
          >
            <div className="grid gap-1">
              <label htmlFor={`${id}-q${index}`} className="text-lg font-semibold">
                {text.quantityOf(line.name)}
              </label>
              <input
                id={`${id}-q${index}`}
                type="number"
                inputMode="numeric"
                min={1}
                max={100}
                value={line.quantity}
                onChange={(event) => setQuantity(index, event.currentTarget.value)}
                className="w-28 rounded-lg border-2 border-surface-line px-4 py-3 text-lg focus:border-brand-600"
              />
            </div>
            {lines.length > 1 && (
              <button
                type="button"
                className="btn-secondary justify-self-start"
                onClick={() => setLines(lines.filter((_, at) => at !== index))}
              >
                {text.removeLine(line.name)}
              </button>
            )}
          </li>
        ))}
      </ul>
      <div className="grid gap-2 sm:flex sm:items-end sm:gap-3">
        <div className="grid min-w-0 gap-1 sm:flex-1">
          <label htmlFor={`${id}-add`} className="text-lg font-semibold">
            {text.addProduct}
          </label>
          <select
            id={`${id}-add`}
            value={choice}
            onChange={(event) => setChoice(event.currentTarget.value)}
            className="w-full min-w-0 rounded-lg border-2 border-surface-line bg-white px-4 py-3 text-lg"
          >
            <option value="">{text.chooseProduct}</option>
            {catalogue.map((product) => (
              <option key={product.id} value={product.id}>
                {product.name}
              </option>
            ))}
          </select>
        </div>
        {sizes.length > 0 && (
          <div className="grid min-w-0 gap-1">
            <label htmlFor={`${id}-size`} className="text-lg font-semibold">
              {messages.productPage.chooseSize}
            </label>
            <select
              id={`${id}-size`}
              value={size}
              onChange={(event) => setSize(event.currentTarget.value)}
              className="w-full min-w-0 rounded-lg border-2 border-surface-line bg-white px-4 py-3 text-lg"
            >
              <option value="">{messages.productPage.sizePlaceholder}</option>
              {sizes.map((entry) => (
                <option key={entry.id} value={entry.id}>
                  {entry.name}
                </option>
              ))}
            </select>
          </div>
        )}
        <button
          type="button"
          className="btn-secondary justify-self-start"
          disabled={!choice || (sizes.length > 0 && !size)}
          onClick={add}
        >
          {text.addProduct}
        </button>
      </div>
      {error && <p className="text-base font-semibold text-accent-700">{error}</p>}
      <button type="submit" className="btn-primary justify-self-start" disabled={props.busy}>
        {text.linesSave}
      </button>
    </form>
  );
}
