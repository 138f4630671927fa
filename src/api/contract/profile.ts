import { z } from 'zod';
import { languageSchema } from './languages';
import { passwordSchema } from './auth';

export const updateProfileBodySchema = z.object({
  first_name: z.string().trim().min(1, 'validation.required').max(100),
  last_name: z.string().trim().min(1, 'validation.required').max(100),
  phone: z.string().trim().max(30).nullable().optional(),
  language: languageSchema.optional(),
});

export const changePasswordBodySchema = z
  .object({
    current_password: z.string().min(1, 'validation.required'),
    password: passwordSchema,
    password_confirmation: z.string().min(1, 'validation.required'),
  })
  .refine((b) => b.password === b.password_confirmation, {
    path: ['password_confirmation'],
    message: 'validation.password_mismatch',
  });

/** Starts an e-mail change: the new address stays pending until its signed link is opened. */
export const changeEmailBodySchema = z.object({
  email: z.string().trim().min(1, 'validation.required').pipe(z.email('validation.email')),
  password: z.string().optional(),
});

export const setLocaleResponseSchema = z.object({ language: languageSchema });
