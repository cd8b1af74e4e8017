import { describe, expect, it } from 'vitest';
import { shipping } from '~/config/shop';
import { shippingCents } from '~/features/cart/cart';
import { suggestedMethod } from '~/features/delivery/delivery-labels';
import {
  deliveryChoiceSchema,
  deliveryOptions,
  letterboxRefusal,
  normalizeBarcode,
  shippingLineLabel,
  trackingUrl,
} from './delivery';
import { deliveryCents } from './delivery-price';
import { createLocalPickupPoints } from './pickup-points';
import { LOCAL_PICKUP_POINTS } from './pickup-points.data';

const pads = { displayName: 'Inlegverband (Normal)', quantity: 1, fitsLetterbox: true };
const pants = { displayName: 'Pants (M)', quantity: 1, fitsLetterbox: false };

describe('the shipping rule per method', () => {
  it('charges each method its configured price below the free-shipping amount', () => {
    expect(deliveryCents('home', 4999)).toBe(500);
    expect(deliveryCents('letterbox', 4999)).toBe(350);
    expect(deliveryCents('pickup', 4999)).toBe(395);
  });

  it('makes every method free from the free-shipping amount', () => {
    for (const method of ['home', 'letterbox', 'pickup'] as const) {
      expect(deliveryCents(method, shipping.freeFromCents)).toBe(0);
      expect(deliveryCents(method, shipping.freeFromCents - 1)).toBeGreaterThan(0);
    }
  });

  it('is the rule behind the cart fallback (home delivery)', () => {
    expect(shippingCents(1000)).toBe(deliveryCents('home', 1000));
    expect(shippingCents(6000)).toBe(0);
  });
});

describe('letterbox fit', () => {
  it('allows a letterbox parcel when every line fits and there are few enough items', () => {
    expect(letterboxRefusal([pads])).toBeNull();
    expect(letterboxRefusal([{ ...pads, quantity: shipping.letterboxMaxItems }])).toBeNull();
  });

  it('names the products that do not fit', () => {
    expect(letterboxRefusal([pads, pants])).toContain('Pants (M)');
    expect(letterboxRefusal([pads, pants])).not.toContain('Inlegverband');
  });

  it('refuses more items than a letterbox parcel holds', () => {
    expect(letterboxRefusal([{ ...pads, quantity: shipping.letterboxMaxItems + 1 }])).toMatch(/maximaal/);
  });

  it('lists every method with price, availability and the reason letterbox is not possible', () => {
    const options = deliveryOptions([pants], 2000);
    expect(options.map((option) => option.method)).toEqual(['home', 'letterbox', 'pickup']);
    expect(options[1]).toMatchObject({
      available: false,
      price_cents: 350,
      reason: expect.stringContaining('Pants'),
    });
    expect(
      deliveryOptions([pads], 9000).every((option) => option.available && option.price_cents === 0),
    ).toBe(true);
  });
});

describe('the delivery choice', () => {
  it('needs a pickup point for pickup and knows only the three methods', () => {
    expect(deliveryChoiceSchema.safeParse({ method: 'pickup' }).success).toBe(false);
    expect(deliveryChoiceSchema.safeParse({ method: 'pickup', pickup_point_id: 'ZZ-1012' }).success).toBe(
      true,
    );
    expect(deliveryChoiceSchema.safeParse({ method: 'drone' }).success).toBe(false);
    expect(deliveryChoiceSchema.safeParse({ method: 'home', pickup_point_id: '<x>' }).success).toBe(false);
  });

  it('names the shipping line by its method', () => {
    expect(shippingLineLabel('letterbox')).toBe('Verzendkosten (brievenbuspakje)');
  });
});

describe('tracking', () => {
  it('accepts PostNL barcodes lightly and refuses anything else', () => {
    expect(normalizeBarcode('3s zorg 123456789')).toBe('3SZORG123456789');
    expect(normalizeBarcode('LA123456789NL')).toBe('LA123456789NL');
    expect(normalizeBarcode('hello')).toBeNull();
    expect(normalizeBarcode('3SABCD')).toBeNull();
  });

  it('builds the PostNL tracking link from barcode and postcode', () => {
    expect(trackingUrl('3SZORG123456789', '1012 JS')).toBe(
      'https://jouw.postnl.nl/track-and-trace/3SZORG123456789-NL-1012JS',
    );
    expect(trackingUrl('not-a-barcode', '1012 JS')).toBeNull();
    expect(trackingUrl(null, '1012 JS')).toBeNull();
  });
});

describe('local pickup points', () => {
  const provider = createLocalPickupPoints();

  it('has a sensible list across the country with unique ids', () => {
    expect(LOCAL_PICKUP_POINTS.length).toBeGreaterThanOrEqual(30);
    expect(new Set(LOCAL_PICKUP_POINTS.map((point) => point.id)).size).toBe(LOCAL_PICKUP_POINTS.length);
  });

  it('answers the nearest points by postcode number, nearest first', async () => {
    const near = await provider.nearby('3512 AB', 3);
    expect(near).toHaveLength(3);
    expect(near[0]!.city).toBe('Utrecht');
    expect((await provider.nearby('9712 CP', 1))[0]!.city).toBe('Groningen');
  });

  it('finds a point by id, and nothing for an unknown id', async () => {
    expect(await provider.byId('ZZ-1012')).toMatchObject({ name: 'Tabakszaak De Dam' });
    expect(await provider.byId('nope')).toBeNull();
  });
});

describe('suggestedMethod', () => {
  const option = (method: 'home' | 'letterbox' | 'pickup', price_cents: number, available = true) => ({
    method,
    label: method,
    price_cents,
    available,
    reason: available ? null : 'past niet',
  });

  it('preselects the letterbox parcel when the goods fit and it is cheaper', () => {
    expect(suggestedMethod([option('home', 500), option('letterbox', 350), option('pickup', 300)])).toBe(
      'letterbox',
    );
  });

  it('keeps home delivery when the letterbox parcel does not fit or costs the same', () => {
    expect(suggestedMethod([option('home', 500), option('letterbox', 350, false)])).toBe('home');
    expect(suggestedMethod([option('home', 0), option('letterbox', 0)])).toBe('home');
    expect(suggestedMethod([])).toBe('home');
  });
});
