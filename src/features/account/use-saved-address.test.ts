import { describe, expect, it } from 'vitest';
import { prefillAddress, withoutStaleAddition } from './use-saved-address';

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

describe('withoutStaleAddition', () => {
  const filled = { postcode: '1012 JS', houseNumber: '7', addition: 'B' };
  it('drops the saved addition once another postcode or house number is typed', () => {
    expect(withoutStaleAddition({ ...filled, houseNumber: '9' }, saved).addition).toBe('');
    expect(withoutStaleAddition({ ...filled, postcode: '3511 AB' }, saved).addition).toBe('');
  });
  it('keeps it for the same address (however spaced) and keeps an addition typed anew', () => {
    expect(withoutStaleAddition({ ...filled, postcode: '1012js' }, saved)).toEqual({
      ...filled,
      postcode: '1012js',
    });
    const typedAnew = { ...filled, houseNumber: '9', addition: 'C' };
    expect(withoutStaleAddition(typedAnew, saved)).toBe(typedAnew);
    expect(withoutStaleAddition({ ...filled, houseNumber: '9' }, null).addition).toBe('B');
  });
});
