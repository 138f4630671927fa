import { z } from 'zod';
import { onboardingDataSchema, userSchema } from './user';

/** GET api/profile/boarding: what this user type must provide, and what is already there. */
export const boardingStateSchema = z.object({
  user: userSchema,
  required: z.array(z.string()),
  data: onboardingDataSchema,
});

/** POST api/profile/boarding: per-type requirements are checked by the server (422 per field). */
export const boardingBodySchema = onboardingDataSchema;
