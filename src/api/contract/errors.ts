import { z } from 'zod';
import { accessReasons } from './audience';

/** The body of every error response: Laravel's shape. `errors` only on 422, `reason` only on 403. */
export const errorBodySchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  /** On 403: what the account lacks for the route (src/api/contract/access.ts). */
  reason: z.enum(accessReasons).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
