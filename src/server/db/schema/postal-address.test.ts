import { getTableColumns, type Table } from 'drizzle-orm';
import { pgTable } from 'drizzle-orm/pg-core';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { PostalAddress } from '~/lib/postal-address';
import { orderRecipients, orders, savedRecipients, trialRequests } from '.';
import { postalAddressColumns } from './postal-address';

/** Each address column as the database sees it: its type and whether it may be empty. */
function addressColumnsOf(table: Table) {
  const columns = getTableColumns(table);
  return Object.keys(postalAddressColumns()).map((key) => {
    const column = columns[key];
    return { key, type: column?.getSQLType(), notNull: column?.notNull };
  });
}

describe('the postal address columns', () => {
  it('are the same in every table that keeps an address', () => {
    const expected = addressColumnsOf(pgTable('probe', postalAddressColumns()));
    expect(expected.map((column) => column.type)).toEqual(['text', 'text', 'text', 'text', 'text']);
    for (const [name, table] of Object.entries({ orders, orderRecipients, savedRecipients, trialRequests })) {
      expect(addressColumnsOf(table), name).toEqual(expected);
    }
  });

  it('read back as a PostalAddress', () => {
    expectTypeOf<Pick<typeof orders.$inferSelect, keyof PostalAddress>>().toEqualTypeOf<PostalAddress>();
    expectTypeOf<
      Pick<typeof orderRecipients.$inferSelect, keyof PostalAddress>
    >().toEqualTypeOf<PostalAddress>();
    expectTypeOf<
      Pick<typeof savedRecipients.$inferSelect, keyof PostalAddress>
    >().toEqualTypeOf<PostalAddress>();
    expectTypeOf<
      Pick<typeof trialRequests.$inferSelect, keyof PostalAddress>
    >().toEqualTypeOf<PostalAddress>();
  });
});
