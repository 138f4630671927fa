import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  collaboratorParams,
  collaboratorSchema,
  inviteCollaboratorBodySchema,
  updateCollaboratorBodySchema,
  type Collaborator,
} from '../../../src/api/contract/collaborators';
import { errorBodySchema } from '../../../src/api/contract/errors';
import { uuidParams } from '../../../src/api/contract/people';
import type { AppDeps } from '../../deps';
import { ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors';
import { pickLanguage, translator } from '../../lib/i18n';
import { rateLimiter } from '../../lib/rate-limit';
import { deliver } from '../../mail/deliver';
import { assertCollaboratorAllowed } from '../site/plan-limits';
import { notify } from '../notifications/notify';
import { addedToProjectMail, projectInvitationMail } from '../../mail/templates/projects.mails';
import { currentUser } from '../identity/current-user';
import { normaliseEmail, usersRepository } from '../identity/users.repository';
import { accessControl } from './access';
import { collaboratorsRepository } from './collaborators.repository';
import { assertMayJoinProjects } from './membership';
import { loadPeople, personOf, toPerson } from './people';
import { userIdOf } from './request-user';

const tags = ['collaborators'];
const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
/** Invitations send mail to any address: limited per inviter. */
const INVITE_LIMIT = { max: 50, windowSeconds: 3600 };

/**
 * Collaborators of a project: the owner, members by role, and pending invitations of addresses
 * without an account. Everyone on the project sees the list; the owner and admins manage it;
 * anyone may leave (DELETE themselves).
 */
export const collaboratorsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const db = deps.database.db;
  const access = accessControl(db);
  const repo = collaboratorsRepository(db);
  const users = usersRepository(db);
  const limiter = rateLimiter(db);

  async function list(
    projectId: string,
    ownerId: string,
    createdAt: Date,
  ): Promise<Collaborator[]> {
    const [members, invitations] = await Promise.all([
      repo.members(projectId),
      repo.invitations(projectId),
    ]);
    const people = await loadPeople(db, [
      ownerId,
      ...members.map((m) => m.member.invitedBy),
      ...invitations.map((i) => i.invitedBy),
    ]);
    const owner = personOf(people, ownerId)!;
    return [
      {
        id: ownerId,
        status: 'active',
        role: 'owner',
        email: owner.email,
        user: owner,
        invited_by: null,
        created_at: createdAt.toISOString(),
      },
      ...members.map(({ member, user }) => ({
        id: user.id,
        status: 'active' as const,
        role: member.role,
        email: user.email,
        user: toPerson(user),
        invited_by: personOf(people, member.invitedBy),
        created_at: member.createdAt.toISOString(),
      })),
      ...invitations.map((i) => ({
        id: i.id,
        status: 'pending' as const,
        role: i.role,
        email: i.email,
        user: null,
        invited_by: personOf(people, i.invitedBy),
        created_at: i.createdAt.toISOString(),
      })),
    ];
  }

  app.get(
    '/api/projects/:id/collaborators',
    {
      schema: {
        tags,
        summary: 'The owner first, then members, then pending invitations',
        params: uuidParams,
        response: { 200: z.array(collaboratorSchema), ...errors },
      },
      config: { audience: 'pro' },
    },
    async (request) => {
      const { project } = await access.project(userIdOf(request), request.params.id, 'read');
      return list(project.id, project.ownerId, project.createdAt);
    },
  );

  app.post(
    '/api/projects/:id/collaborators',
    {
      schema: {
        tags,
        summary:
          'Invites by e-mail with a role. An account joins at once (and is told by mail); an ' +
          'address without one gets an invitation mail and joins once it registers and confirms ' +
          'the address. 422 when already on the project or for a manufacturer (manufacturers are ' +
          'not project members); 429 past 50 invitations an hour',
        params: uuidParams,
        body: inviteCollaboratorBodySchema,
        response: {
          201: collaboratorSchema,
          422: errorBodySchema,
          429: errorBodySchema,
          ...errors,
        },
      },
      config: { audience: 'pro' },
    },
    async (request, reply) => {
      const inviter = await currentUser(users, request);
      const { project } = await access.project(inviter.id, request.params.id, 'manage');
      const email = normaliseEmail(request.body.email);
      const role = request.body.role;
      const lng = pickLanguage(request.headers['accept-language']);
      const roleName = translator(lng)(`projects.roles.${role}`);
      const invitee = await users.findByEmail(email);
      if (
        invitee?.id === project.ownerId ||
        (invitee && (await repo.member(project.id, invitee.id)))
      )
        throw ValidationError.field('email', 'validation.already_collaborator');
      assertMayJoinProjects(invitee);
      // The plan of the project's owner sets how many collaborators it may have (issue 22).
      const owner =
        project.ownerId === inviter.id ? inviter : await users.findById(project.ownerId);
      if (owner) await assertCollaboratorAllowed(deps.database.db, owner, project.id, lng);
      await limiter.consume(`invite:${inviter.id}`, INVITE_LIMIT);

      if (invitee) {
        await repo.addMember({
          projectId: project.id,
          userId: invitee.id,
          role,
          invitedBy: inviter.id,
        });
        const url = `${deps.config.appUrl}/pro/projects/${project.id}`;
        const inviteeRole = translator(invitee.language)(`projects.roles.${role}`);
        await deliver(
          deps.mailer,
          request.log,
          addedToProjectMail(invitee, inviter, project.name, inviteeRole, url),
        );
        await notify(deps.database.db, {
          userId: invitee.id,
          type: 'collaborator_added',
          data: {
            sender: `${inviter.firstName} ${inviter.lastName}`.trim(),
            project: project.name,
            project_id: project.id,
          },
          link: `/pro/projects/${project.id}`,
        });
      } else {
        await repo.invite({ projectId: project.id, email, role, invitedBy: inviter.id });
        const url = `${deps.config.appUrl}/register?email=${encodeURIComponent(email)}`;
        await deliver(
          deps.mailer,
          request.log,
          projectInvitationMail({ email, language: lng }, inviter, project.name, roleName, url),
        );
      }
      const all = await list(project.id, project.ownerId, project.createdAt);
      return reply.status(201).send(all.find((c) => c.email === email)!);
    },
  );

  app.patch(
    '/api/projects/:id/collaborators/:userId',
    {
      schema: {
        tags,
        summary:
          "Changes a collaborator's (or a pending invitation's) role; the owner's cannot change",
        params: collaboratorParams,
        body: updateCollaboratorBodySchema,
        response: { 200: collaboratorSchema, 422: errorBodySchema, ...errors },
      },
      config: { audience: 'pro' },
    },
    async (request) => {
      const { project } = await access.project(userIdOf(request), request.params.id, 'manage');
      const target = request.params.userId;
      if (target === project.ownerId) throw ValidationError.field('role', 'validation.owner_role');
      if (await repo.member(project.id, target))
        await repo.setMemberRole(project.id, target, request.body.role);
      else if (await repo.invitation(project.id, target))
        await repo.setInvitationRole(target, request.body.role);
      else throw new NotFoundError();
      const all = await list(project.id, project.ownerId, project.createdAt);
      return all.find((c) => c.id === target)!;
    },
  );

  app.delete(
    '/api/projects/:id/collaborators/:userId',
    {
      schema: {
        tags,
        summary:
          'Removes a collaborator or cancels an invitation (owner and admins); any collaborator may remove themselves (leave)',
        params: collaboratorParams,
        response: { 204: z.null(), 422: errorBodySchema, ...errors },
      },
      config: { audience: 'pro' },
    },
    async (request, reply) => {
      const userId = userIdOf(request);
      const target = request.params.userId;
      const { project, access: a } = await access.project(userId, request.params.id, 'read');
      if (target === project.ownerId) throw ValidationError.field('role', 'validation.owner_role');
      if (target !== userId && !a.can_manage) throw new ForbiddenError();
      if (await repo.member(project.id, target)) await repo.removeMember(project.id, target);
      else if (a.can_manage && (await repo.invitation(project.id, target)))
        await repo.removeInvitation(target);
      else throw new NotFoundError();
      return reply.status(204).send(null);
    },
  );
};
