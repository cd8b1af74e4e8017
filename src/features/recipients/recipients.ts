import { z } from 'zod';
import { savedAddressSchema } from '~/features/account/account';
import * as careTexts from '~/lib/messages/care';
import type { PostalAddressFields, PostalAddressInCountry } from '~/lib/postal-address';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { recipients: careTexts.recipients };

const text = messages.recipients;

/** Name and address of the person a parcel goes to, as the API names them. */
export const recipientAddressSchema = savedAddressSchema.extend({
  first_name: z.string().trim().min(1, text.firstNameRequired).max(100),
  last_name: z.string().trim().min(1, text.lastNameRequired).max(100),
});

/** POST /api/account/recipients: a recipient kept on the account under the buyer's own label. */
export const newSavedRecipientSchema = recipientAddressSchema.extend({
  label: z.string().trim().min(1, text.labelRequired).max(60),
});

/** A recipient typed at checkout; `save_as` (a label) keeps it on the account too. */
export const checkoutRecipientSchema = recipientAddressSchema.extend({
  save_as: z
    .string()
    .trim()
    .max(60)
    .nullish()
    .transform((value) => value || null),
});
export type CheckoutRecipient = z.infer<typeof checkoutRecipientSchema>;

/** A saved recipient as the account and the checkout show it. */
export interface SavedRecipient extends PostalAddressFields {
  id: number;
  label: string;
  first_name: string;
  last_name: string;
}

/** Where an order for someone else goes, as the domain reads it. */
export interface RecipientAddress extends PostalAddressInCountry {
  firstName: string;
  lastName: string;
}

/** How many recipients one account can keep (a family, a care home or two). */
export const MAX_SAVED_RECIPIENTS = 10;

/** The API's shape as the domain reads it. */
export function recipientAddressOf(input: z.infer<typeof recipientAddressSchema>): RecipientAddress {
  return {
    firstName: input.first_name,
    lastName: input.last_name,
    street: input.street,
    streetNumber: input.house_number,
    streetAddition: input.addition,
    postcode: input.postcode,
    city: input.city,
    country: 'Nederland',
  };
}

/** 'Anna de Vries' */
export const recipientName = (recipient: { firstName: string; lastName: string }) =>
  `${recipient.firstName} ${recipient.lastName}`;
