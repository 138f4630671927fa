import { z } from 'zod';
import { personSchema } from './people';
import { collaboratorRoleSchema } from './projects';

/**
 * A person working on a project. `id` is the user's id for an active collaborator (and the
 * owner), or the invitation's id while an address without an account is `pending`; both are
 * the `{userId}` of PATCH/DELETE api/projects/{id}/collaborators/{userId}.
 */
export const collaboratorSchema = z.object({
  id: z.uuid(),
  status: z.enum(['active', 'pending']),
  role: z.enum(['owner', 'admin', 'editor', 'viewer']),
  email: z.string(),
  user: personSchema.nullable(),
  invited_by: personSchema.nullable(),
  created_at: z.string(),
});
export type Collaborator = z.infer<typeof collaboratorSchema>;

export const inviteCollaboratorBodySchema = z.object({
  email: z.string().trim().min(1, 'validation.required').pipe(z.email('validation.email')),
  role: collaboratorRoleSchema,
});
export const updateCollaboratorBodySchema = z.object({ role: collaboratorRoleSchema });
export const collaboratorParams = z.object({ id: z.uuid(), userId: z.uuid() });
