import { useCallback, useState } from 'react';
import Field from '~/components/form/Field';
import FormAlert from '~/components/form/FormAlert';
import { useStaffData } from '~/components/staff/use-staff-data';
import type { CheckoutQuote } from '~/features/checkout/pricing';
import * as phoneTexts from '~/lib/messages/phone-orders';
import { formatEuro } from '~/lib/money';
import { boxClass, headingClass, type Line } from './phone-order-form';
import type { PhoneProduct } from './phone-orders';
import { fetchPhoneProducts } from './phone-orders.actions';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { phoneOrders: phoneTexts.phoneOrders };
const text = messages.phoneOrders;

export function LinePicker({ onAdd }: { onAdd: (line: Line) => void }) {
  const { data, error } = useStaffData(useCallback(() => fetchPhoneProducts(), []));
  const [productId, setProductId] = useState('');
  const [variationId, setVariationId] = useState('');
  const [quantity, setQuantity] = useState('1');
  const products: PhoneProduct[] = data?.products ?? [];
  const product = products.find((one) => String(one.id) === productId);
  const variation = product?.variations.find((one) => String(one.id) === variationId);
  const ready = product && (product.variations.length === 0 || variation) && Number(quantity) >= 1;

  const stockLabel = (stock: number) => (stock > 0 ? text.inStock(stock) : text.soldOut);
  const add = () => {
    if (!product || !ready) return;
    onAdd({
      product_id: product.id,
      product_variation_id: variation?.id ?? null,
      quantity: Math.min(100, Math.floor(Number(quantity))),
      name: variation ? `${product.name} (${variation.name})` : product.name,
    });
    setVariationId('');
    setQuantity('1');
  };

  return (
    <div className="grid items-end gap-4 md:grid-cols-[2fr_1fr_7rem_auto]">
      <FormAlert text={error ?? undefined} />
      <Field density="compact" label={text.product}>
        {(control) => (
          <select
            {...control}
            value={productId}
            onChange={(event) => {
              setProductId(event.target.value);
              setVariationId('');
            }}
          >
            <option value="">{text.chooseProduct}</option>
            {products.map((one) => (
              <option key={one.id} value={one.id}>
                {one.variations.length > 0
                  ? one.name
                  : `${one.name} · ${formatEuro(one.price_cents)} · ${stockLabel(one.stock)}`}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field density="compact" label={text.size} required={Boolean(product?.variations.length)}>
        {(control) => (
          <select
            {...control}
            value={variationId}
            disabled={!product || product.variations.length === 0}
            onChange={(event) => setVariationId(event.target.value)}
          >
            <option value="">{text.chooseSize}</option>
            {(product?.variations ?? []).map((one) => (
              <option key={one.id} value={one.id}>
                {`${one.name} · ${formatEuro(one.price_cents)} · ${stockLabel(one.stock)}`}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        density="compact"
        name="quantity"
        type="number"
        inputMode="numeric"
        min={1}
        max={100}
        label={text.quantity}
        value={quantity}
        onChange={(event) => setQuantity(event.target.value)}
      />
      <button type="button" className="btn-primary" onClick={add} disabled={!ready}>
        {text.addLine}
      </button>
    </div>
  );
}

export function Summary({ quote }: { quote: CheckoutQuote }) {
  const rows: [string, string][] = [
    [text.subtotal, formatEuro(quote.subtotal_cents)],
    ...(quote.discount_cents > 0
      ? ([[text.discount, `− ${formatEuro(quote.discount_cents)}`]] as [string, string][])
      : []),
    [text.shipping, formatEuro(quote.shipping_cents)],
  ];
  return (
    <section className={boxClass} aria-labelledby="phone-summary">
      <h2 id="phone-summary" className={headingClass}>
        {text.summaryStep}
      </h2>
      <dl className="grid max-w-md gap-1 text-lg">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-6">
            <dt>{label}</dt>
            <dd className="amount">{value}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-6 font-semibold">
          <dt>{text.total}</dt>
          <dd className="amount">{formatEuro(quote.total_cents)}</dd>
        </div>
      </dl>
    </section>
  );
}
