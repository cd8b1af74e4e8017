import { useId, useState } from 'react';
import { addToCart } from '~/features/cart/cart.store';
import QuantityStepper from '~/features/cart/QuantityStepper';
import { messages } from '~/lib/messages';
import { formatEuro, perPieceCents } from '~/lib/money';

export interface PurchasableProduct {
  id: number;
  slug: string;
  name: string;
  price_cents: number;
  image_urls: string[];
  in_stock: boolean;
  /** Pieces per package: the price per piece is shown under the price. */
  in_package: number;
  variations: {
    id: number;
    name: string;
    price_cents: number;
    in_stock: boolean;
    attributes: Record<string, string>;
  }[];
}

/**
 * Price, variation chooser, quantity and add-to-cart of the product page (spec
 * sections 2, 4, 9): radio cards for 2 variations, a dropdown for more, nothing for 1.
 */
export default function ProductPurchase({ product }: { product: PurchasableProduct }) {
  const ids = useId();
  const { variations } = product;
  const [variationId, setVariationId] = useState<number | null>(
    (variations.find((variation) => variation.in_stock) ?? variations[0])?.id ?? null,
  );
  const [quantity, setQuantity] = useState(1);
  const variation = variations.find((candidate) => candidate.id === variationId) ?? null;
  const priceCents = variation?.price_cents ?? product.price_cents;
  const available = variation ? variation.in_stock : product.in_stock;

  const add = () => {
    const chosen = Math.max(1, quantity);
    addToCart({
      id: variation?.id ?? product.id,
      product_id: product.id,
      product_variation_id: variation?.id ?? null,
      is_variation: variation !== null,
      name: product.name,
      display_name: variation && variations.length > 1 ? `${product.name} - ${variation.name}` : product.name,
      variation_name: variation?.name ?? null,
      variation_attributes: variation?.attributes ?? null,
      slug: product.slug,
      price: priceCents / 100,
      quantity: chosen,
      initialQuantity: chosen,
      image_url: product.image_urls[0] ?? null,
      image_urls: product.image_urls,
    });
    setQuantity(1);
    const announcer = document.getElementById('announcer');
    if (announcer) announcer.textContent = `${chosen} × ${product.name} is toegevoegd aan je winkelmand.`;
  };

  return (
    <div className="grid gap-5">
      <p>
        <span className="block text-3xl font-bold text-brand-800">{formatEuro(priceCents)}</span>
        {product.in_package > 1 && (
          <span className="block text-lg text-ink-soft">
            {messages.catalog.perPiece(
              formatEuro(perPieceCents(priceCents, product.in_package)),
              product.in_package,
            )}
          </span>
        )}
      </p>

      {variations.length === 2 && (
        <fieldset>
          <legend className="text-lg font-semibold">Kies je maat</legend>
          <div className="mt-2 grid grid-cols-2 gap-3">
            {variations.map((option) => (
              <label
                key={option.id}
                className={`cursor-pointer rounded-xl border-2 p-4 ${option.id === variationId ? 'border-brand-600 bg-brand-50' : 'border-surface-line bg-white'}`}
              >
                <input
                  type="radio"
                  name={`${ids}-variation`}
                  value={option.id}
                  checked={option.id === variationId}
                  onChange={() => setVariationId(option.id)}
                  className="sr-only"
                />
                <span className="block text-lg font-semibold">{option.name}</span>
                {option.attributes.dimensions && (
                  <span className="block text-base text-ink-soft">{option.attributes.dimensions}</span>
                )}
                {!option.in_stock && (
                  <span className="block text-base text-accent-700">Tijdelijk uitverkocht</span>
                )}
              </label>
            ))}
          </div>
        </fieldset>
      )}

      {variations.length > 2 && (
        <div>
          <label htmlFor={`${ids}-variation`} className="text-lg font-semibold">
            Kies je maat
          </label>
          <select
            id={`${ids}-variation`}
            value={variationId ?? ''}
            onChange={(event) => setVariationId(Number(event.target.value))}
            aria-describedby={`${ids}-variation-hint`}
            className="mt-2 block w-full min-w-0 rounded-lg border-2 border-surface-line bg-white px-3 py-3 text-lg"
          >
            {variations.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
                {option.attributes.dimensions ? ` (${shortDimensions(option.attributes.dimensions)})` : ''}
                {option.in_stock ? '' : ' - tijdelijk uitverkocht'}
              </option>
            ))}
          </select>
          <p id={`${ids}-variation-hint`} className="mt-1 text-base text-ink-soft">
            {messages.catalog.sizeHint}
          </p>
        </div>
      )}

      <div className="flex flex-wrap items-end gap-4">
        <div>
          <label htmlFor={`${ids}-quantity`} className="block text-lg font-semibold">
            Aantal
          </label>
          <div className="mt-2">
            <QuantityStepper
              id={`${ids}-quantity`}
              value={quantity}
              onChange={(value) => setQuantity(Math.max(1, value))}
              min={1}
              label="Aantal"
              size="large"
            />
          </div>
        </div>
        <button
          type="button"
          className="btn-primary min-w-48 flex-1 py-4 text-xl"
          onClick={add}
          disabled={!available}
        >
          {available ? 'In winkelmand' : 'Tijdelijk uitverkocht'}
        </button>
      </div>
    </div>
  );
}

/** 'Heupomvang 100-135 cm' -> '100-135 cm': short enough for the dropdown on a 320 px screen. */
function shortDimensions(dimensions: string): string {
  return dimensions.replace(/^heupomvang\s*/i, '');
}
