import { and, eq } from 'drizzle-orm';
import { db } from '~/server/db';
import { postcodeAddresses } from '~/server/db/schema';
import { env } from '~/server/env';
import { log } from '~/server/log';

export interface AddressQuery {
  /** Normalised: '1012 JS' */
  postcode: string;
  houseNumber: number;
  addition: string | null;
}

export interface FoundAddress {
  street: string;
  city: string;
}

/** Postcode + house number -> street and city. Null when nothing is found (the shopper then types them). */
export type AddressProvider = (query: AddressQuery) => Promise<FoundAddress | null>;

/** The embedded default: a local table seeded with demo addresses. */
export const localAddressProvider: AddressProvider = async ({ postcode, houseNumber }) => {
  const [row] = await (await db())
    .select({ street: postcodeAddresses.street, city: postcodeAddresses.city })
    .from(postcodeAddresses)
    .where(and(eq(postcodeAddresses.postcode, postcode), eq(postcodeAddresses.houseNumber, houseNumber)))
    .limit(1);
  return row ?? null;
};

/** PDOK Locatieserver (free, no key): the Dutch government's address register. */
export const pdokAddressProvider: AddressProvider = async ({ postcode, houseNumber, addition }) => {
  const url = new URL(env().PDOK_URL);
  const query = `postcode:${postcode.replace(' ', '')} and huisnummer:${houseNumber}${addition ? ` and huisnummertoevoeging:${addition}` : ''}`;
  url.searchParams.set('q', query);
  url.searchParams.set('fq', 'type:adres');
  url.searchParams.set('rows', '1');
  url.searchParams.set('fl', 'straatnaam,woonplaatsnaam');
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(3000) });
    if (!response.ok) throw new Error(`PDOK answered ${response.status}`);
    const body = (await response.json()) as {
      response?: { docs?: { straatnaam?: string; woonplaatsnaam?: string }[] };
    };
    const doc = body.response?.docs?.[0];
    return doc?.straatnaam && doc.woonplaatsnaam
      ? { street: doc.straatnaam, city: doc.woonplaatsnaam }
      : null;
  } catch (error) {
    // Never a dead end: without an answer the shopper types street and city.
    log.warn('address lookup failed', { provider: 'pdok', error });
    return null;
  }
};

/**
 * The additions that exist at a postcode and house number, upper-case ('' for the number without
 * one); [] when the address is unknown; null when the lookup cannot answer now (decision 028:
 * a household is a real address).
 */
export type AdditionsLookup = (postcode: string, houseNumber: number) => Promise<string[] | null>;

export const localAdditions: AdditionsLookup = async (postcode, houseNumber) => {
  const rows = await (await db())
    .select({ addition: postcodeAddresses.addition })
    .from(postcodeAddresses)
    .where(and(eq(postcodeAddresses.postcode, postcode), eq(postcodeAddresses.houseNumber, houseNumber)));
  return rows.map((row) => row.addition.toUpperCase());
};

/** PDOK: every address object at the number, its huisletter and huisnummertoevoeging joined. */
export const pdokAdditions: AdditionsLookup = async (postcode, houseNumber) => {
  const url = new URL(env().PDOK_URL);
  url.searchParams.set('q', `postcode:${postcode.replace(' ', '')} and huisnummer:${houseNumber}`);
  url.searchParams.set('fq', 'type:adres');
  url.searchParams.set('rows', '100');
  url.searchParams.set('fl', 'huisletter,huisnummertoevoeging');
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(3000) });
    if (!response.ok) throw new Error(`PDOK answered ${response.status}`);
    const body = (await response.json()) as {
      response?: { docs?: { huisletter?: string; huisnummertoevoeging?: string }[] };
    };
    return (body.response?.docs ?? []).map((doc) =>
      `${doc.huisletter ?? ''}${doc.huisnummertoevoeging ?? ''}`.toUpperCase(),
    );
  } catch (error) {
    log.warn('address lookup failed', { provider: 'pdok', error });
    return null;
  }
};

export function additionsLookup(): AdditionsLookup {
  return env().ADDRESS_PROVIDER === 'pdok' ? pdokAdditions : localAdditions;
}

export function addressProvider(): AddressProvider {
  return env().ADDRESS_PROVIDER === 'pdok' ? pdokAddressProvider : localAddressProvider;
}

/** Demo addresses of the embedded lookup (listed in the README). */
export const DEMO_ADDRESSES: {
  postcode: string;
  houseNumbers: [number, number];
  street: string;
  city: string;
}[] = [
  { postcode: '1012 JS', houseNumbers: [1, 40], street: 'Dam', city: 'Amsterdam' },
  { postcode: '1016 DV', houseNumbers: [200, 240], street: 'Keizersgracht', city: 'Amsterdam' },
  { postcode: '3511 LX', houseNumbers: [1, 30], street: 'Oudegracht', city: 'Utrecht' },
  { postcode: '2511 CV', houseNumbers: [1, 30], street: 'Lange Voorhout', city: 'Den Haag' },
  { postcode: '3011 AD', houseNumbers: [1, 60], street: 'Coolsingel', city: 'Rotterdam' },
  { postcode: '9711 LM', houseNumbers: [1, 40], street: 'Grote Markt', city: 'Groningen' },
  { postcode: '5611 EM', houseNumbers: [1, 40], street: 'Stratumseind', city: 'Eindhoven' },
  { postcode: '8011 CW', houseNumbers: [1, 40], street: 'Diezerstraat', city: 'Zwolle' },
];
