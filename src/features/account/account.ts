import { z } from 'zod';
import { messages } from '~/lib/messages';
import type { Role } from './roles';

const text = messages.account;

/** The logged-in user as GET /api/user and POST /api/login answer it. */
export interface User {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  role: Role;
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
  line_items: AccountOrderLine[];
  /** Whether the withdrawal function is open for this order, and until when (ISO; null before delivery). */
  withdrawable: boolean;
  withdrawable_until: string | null;
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
  .refine(sameAsConfirmation.check, sameAsConfirmation.params);

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
  .refine(sameAsConfirmation.check, sameAsConfirmation.params);

/** PATCH /api/account/profile: the names on the account (the e-mail address is the login and stays). */
export const profileSchema = z.object({ first_name: firstName, last_name: lastName });

/** POST /api/account/password: the current password proves it is the owner, not someone at an unlocked screen. */
export const changePasswordSchema = z
  .object({
    current_password: z.string().min(1, text.passwordRequired).max(200),
    password: newPassword,
    password_confirmation: z.string(),
  })
  .refine(sameAsConfirmation.check, sameAsConfirmation.params);

/** DELETE /api/account. */
export const deleteAccountSchema = z.object({ password: z.string().min(1, text.passwordRequired).max(200) });

/**
 * A humane minimum for a shop whose customers are often older: at least 10
 * characters and not only letters or only digits (a short sentence is fine).
 * Answers the problem in Dutch, or null. Isomorphic: the forms can show it early.
 */
export function passwordProblem(password: string): string | null {
  if (password.length < 10) return text.passwordTooShort;
  if (/^\p{L}+$/u.test(password) || /^\d+$/.test(password)) return text.passwordOnlyLetters;
  return null;
}
