import { z } from 'zod';
import * as shopTexts from '~/lib/messages/shop';
import { normalizePostcode } from './postcode-format';

export { normalizePostcode } from './postcode-format';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { form: shopTexts.form };

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
