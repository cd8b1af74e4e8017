import { z } from 'zod';
import type { CartItem } from '~/features/cart/cart';
import type { InvoiceSummary } from '~/features/invoices/invoice';
import type { RefundView } from '~/features/payments/refund-view';
import * as accountTexts from '~/lib/messages/account';
import { postcodeSchema } from '~/lib/postcode';
import type { Role } from '~/lib/roles';
import { passwordProblem } from './password-strength';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = {
  account: accountTexts.account,
  passwordReset: accountTexts.passwordReset,
  savedAddress: accountTexts.savedAddress,
};

const text = messages.account;

/** The logged-in user as GET /api/user and POST /api/login answer it. */
export interface User {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  role: Role;
}

/** What every dashboard section gets: the logged-in user (fresh from GET /api/user). */
export interface AccountSectionProps {
  user: User;
}

/** One order in the history (spec section 3, Order history), as POST /api/get-user-orders answers it. */
export interface AccountOrder {
  number: string;
  order_id: string;
  /** dd-mm-yyyy, Dutch time. */
  order_date: string;
  /** ISO 8601. */
  datetime: string;
  status: string;
  /** Euros, two decimals. */
  total_price: number;
  /** The discount code used and what it took off in euros (absent without one). */
  discount?: { code: string; amount: number };
  line_items: AccountOrderLine[];
  /** Whether the withdrawal function is open for this order, and until when (ISO; null before delivery). */
  withdrawable: boolean;
  withdrawable_until: string | null;
  /** Lines a return was already asked for (decision 025): one return per line. */
  returned_line_ids: number[];
  /** The order's invoice and credit invoices, downloadable as PDF. */
  invoices: InvoiceSummary[];
  /** Money given back: date, amount and credit invoice of each refund (oldest first). */
  refunds: RefundView[];
  /** Ordered for someone else (decision 024): the recipient's name; null when it was for the buyer. */
  recipient_name: string | null;
  /** How it is delivered: 'home', 'letterbox' or 'pickup', its name, and the pickup point's name. */
  delivery_method: string;
  delivery_label: string;
  pickup_point: string | null;
  /** The track-and-trace code once shipped, and PostNL's tracking page for it (barcode + postcode). */
  track_and_trace: string | null;
  tracking_url: string | null;
}

/** POST /api/orders/{id}/reorder: cart lines at today's prices, and what could not be added and why. */
export interface ReorderAnswer {
  items: CartItem[];
  unavailable: { name: string; reason: string }[];
}

export interface AccountOrderLine {
  id: number;
  amount: number;
  product_name: string;
  unit_price: number;
  product: { short_description: string; slug: string; product_image: string | null };
}

const email = z.email(text.invalidEmail).max(200);
const firstName = z.string().trim().min(1, text.firstNameRequired).max(100);
const lastName = z.string().trim().min(1, text.lastNameRequired).max(100);
/** A new password: checked against the strength rule here, so the API and the forms answer alike. */
const newPassword = z
  .string()
  .max(200)
  .superRefine((value, context) => {
    const problem = passwordProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });
/** The password must not be (made of) the account's own e-mail address: checked where both are in the form. */
const notLikeEmail = (value: { email: string; password: string }, context: z.RefinementCtx) => {
  if (passwordProblem(value.password)) return; // already told by the field's own check
  const problem = passwordProblem(value.password, value.email);
  if (problem) context.addIssue({ code: 'custom', path: ['password'], message: problem });
};
const sameAsConfirmation = {
  check: (value: { password: string; password_confirmation: string }) =>
    value.password === value.password_confirmation,
  params: { path: ['password_confirmation'], message: text.passwordsDiffer },
};

/** Registration (the /registreer page and POST /api/register share it). */
export const registerSchema = z
  .object({
    first_name: firstName,
    last_name: lastName,
    email,
    password: newPassword,
    password_confirmation: z.string(),
  })
  .refine(sameAsConfirmation.check, sameAsConfirmation.params)
  .superRefine(notLikeEmail);

export const loginSchema = z.object({
  email,
  password: z.string().min(1, text.passwordRequired).max(200),
});

export const forgotPasswordSchema = z.object({ email });

export const resetPasswordSchema = z
  .object({
    token: z.string().min(10, messages.passwordReset.invalidLink).max(200),
    email,
    password: newPassword,
    password_confirmation: z.string(),
  })
  .refine(sameAsConfirmation.check, sameAsConfirmation.params)
  .superRefine(notLikeEmail);

/** PATCH /api/account/profile: the names on the account (the e-mail address is the login and stays). */
export const profileSchema = z.object({ first_name: firstName, last_name: lastName });

/**
 * POST /api/account/password: the current password proves it is the owner, not someone at an unlocked screen.
 * The e-mail is not in this form: the server checks the new password against the account's address.
 */
export const changePasswordSchema = z
  .object({
    current_password: z.string().min(1, text.passwordRequired).max(200),
    password: newPassword,
    password_confirmation: z.string(),
  })
  .refine(sameAsConfirmation.check, sameAsConfirmation.params);

/** The delivery address saved on the account (PUT /api/account/address); the checkout prefills it. */
export const savedAddressSchema = z.object({
  postcode: postcodeSchema(messages.savedAddress.postcode),
  house_number: z
    .union([z.string(), z.number()])
    .transform((value) => String(value).trim())
    .pipe(z.string().regex(/^[1-9][0-9]{0,4}$/, messages.savedAddress.houseNumber)),
  addition: z
    .string()
    .trim()
    .max(10)
    .nullish()
    .transform((value) => value || null),
  street: z.string().trim().min(1, messages.savedAddress.street).max(120),
  city: z.string().trim().min(1, messages.savedAddress.city).max(80),
});
/** The company of the last business order, kept with the address for the next checkout (decision 030). */
export interface SavedBusiness {
  company_name: string;
  kvk: string;
  vat_id: string | null;
}
export type SavedAddress = z.infer<typeof savedAddressSchema> & { business?: SavedBusiness | null };

/** DELETE /api/account. */
export const deleteAccountSchema = z.object({ password: z.string().min(1, text.passwordRequired).max(200) });
