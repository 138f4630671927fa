import { z } from 'zod';
import { withoutBidiControls } from './people';

/** What a personal access token may do on the BCF-API (/bcf/*): read only, or read and write. */
export const accessTokenScopes = ['bcf:read', 'bcf:write'] as const;
export type AccessTokenScopeName = (typeof accessTokenScopes)[number];

/** The prefix of every secret: lets people (and secret scanners) recognise one. */
export const ACCESS_TOKEN_PREFIX = 'ouv_pat_';

/** A token as its owner sees it in parameters/general: never the secret. */
export const accessTokenSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  scope: z.enum(accessTokenScopes),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  expires_at: z.string().nullable(),
});
export type AccessToken = z.infer<typeof accessTokenSchema>;

/** Expiry choices of the create dialog, in days (null: never expires). */
export const accessTokenExpiries = [30, 90, 365] as const;

export const createAccessTokenBodySchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'validation.required')
    .max(100, 'validation.name_length')
    .refine(withoutBidiControls, 'validation.bidi'),
  scope: z.enum(accessTokenScopes, 'validation.required'),
  /** Days until it expires (30, 90 or 365), or null for a token that does not expire. */
  expires_in_days: z
    .union([z.literal(30), z.literal(90), z.literal(365)], 'validation.required')
    .nullable(),
});
export type CreateAccessTokenBody = z.infer<typeof createAccessTokenBodySchema>;

/** The created token, with its secret: the only answer that ever carries it. */
export const createdAccessTokenSchema = accessTokenSchema.extend({ secret: z.string() });
export type CreatedAccessToken = z.infer<typeof createdAccessTokenSchema>;
