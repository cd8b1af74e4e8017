import { describe, expect, it } from 'vitest';
import { prefillAddress } from './use-saved-address';

const empty = { email: 'a@b.nl', postcode: '', houseNumber: '', addition: '', street: '', city: '' };
const saved = { postcode: '1012 JS', house_number: '7', addition: 'B', street: 'Dam', city: 'Amsterdam' };

describe('prefillAddress', () => {
  it('fills an empty checkout address with the saved one', () => {
    expect(prefillAddress(empty, saved)).toEqual({
      email: 'a@b.nl',
      postcode: '1012 JS',
      houseNumber: '7',
      addition: 'B',
      street: 'Dam',
      city: 'Amsterdam',
    });
  });
  it('leaves an address the shopper already started typing alone', () => {
    const typing = { ...empty, postcode: '3511' };
    expect(prefillAddress(typing, saved)).toBe(typing);
  });
});
