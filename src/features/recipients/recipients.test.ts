import { describe, expect, it } from 'vitest';
import { addressLines } from '~/lib/postal-address';
import { checkoutRecipientSchema, recipientAddressOf, recipientName } from './recipients';

const typed = {
  first_name: ' Anna ',
  last_name: 'de Vries',
  postcode: '1234ab',
  house_number: '12',
  addition: '',
  street: 'Dorpsstraat',
  city: 'Ergens',
};

describe('recipients', () => {
  it('reads a typed recipient as the domain names it, postcode normalized, empty addition as none', () => {
    const parsed = checkoutRecipientSchema.parse(typed);
    expect(recipientAddressOf(parsed)).toEqual({
      firstName: 'Anna',
      lastName: 'de Vries',
      street: 'Dorpsstraat',
      streetNumber: '12',
      streetAddition: null,
      postcode: '1234 AB',
      city: 'Ergens',
      country: 'Nederland',
    });
    expect(parsed.save_as).toBeNull();
  });

  it('refuses a recipient without a name, with a Dutch reason on the field', () => {
    const result = checkoutRecipientSchema.safeParse({ ...typed, first_name: ' ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['first_name']);
    expect(result.error?.issues[0]?.message).toBe('Vul de voornaam van de ontvanger in.');
  });

  it('writes name and address the way a parcel label does', () => {
    const address = recipientAddressOf(checkoutRecipientSchema.parse({ ...typed, addition: 'A' }));
    expect(recipientName(address)).toBe('Anna de Vries');
    expect(addressLines(address)).toEqual(['Dorpsstraat 12 A', '1234 AB Ergens']);
  });
});
