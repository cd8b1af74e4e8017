import { messages } from '~/lib/messages';
import { HttpError } from '~/server/http/errors';
import { log } from '~/server/log';
import type { PickupPoint } from './delivery';
import type { PickupPointProvider } from './pickup-points';

/** PostNL's retail network of Dutch pickup points (the lookup call needs it). */
const RETAIL_NETWORK = 'PNPNL-01';
const DAYS = [
  ['Monday', 'ma'],
  ['Tuesday', 'di'],
  ['Wednesday', 'wo'],
  ['Thursday', 'do'],
  ['Friday', 'vr'],
  ['Saturday', 'za'],
  ['Sunday', 'zo'],
] as const;

/** A location as PostNL's Locations API v2_1 answers it (only the fields read here). */
interface PostnlLocation {
  LocationCode?: number | string;
  Name?: string;
  Distance?: number;
  Address?: {
    Street?: string;
    HouseNr?: number | string;
    HouseNrExt?: string;
    Zipcode?: string;
    City?: string;
  };
  OpeningHours?: Partial<Record<(typeof DAYS)[number][0], { string?: string | string[] }>>;
}

interface PostnlAnswer {
  GetLocationsResult?: { ResponseLocation?: PostnlLocation | PostnlLocation[] };
  GetLocationResult?: { ResponseLocation?: PostnlLocation | PostnlLocation[] };
}

export interface PostnlOptions {
  apiKey: string;
  /** e.g. https://api.postnl.nl/shipment/v2_1/locations (or the sandbox, or a test fake). */
  baseUrl: string;
}

/** '1012JS' -> '1012 JS' (PostNL writes postcodes without the space). */
const spacedPostcode = (value: string) => value.replace(/^(\d{4})\s?([A-Za-z]{2})$/, '$1 $2').toUpperCase();

/** 'Monday: 09:00-18:00' per day -> 'ma 9.00-18.00', the way the shop writes times. */
function openingHoursOf(location: PostnlLocation): string[] {
  return DAYS.flatMap(([day, short]) => {
    const hours = location.OpeningHours?.[day]?.string;
    const list = (Array.isArray(hours) ? hours : hours ? [hours] : []).map((range) =>
      range.replace(/0?(\d{1,2}):(\d{2})/g, '$1.$2'),
    );
    return list.length > 0 ? [`${short} ${list.join(', ')}`] : [];
  });
}

/** One PostNL location as the shop's pickup point; null when it lacks what the order must keep. */
export function pickupPointOfPostnl(location: PostnlLocation): PickupPoint | null {
  const address = location.Address;
  if (!location.LocationCode || !location.Name || !address?.Street || !address.Zipcode || !address.City) {
    return null;
  }
  const house = [address.HouseNr, address.HouseNrExt].filter(Boolean).join(' ');
  return {
    id: String(location.LocationCode),
    name: location.Name,
    street: house ? `${address.Street} ${house}` : address.Street,
    postcode: spacedPostcode(address.Zipcode),
    city: address.City,
    openingHours: openingHoursOf(location),
    distanceMeters: typeof location.Distance === 'number' ? location.Distance : null,
  };
}

const locationsOf = (answer: PostnlAnswer): PostnlLocation[] => {
  const found = (answer.GetLocationsResult ?? answer.GetLocationResult)?.ResponseLocation;
  return Array.isArray(found) ? found : found ? [found] : [];
};

/**
 * PostNL's Locations API (REST, v2_1): GET /nearest for the points near a postcode, GET /lookup
 * for one point by its LocationCode. docs/delivery-pickup-points.md maps its fields onto the
 * shop's pickup point. A failure answers 503 with a Dutch message (the shopper can choose
 * another method), never a list that silently lacks points.
 */
export function createPostnlPickupPoints({ apiKey, baseUrl }: PostnlOptions): PickupPointProvider {
  const ask = async (path: string, query: Record<string, string>): Promise<PostnlAnswer | null> => {
    const url = new URL(`${baseUrl.replace(/\/$/, '')}/${path}`);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    try {
      const response = await fetch(url, {
        headers: { apikey: apiKey, Accept: 'application/json' },
        signal: AbortSignal.timeout(5000),
      });
      // PostNL answers an unknown location code with a 4xx and an error list.
      if (response.status === 400 || response.status === 404) return null;
      if (!response.ok) throw new Error(`PostNL answered ${response.status}`);
      return (await response.json()) as PostnlAnswer;
    } catch (error) {
      log.warn('PostNL Locations API failed', { path, error: String(error) });
      throw new HttpError(503, messages.deliveryChoice.pickupFailed);
    }
  };
  return {
    name: 'postnl',
    async nearby(postcode, limit) {
      const answer = await ask('nearest', {
        CountryCode: 'NL',
        PostalCode: postcode.replace(/\s/g, ''),
        // PG: pickup at a PostNL point (Pakketpunt).
        DeliveryOptions: 'PG',
      });
      return (answer ? locationsOf(answer) : [])
        .flatMap((location) => pickupPointOfPostnl(location) ?? [])
        .slice(0, limit);
    },
    async byId(id) {
      if (!/^\d{1,12}$/.test(id)) return null;
      const answer = await ask('lookup', { LocationCode: id, RetailNetworkID: RETAIL_NETWORK });
      const [location] = answer ? locationsOf(answer) : [];
      return location ? pickupPointOfPostnl(location) : null;
    },
  };
}
