import { z } from 'zod';
import { productCardSchema } from './products';
import { publicProfileSchema } from './directory';

export const favoriteKinds = ['product', 'manufacturer', 'professional'] as const;
export const favoriteKindSchema = z.enum(favoriteKinds);
export type FavoriteKind = z.infer<typeof favoriteKindSchema>;

export const favoriteBodySchema = z.object({ kind: favoriteKindSchema, id: z.uuid() });
export type FavoriteBody = z.infer<typeof favoriteBodySchema>;
export const favoriteParamsSchema = favoriteBodySchema;

/** A starred product: still listed when archived, `available` false. */
export const favoriteProductSchema = z.object({
  product: productCardSchema,
  available: z.boolean(),
  starred_at: z.string(),
});
export const favoritePersonSchema = z.object({
  person: publicProfileSchema,
  starred_at: z.string(),
});

export const favoritesSchema = z.object({
  products: z.array(favoriteProductSchema),
  manufacturers: z.array(favoritePersonSchema),
  professionals: z.array(favoritePersonSchema),
});
export type Favorites = z.infer<typeof favoritesSchema>;

/** Just what is starred, for the stars on cards. */
export const favoriteKeysSchema = z.array(favoriteBodySchema);
