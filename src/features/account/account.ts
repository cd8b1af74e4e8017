import { z } from 'zod';

/** The logged-in user as GET /api/user and POST /api/login answer it. */
export interface User {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  role: 'customer' | 'editor' | 'admin';
}

/** Registration (the /registreer page and POST /api/register share it). */
export const registerSchema = z
  .object({
    first_name: z.string().trim().min(1, 'Vul je voornaam in.').max(100),
    last_name: z.string().trim().min(1, 'Vul je achternaam in.').max(100),
    email: z.email('Vul een geldig e-mailadres in.').max(200),
    password: z.string().max(200),
    password_confirmation: z.string(),
  })
  .refine((value) => value.password === value.password_confirmation, {
    path: ['password_confirmation'],
    message: 'De wachtwoorden zijn niet gelijk.',
  });

export const loginSchema = z.object({
  email: z.email('Vul een geldig e-mailadres in.').max(200),
  password: z.string().min(1, 'Vul je wachtwoord in.').max(200),
});

export const forgotPasswordSchema = z.object({ email: z.email('Vul een geldig e-mailadres in.').max(200) });

export const resetPasswordSchema = z
  .object({
    token: z.string().min(10, 'Deze link is ongeldig of verlopen. Vraag een nieuwe link aan.').max(200),
    email: z.email('Vul een geldig e-mailadres in.').max(200),
    password: z.string().max(200),
    password_confirmation: z.string(),
  })
  .refine((value) => value.password === value.password_confirmation, {
    path: ['password_confirmation'],
    message: 'De wachtwoorden zijn niet gelijk.',
  });
