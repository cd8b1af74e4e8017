// Light helpers an island uses, without the schemas beside them in their home module: zod must
// not reach the browser through a label or a normaliser (decision 033). The home module re-exports them.
import * as deliveryTexts from '~/lib/messages/delivery';
import type { PickupPoint } from './delivery';

/** How the shop names a delivery method: 'Brievenbuspakje'. */
export function methodLabel(method: string): string {
  return deliveryTexts.deliveryChoice.methods[method] ?? method;
}

/** A pickup point's address on one line. */
export function pickupPointAddress(point: Pick<PickupPoint, 'street' | 'postcode' | 'city'>): string {
  return `${point.street}, ${point.postcode} ${point.city}`;
}
