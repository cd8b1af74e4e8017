import { describe, expect, it } from 'vitest';
import { messages } from '~/lib/messages';
import { normalizePostcode } from '~/lib/postcode-format';
import { houseNumberSchema, postcodeSchema } from './postcode';

describe('normalizePostcode', () => {
  it('writes a Dutch postcode as 1234 AB', () => {
    expect(normalizePostcode(' 1012js ')).toBe('1012 JS');
    expect(normalizePostcode('1012 JS')).toBe('1012 JS');
  });

  it('refuses what is no Dutch postcode', () => {
    for (const value of ['0123 AB', '1012', '1012 SS', '1012 SA', 'abcd ef', '10123 JS']) {
      expect(normalizePostcode(value), value).toBeUndefined();
    }
  });
});

describe('postcodeSchema', () => {
  it('normalises, or answers the field message given', () => {
    expect(postcodeSchema().parse('3511lx')).toBe('3511 LX');
    const refused = postcodeSchema('Andere melding').safeParse('12');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('Andere melding');
    expect(postcodeSchema().safeParse(12).error?.issues[0]?.message).toBe(messages.form.invalidPostcode);
  });
});

describe('houseNumberSchema', () => {
  const schema = houseNumberSchema();
  const error = (value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

  it('says a missing or empty house number is required, not that it must be a number', () => {
    expect(error(undefined)).toBe(messages.orderEndpoints.houseNumberRequired);
    expect(error(null)).toBe(messages.orderEndpoints.houseNumberRequired);
    expect(error('  ')).toBe(messages.orderEndpoints.houseNumberRequired);
  });

  it('accepts 1 to 99999 as text or number, and refuses anything else as invalid', () => {
    expect(schema.parse(' 12 ')).toBe('12');
    expect(schema.parse(7)).toBe('7');
    for (const wrong of ['0', '12a', '100000', -1, true]) {
      expect(error(wrong)).toBe(messages.orderEndpoints.houseNumberInvalid);
    }
  });
});
