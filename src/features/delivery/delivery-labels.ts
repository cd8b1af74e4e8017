// Light helpers an island uses, without the schemas beside them in their home module: zod must
// not reach the browser through a label or a normaliser (decision 033). Server code imports them here too.
import * as deliveryTexts from '~/lib/messages/delivery';
import type { DeliveryOption, PickupPoint } from './delivery';

/** How the shop names a delivery method: 'Brievenbuspakje'. */
export function methodLabel(method: string): string {
  return deliveryTexts.deliveryChoice.methods[method] ?? method;
}

/** A pickup point's address on one line. */
export function pickupPointAddress(point: Pick<PickupPoint, 'street' | 'postcode' | 'city'>): string {
  return `${point.street}, ${point.postcode} ${point.city}`;
}

/**
 * The method the checkout preselects: the cheapest one the goods can go by, among
 * home and letterbox (a pickup point needs a point chosen first). On a tie home stays: a letterbox
 * parcel is only suggested when it saves money, e.g. €3,50 instead of €5,00 for one small pack.
 */
export function suggestedMethod(options: DeliveryOption[]): 'home' | 'letterbox' {
  const home = options.find((option) => option.method === 'home');
  const letterbox = options.find((option) => option.method === 'letterbox');
  if (!home || !letterbox?.available) return 'home';
  return letterbox.price_cents < home.price_cents ? 'letterbox' : 'home';
}
