import { useEffect, useId } from 'react';
import Field from '~/components/form/Field';
import { fieldStyles } from '~/components/form/field-styles';
import type { Checkout } from '~/features/checkout/use-checkout';
import * as addressTexts from '~/lib/messages/address';
import * as deliveryTexts from '~/lib/messages/delivery';
import { formatEuro } from '~/lib/money';
import type { DeliveryOption } from './delivery';
import { methodLabel, pickupPointAddress, suggestedMethod } from './delivery-labels';
import { DELIVERY_METHODS } from './delivery-price';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { addressFields: addressTexts.addressFields, deliveryChoice: deliveryTexts.deliveryChoice };

const text = messages.deliveryChoice;
const card =
  'flex cursor-pointer items-start gap-4 rounded-xl border-2 p-4 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-700 has-[:focus-visible]:outline-offset-2';

/**
 * "Bezorging": home, letterbox parcel or pickup point, each with the price the server quoted
 * for this cart. Letterbox says why it cannot be chosen; pickup searches points by postcode.
 */
export default function DeliveryChoice({ checkout }: { checkout: Checkout }) {
  const ids = useId();
  const { delivery, quote, quoteError, errors } = checkout;
  const options = new Map<string, DeliveryOption>((quote?.delivery_options ?? []).map((o) => [o.method, o]));

  // The cart changed and no longer fits a letterbox: the server refused it, home delivery it is.
  useEffect(() => {
    if (quoteError && delivery.method === 'letterbox') delivery.suggest('home');
  }, [quoteError, delivery]);

  // Until the shopper chooses, the cheapest method the goods fit is preselected.
  const suggestion = quote ? suggestedMethod(quote.delivery_options) : null;
  useEffect(() => {
    if (suggestion && !delivery.picked && delivery.method !== suggestion) delivery.suggest(suggestion);
  }, [suggestion, delivery]);
  const letterboxOption = options.get('letterbox');
  const homeOption = options.get('home');
  const explainLetterbox =
    !delivery.picked &&
    delivery.method === 'letterbox' &&
    suggestion === 'letterbox' &&
    letterboxOption &&
    homeOption;

  return (
    <fieldset>
      <legend className="text-2xl font-bold">{text.legend}</legend>
      {explainLetterbox && (
        <p className="mt-2 rounded-xl bg-brand-50 p-4 text-lg" data-delivery-suggestion>
          {text.letterboxSuggested(
            formatEuro(letterboxOption.price_cents),
            formatEuro(homeOption.price_cents),
          )}
        </p>
      )}
      <div className="mt-3 grid gap-3">
        {DELIVERY_METHODS.map((method) => {
          const option = options.get(method);
          const unavailable = option?.available === false;
          const chosen = delivery.method === method;
          return (
            <label
              key={method}
              className={`${card} ${unavailable ? 'cursor-not-allowed bg-surface-soft' : ''} ${chosen ? 'border-brand-600 bg-brand-50' : 'border-surface-line'}`}
            >
              <input
                type="radio"
                name="delivery_method"
                value={method}
                checked={chosen}
                disabled={unavailable}
                onChange={() => delivery.choose(method)}
                aria-describedby={`${ids}-${method}-hint`}
                className="mt-1 h-5 w-5 flex-none accent-brand-600"
              />
              <span className="grid min-w-0 flex-1 gap-1">
                <span className="flex flex-wrap items-baseline justify-between gap-x-4">
                  <span className="text-lg font-semibold">{methodLabel(method)}</span>
                  {option && (
                    <span className="text-lg font-semibold">
                      {option.price_cents === 0 ? text.free : formatEuro(option.price_cents)}
                    </span>
                  )}
                </span>
                <span id={`${ids}-${method}-hint`} className="text-base text-ink-soft">
                  {unavailable && option?.reason ? option.reason : text.hints[method]}
                </span>
              </span>
            </label>
          );
        })}
      </div>
      {delivery.method === 'pickup' && <PickupPoints checkout={checkout} error={errors.pickup_point} />}
    </fieldset>
  );
}

function PickupPoints({ checkout, error }: { checkout: Checkout; error?: string }) {
  const ids = useId();
  const { delivery } = checkout;
  return (
    <div className="mt-5 grid gap-4">
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end">
        <Field
          name="pickup_postcode"
          label={text.pickupPostcode}
          required={false}
          autoComplete="off"
          placeholder={messages.addressFields.postcodePlaceholder}
          value={delivery.postcode}
          hint={text.pickupPostcodeHint}
          error={delivery.lookup === 'failed' ? delivery.lookupError : undefined}
          onChange={(event) => delivery.typePostcode(event.target.value)}
          onKeyDown={(event) => {
            // Enter searches; it does not place the order.
            if (event.key !== 'Enter') return;
            event.preventDefault();
            void delivery.findPoints(delivery.postcode);
          }}
        />
        <button
          type="button"
          className="btn-secondary py-3 sm:mb-8"
          onClick={() => void delivery.findPoints(delivery.postcode)}
        >
          {text.findPickupPoints}
        </button>
      </div>
      <p role="status" className="text-lg">
        {delivery.lookup === 'loading'
          ? text.pickupSearching
          : delivery.lookup === 'none'
            ? text.pickupNoneFound
            : ''}
      </p>
      {delivery.points.length > 0 && (
        <fieldset aria-describedby={error ? `${ids}-error` : undefined}>
          <legend className="text-xl font-bold">{text.pickupLegend}</legend>
          <div className="mt-3 grid gap-3">
            {delivery.points.map((point) => {
              const chosen = delivery.pickupPointId === point.id;
              return (
                <label
                  key={point.id}
                  className={`${card} ${chosen ? 'border-brand-600 bg-brand-50' : error ? 'border-accent-600' : 'border-surface-line'}`}
                >
                  <input
                    type="radio"
                    name="pickup_point"
                    value={point.id}
                    checked={chosen}
                    onChange={() => delivery.choosePoint(point.id)}
                    aria-invalid={error ? true : undefined}
                    className="mt-1 h-5 w-5 flex-none accent-brand-600"
                  />
                  <span className="grid min-w-0 gap-1">
                    <span className="text-lg font-semibold">{point.name}</span>
                    <span className="text-base">{pickupPointAddress(point)}</span>
                    <span className="text-base text-ink-soft">
                      {text.openingHours}: {point.openingHours.join(' · ')}
                    </span>
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
      )}
      {error && (
        <p id={`${ids}-error`} className={fieldStyles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
