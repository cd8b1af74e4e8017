import { useCallback, useEffect, useRef, useState } from 'react';
import { apiErrorBody } from '~/lib/http';
import * as deliveryTexts from '~/lib/messages/delivery';
import { normalizePostcode } from '~/lib/postcode-format';
import type { DeliveryChoiceInput, PickupPoint } from './delivery';
import { findPickupPoints } from './delivery.actions';
import type { DeliveryMethod } from './delivery-price';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { deliveryChoice: deliveryTexts.deliveryChoice };

const text = messages.deliveryChoice;
export type PointsLookup = 'idle' | 'loading' | 'found' | 'none' | 'failed';

/**
 * The checkout's delivery choice: the method, and for a pickup point the postcode searched
 * (the address's postcode until the shopper types another) and the point chosen. The server
 * prices and checks the choice (the quote); this only keeps what the shopper picked.
 */
export function useDelivery(addressPostcode: string) {
  const [method, setMethod] = useState<DeliveryMethod>('home');
  // Until the shopper picks a method, the checkout may preselect the cheapest that fits.
  const [picked, setPicked] = useState(false);
  const [postcode, setPostcode] = useState('');
  const [postcodeTyped, setPostcodeTyped] = useState(false);
  const [points, setPoints] = useState<PickupPoint[]>([]);
  const [lookup, setLookup] = useState<PointsLookup>('idle');
  const [lookupError, setLookupError] = useState('');
  const [pickupPointId, setPickupPointId] = useState<string | null>(null);
  const searched = useRef('');

  // The address's postcode fills the pickup search until the shopper types their own.
  useEffect(() => {
    if (!postcodeTyped) setPostcode(addressPostcode);
  }, [addressPostcode, postcodeTyped]);

  const findPoints = useCallback(async (value: string) => {
    const normalized = normalizePostcode(value);
    if (!normalized) {
      setLookup('failed');
      setLookupError(text.invalidPostcode);
      return;
    }
    if (normalized === searched.current) return;
    searched.current = normalized;
    setLookup('loading');
    setLookupError('');
    try {
      const points = await findPickupPoints(normalized);
      setPoints(points);
      setLookup(points.length > 0 ? 'found' : 'none');
      // Nothing is chosen for the shopper: a point picked earlier stays only if it is still listed.
      setPickupPointId((current) => (points.some((point) => point.id === current) ? current : null));
    } catch (failure) {
      searched.current = '';
      setLookup('failed');
      setLookupError((await apiErrorBody(failure))?.message ?? text.pickupFailed);
    }
  }, []);

  // Choosing a pickup point looks up the points near the postcode at once.
  useEffect(() => {
    if (method === 'pickup' && postcode && lookup === 'idle') void findPoints(postcode);
  }, [method, postcode, lookup, findPoints]);

  const typePostcode = (value: string) => {
    setPostcode(value);
    setPostcodeTyped(true);
    if (lookup === 'failed') setLookupError('');
  };

  /** What the quote and the order are asked for; pickup without a point yet is priced as home. */
  const choice: DeliveryChoiceInput =
    method === 'pickup' && pickupPointId
      ? { method, pickup_point_id: pickupPointId }
      : { method: method === 'pickup' ? 'home' : method };

  /** The shopper's own choice: no suggestion replaces it afterwards. */
  const choose = useCallback((next: DeliveryMethod) => {
    setPicked(true);
    setMethod(next);
  }, []);
  /** The checkout's choice for the shopper (cheapest that fits, or home when the cart no longer fits). */
  const suggest = useCallback((next: DeliveryMethod) => setMethod(next), []);

  return {
    method,
    choose,
    suggest,
    /** Whether the method shown is the shopper's own choice. */
    picked,
    postcode,
    typePostcode,
    findPoints,
    points,
    lookup,
    lookupError,
    pickupPointId,
    choosePoint: setPickupPointId,
    choice,
    /** Pickup is chosen but no point yet: the order cannot be placed. */
    missingPoint: method === 'pickup' && !pickupPointId,
  };
}
