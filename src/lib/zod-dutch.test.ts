import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import './zod-dutch';

const messagesOf = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => issue.message);

describe('zod in Dutch', () => {
  it('replaces the English defaults API callers used to get', () => {
    expect(messagesOf(z.object({ name: z.string() }), {})).toEqual(['Dit veld is verplicht.']);
    expect(messagesOf(z.number().min(1), 0)).toEqual(['Dit moet minstens 1 zijn.']);
    expect(messagesOf(z.string(), 12)).toEqual(['Dit veld moet tekst zijn.']);
    expect(messagesOf(z.email(), 'geen-adres')).toEqual(['Vul een geldig e-mailadres in.']);
    expect(messagesOf(z.enum(['ideal', 'paypal']), 'x')).toEqual(['Kies een van: ideal, paypal.']);
    expect(messagesOf(z.string().max(3), 'abcd')).toEqual(['Gebruik hoogstens 3 tekens.']);
  });

  it("falls back to zod's Dutch locale and keeps a schema's own message", () => {
    expect(messagesOf(z.strictObject({}), { x: 1 })?.[0]).toMatch(/^Onbekende key/);
    expect(messagesOf(z.string().min(2, 'Eigen melding.'), 'a')).toEqual(['Eigen melding.']);
  });
});
