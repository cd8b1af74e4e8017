import { z } from 'zod';
import { shipping } from '~/config/shop';
import { messages } from '~/lib/messages';
import { DELIVERY_METHODS, type DeliveryMethod, deliveryCents } from './delivery-price';

const text = messages.deliveryChoice;

/** A pickup point as a provider describes it (the local list, PostNL's Locations API). */
export interface PickupPoint {
  id: string;
  name: string;
  /** Street and house number, e.g. 'Damstraat 12'. */
  street: string;
  postcode: string;
  city: string;
  /** One line per day or range of days, e.g. 'ma-za 9.00-18.00'. */
  openingHours: string[];
  /** Distance from the searched postcode in metres, when the provider knows it. */
  distanceMeters?: number | null;
}

/** The pickup point as the order keeps it: what it was when the shopper chose it. */
export type PickupPointSnapshot = Pick<
  PickupPoint,
  'id' | 'name' | 'street' | 'postcode' | 'city' | 'openingHours'
>;

export function snapshotOf(point: PickupPoint): PickupPointSnapshot {
  const { id, name, street, postcode, city, openingHours } = point;
  return { id, name, street, postcode, city, openingHours };
}

/** The delivery choice of a quote or an order submission; leaving it out means home delivery. */
export const deliveryChoiceSchema = z
  .object({
    method: z.enum(DELIVERY_METHODS, text.unknownMethod),
    pickup_point_id: z
      .string()
      .trim()
      .min(1)
      .max(40)
      .regex(/^[\w-]+$/, text.unknownPickupPoint)
      .nullish(),
  })
  .refine((choice) => choice.method !== 'pickup' || Boolean(choice.pickup_point_id), {
    message: text.choosePickupPoint,
    path: ['pickup_point_id'],
  });

export type DeliveryChoiceInput = z.infer<typeof deliveryChoiceSchema>;

/** The delivery as the domain reads it. */
export interface DeliveryChoice {
  method: DeliveryMethod;
  pickupPointId: string | null;
}

export const HOME_DELIVERY: DeliveryChoice = { method: 'home', pickupPointId: null };

export function deliveryChoiceOf(input: DeliveryChoiceInput | null | undefined): DeliveryChoice {
  return input ? { method: input.method, pickupPointId: input.pickup_point_id ?? null } : HOME_DELIVERY;
}

/** What the letterbox rule needs of a line. */
export interface DeliveryLine {
  displayName: string;
  quantity: number;
  fitsLetterbox: boolean;
}

/**
 * Why the lines cannot go as a letterbox parcel, or null when they can: every line must be
 * flagged as fitting (per variation, or per product without variations) and together they
 * may be at most shipping.letterboxMaxItems items.
 */
export function letterboxRefusal(lines: DeliveryLine[]): string | null {
  if (lines.length === 0) return text.letterboxNotAvailable;
  const misfits = lines.filter((line) => !line.fitsLetterbox).map((line) => line.displayName);
  if (misfits.length > 0) return text.letterboxDoesNotFit(misfits.join(', '));
  const items = lines.reduce((sum, line) => sum + line.quantity, 0);
  if (items > shipping.letterboxMaxItems) return text.letterboxTooMany(shipping.letterboxMaxItems);
  return null;
}

/** One method as the checkout lists it: its price for these goods and whether it can be chosen. */
export interface DeliveryOption {
  method: DeliveryMethod;
  label: string;
  price_cents: number;
  available: boolean;
  /** Why it cannot be chosen (letterbox: not everything fits). */
  reason: string | null;
}

export function deliveryOptions(lines: DeliveryLine[], goodsCents: number): DeliveryOption[] {
  return DELIVERY_METHODS.map((method) => {
    const reason = method === 'letterbox' ? letterboxRefusal(lines) : null;
    return {
      method,
      label: methodLabel(method),
      price_cents: deliveryCents(method, goodsCents),
      available: reason === null,
      reason,
    };
  });
}

/**
 * The method the checkout preselects (issue 36): the cheapest one the goods can go by, among
 * home and letterbox (a pickup point needs a point chosen first). On a tie home stays: a letterbox
 * parcel is only suggested when it saves money, e.g. €3,50 instead of €5,00 for one small pack.
 */
export function suggestedMethod(options: DeliveryOption[]): 'home' | 'letterbox' {
  const home = options.find((option) => option.method === 'home');
  const letterbox = options.find((option) => option.method === 'letterbox');
  if (!home || !letterbox?.available) return 'home';
  return letterbox.price_cents < home.price_cents ? 'letterbox' : 'home';
}

export function methodLabel(method: string): string {
  return text.methods[method] ?? method;
}

/** The shipping line of an invoice or a mail, named by the method: 'Verzendkosten (brievenbuspakje)'. */
export function shippingLineLabel(method: string): string {
  return text.shippingLine(methodLabel(method));
}

/**
 * A PostNL barcode, lightly checked: a domestic '3S' code (3S + 4 customer characters + digits)
 * or an international S10 code (two letters, nine digits, two letters: 'LA123456789NL').
 */
export function normalizeBarcode(value: string): string | null {
  const barcode = value.replace(/[\s-]/g, '').toUpperCase();
  return /^3S[A-Z0-9]{4}\d{6,15}$/.test(barcode) || /^[A-Z]{2}\d{9}[A-Z]{2}$/.test(barcode) ? barcode : null;
}

/**
 * The PostNL tracking page of a parcel: barcode, destination country and the receiver's
 * postcode without space, e.g. https://jouw.postnl.nl/track-and-trace/3SZORG123456789-NL-1012JS.
 * Null when the code is no PostNL barcode (then only the code itself is shown).
 */
export function trackingUrl(barcode: string | null | undefined, postcode: string): string | null {
  const code = barcode ? normalizeBarcode(barcode) : null;
  if (!code) return null;
  const compact = postcode.replace(/\s/g, '').toUpperCase();
  return `https://jouw.postnl.nl/track-and-trace/${encodeURIComponent(code)}-NL-${encodeURIComponent(compact)}`;
}

/** A pickup point's address on one line. */
export function pickupPointAddress(point: Pick<PickupPoint, 'street' | 'postcode' | 'city'>): string {
  return `${point.street}, ${point.postcode} ${point.city}`;
}
