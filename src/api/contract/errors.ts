import { z } from 'zod';

/** The body of every error response: Laravel's shape. `errors` only on 422. */
export const errorBodySchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
