import { z } from 'zod';
import { savedAddressSchema } from '~/features/account/account';
import * as shopTexts from '~/lib/messages/shop';
import * as trialTexts from '~/lib/messages/trial';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { form: shopTexts.form, trialPack: trialTexts.trialPack };

const text = messages.trialPack;

/** At most this many products in one trial pack, one piece each. */
export const MAX_TRIAL_PRODUCTS = 3;
/** One trial pack per household per this many months. */
export const TRIAL_PERIOD_MONTHS = 6;
/** The follow-up mail (only with consent) goes this many days after shipping. */
export const FOLLOW_UP_AFTER_DAYS = 7;

export const TRIAL_STATUSES = ['unconfirmed', 'confirmed', 'shipped', 'cancelled'] as const;
export type TrialStatus = (typeof TRIAL_STATUSES)[number];

const rowId = z.number().int().positive().max(2_147_483_647);

/** POST /api/trial-pack: no account, no payment; the server decides what may be sent. */
export const trialRequestSchema = z.object({
  email: z.email(messages.form.invalidEmail).max(200),
  first_name: z.string().trim().min(1, text.firstNameRequired).max(100),
  last_name: z.string().trim().min(1, text.lastNameRequired).max(100),
  address: savedAddressSchema,
  items: z
    .array(z.object({ product_id: rowId, variation_id: rowId.nullish() }))
    .min(1, text.chooseProduct)
    .max(MAX_TRIAL_PRODUCTS, text.tooManyProducts),
  follow_up_consent: z.boolean().default(false),
});
export type TrialRequestInput = z.infer<typeof trialRequestSchema>;

/**
 * Whether an addition is written as one can be (decision 028): letters and digits only, at most 4
 * ("A", "2", "BIS", "3HG"). Punctuation, invisible characters and longer words are refused with a
 * Dutch message; whether it exists at the number is the address lookup's to say.
 */
export function additionProblem(addition: string | null): string | null {
  if (addition === null || addition === '') return null;
  return /^[A-Za-z0-9]{1,4}$/.test(addition) ? null : text.additionInvalid;
}

/**
 * The household a trial pack goes to: postcode, house number and addition, written one way
 * ('1012 js', '1', 'a ' and '1012JS', '1', 'A' are the same household).
 */
export function householdKey(address: { postcode: string; house_number: string; addition: string | null }) {
  const squash = (value: string | null) => (value ?? '').replace(/[\s-]/g, '').toUpperCase();
  return `${squash(address.postcode)}|${squash(address.house_number)}|${squash(address.addition)}`;
}

/** Since when an earlier trial pack for the household still counts (6 calendar months back). */
export function trialPeriodStart(now: Date): Date {
  const start = new Date(now);
  start.setUTCMonth(start.getUTCMonth() - TRIAL_PERIOD_MONTHS);
  return start;
}

/** A trial request as the staff screen shows it. */
export interface StaffTrialRequest {
  id: number;
  status: TrialStatus;
  createdAt: string;
  confirmedAt: string | null;
  shippedAt: string | null;
  name: string;
  email: string;
  addressLines: [string, string];
  followUpConsent: boolean;
  trackAndTrace: string | null;
  lines: { name: string; stock: number | null }[];
}

/** A product the request form offers, with the sizes it comes in. */
export interface TrialProduct {
  id: number;
  slug: string;
  name: string;
  sizes: { id: number; name: string }[];
}
