import { useEffect, useState } from 'react';
import { type CartItem, lineItemsOf } from '~/features/cart/cart';
import type { DeliveryChoiceInput } from '~/features/delivery/delivery';
import { apiErrorBody } from '~/lib/http';
import { fetchQuote } from './checkout.actions';
import type { CheckoutQuote } from './pricing';

/** Waits this long after the last change (a quantity stepper held down) before asking. */
const QUOTE_DELAY_MS = 150;

/**
 * The cart priced by the server (POST /api/checkout/quote), asked again whenever the cart
 * changes. An answer that arrives after a newer change is dropped. A refused quote (a product
 * no longer sold) gives its message, shown in the summary.
 */
export function useQuote(
  items: CartItem[],
  /** The choices the server prices: delivery, a discount code and the e-mail address its limit needs. */
  choices: { delivery?: DeliveryChoiceInput; discount_code?: string | null; email?: string } = {},
): { quote: CheckoutQuote | null; quoteError: string } {
  const [quote, setQuote] = useState<CheckoutQuote | null>(null);
  const [quoteError, setQuoteError] = useState('');
  const request = JSON.stringify({ lineItems: lineItemsOf(items), ...choices });

  useEffect(() => {
    if (items.length === 0) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchQuote(request, controller.signal)
        .then((answer) => {
          setQuote(answer);
          setQuoteError('');
        })
        .catch(async (failure: unknown) => {
          if (controller.signal.aborted) return;
          setQuote(null);
          setQuoteError((await apiErrorBody(failure))?.message ?? '');
        });
    }, QUOTE_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [request, items.length]);

  return { quote, quoteError };
}
