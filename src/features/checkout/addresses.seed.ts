import type { Tx } from '~/server/db';
import { postcodeAddresses } from '~/server/db/schema';
import type { SeedModule } from '~/server/seed';
import { DEMO_ADDRESSES } from './address.server';

/** The embedded address lookup's table: a few real Dutch streets with ranges of house numbers. */
export const addressesSeed: SeedModule = {
  name: 'addresses',
  async run(tx: Tx) {
    const rows = DEMO_ADDRESSES.flatMap(({ postcode, houseNumbers: [from, to], street, city }) =>
      Array.from({ length: to - from + 1 }, (_, index) => ({
        postcode,
        houseNumber: from + index,
        street,
        city,
      })),
    );
    await tx.insert(postcodeAddresses).values(rows);
  },
};
