import { z } from 'zod';
import { registrableTypes } from './user';

/** SPEC §3: login payload. */
/**
 * A readable cookie (`1`) that says a user is signed in, kept by the server with the session's
 * cookies: the app asks for the account only when it is there (a guest's 401 is not an error).
 */
export const SIGNED_IN_COOKIE = 'ouvrage_signed_in';

export const loginBodySchema = z.object({
  email: z.string().trim().min(1, 'validation.required').pipe(z.email('validation.email')),
  password: z.string().min(1, 'validation.required'),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const PASSWORD_MIN = 8;
export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN, 'validation.password_min')
  .max(200, 'validation.password_max');

export const registerBodySchema = z
  .object({
    first_name: z.string().trim().min(1, 'validation.required').max(100),
    last_name: z.string().trim().min(1, 'validation.required').max(100),
    email: z.string().trim().min(1, 'validation.required').pipe(z.email('validation.email')),
    password: passwordSchema,
    password_confirmation: z.string().min(1, 'validation.required'),
    type: z.enum(registrableTypes, 'validation.user_type'),
    terms: z.literal(true, 'validation.terms'),
  })
  .refine((b) => b.password === b.password_confirmation, {
    path: ['password_confirmation'],
    message: 'validation.password_mismatch',
  });
export type RegisterBody = z.infer<typeof registerBodySchema>;

/** SPEC §3: forgot-password payload. */
export const forgotPasswordBodySchema = z.object({
  email: z.string().trim().min(1, 'validation.required').pipe(z.email('validation.email')),
});

export const resetPasswordBodySchema = z
  .object({
    token: z.string().min(1, 'validation.required'),
    email: z.string().trim().min(1, 'validation.required').pipe(z.email('validation.email')),
    password: passwordSchema,
    password_confirmation: z.string().min(1, 'validation.required'),
  })
  .refine((b) => b.password === b.password_confirmation, {
    path: ['password_confirmation'],
    message: 'validation.password_mismatch',
  });

/** A plain acknowledgement, translated in the request's language. */
export const messageSchema = z.object({ message: z.string() });

/** SPEC §3: the parameters of a signed e-mail link (query of GET api/verify-email/{id}/{token}). */
export const signedLinkQuerySchema = z.object({
  expires: z.coerce.number().int(),
  signature: z.string().min(1),
});

/** Which social providers are configured (their buttons show only then). */
export const providersSchema = z.object({ google: z.boolean(), linkedin: z.boolean() });

/** Query the provider sends back to /auth/{provider}, forwarded as is to api/auth/{provider}/callback. */
export const providerCallbackQuerySchema = z.object({
  code: z.string().optional(),
  state: z.string().optional(),
  error: z.string().optional(),
  error_description: z.string().optional(),
  iss: z.string().optional(),
});
