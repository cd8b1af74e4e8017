import { z } from 'zod';
import { messages } from '~/lib/messages';

/** '1234ab', '1234 AB' -> '1234 AB'; undefined when it is no Dutch postcode (no 0 first, no SA/SD/SS). */
export function normalizePostcode(value: string): string | undefined {
  const match = value
    .trim()
    .toUpperCase()
    .match(/^([1-9][0-9]{3})\s?([A-Z]{2})$/);
  if (!match || ['SA', 'SD', 'SS'].includes(match[2]!)) return undefined;
  return `${match[1]} ${match[2]}`;
}

/**
 * The one postcode field of every form and endpoint (checkout, address lookup, pickup points, the
 * saved address): a Dutch postcode, normalised to '1234 AB', or `message` (the field's Dutch error).
 */
export const postcodeSchema = (message: string = messages.form.invalidPostcode) =>
  z
    .string(message)
    .max(10, message)
    .transform((value, context) => {
      const normalized = normalizePostcode(value);
      if (!normalized) context.addIssue({ code: 'custom', message });
      return normalized ?? z.NEVER;
    });

/**
 * The one house-number field of the checkout and the address lookup: 1 to 99999 as text or number.
 * Left out or empty it says so ('Vul je huisnummer in.'), not that it must be a number (issue 36).
 */
export const houseNumberSchema = (
  required: string = messages.orderEndpoints.houseNumberRequired,
  invalid: string = messages.orderEndpoints.houseNumberInvalid,
) =>
  z
    .union([z.string(), z.number()], invalid)
    .nullish()
    .transform((value) => (value === null || value === undefined ? '' : String(value).trim()))
    .pipe(
      z
        .string()
        .min(1, required)
        .regex(/^[1-9][0-9]{0,4}$/, invalid),
    );
