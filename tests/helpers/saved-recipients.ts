import type { SavedRecipient } from '~/features/recipients/recipients';

/** A recipient kept on the account, as GET /api/account/recipients lists it. */
export function savedRecipient(overrides: Partial<SavedRecipient> = {}): SavedRecipient {
  return {
    id: 3,
    label: 'Moeder',
    first_name: 'Els',
    last_name: 'de Vries',
    postcode: '1012 JS',
    house_number: '1',
    addition: 'A',
    street: 'Dam',
    city: 'Amsterdam',
    ...overrides,
  };
}
