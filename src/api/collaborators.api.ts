import { z } from 'zod';
import { collaboratorSchema, type inviteCollaboratorBodySchema } from './contract/collaborators';
import type { CollaboratorRole } from './contract/projects';
import { http } from './http';
import { request, requestVoid } from './request';

export const listCollaborators = (projectId: string, signal?: AbortSignal) =>
  request(
    () => http.get(`api/projects/${projectId}/collaborators`, { signal }),
    z.array(collaboratorSchema),
  );

export const inviteCollaborator = (
  projectId: string,
  body: z.input<typeof inviteCollaboratorBodySchema>,
) =>
  request(
    () => http.post(`api/projects/${projectId}/collaborators`, { json: body }),
    collaboratorSchema,
  );

export const updateCollaborator = (projectId: string, id: string, role: CollaboratorRole) =>
  request(
    () => http.patch(`api/projects/${projectId}/collaborators/${id}`, { json: { role } }),
    collaboratorSchema,
  );

export const removeCollaborator = (projectId: string, id: string) =>
  requestVoid(() => http.delete(`api/projects/${projectId}/collaborators/${id}`));
