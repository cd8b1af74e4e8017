import { z } from 'zod';
import * as shopTexts from '~/lib/messages/shop';
import * as staffScreensTexts from '~/lib/messages/staff-screens';
import { normalizePostcode } from './postcode-format';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { form: shopTexts.form, orderEndpoints: staffScreensTexts.orderEndpoints };

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
 * Left out or empty it says so ('Vul je huisnummer in.'), not that it must be a number.
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
