import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../../src/api/contract/errors';
import { uuidParams } from '../../../src/api/contract/people';
import {
  createShareBodySchema,
  sharedEntrySchema,
  shareSchema,
} from '../../../src/api/contract/shares';
import type { AppDeps } from '../../deps';
import { ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors';
import { pickLanguage } from '../../lib/i18n';
import { rateLimiter } from '../../lib/rate-limit';
import { randomToken } from '../../lib/tokens';
import { deliver } from '../../mail/deliver';
import { sharedWithYouMail } from '../../mail/templates/projects.mails';
import { toFile } from '../files/files.dto';
import { notify } from '../notifications/notify';
import { currentUser } from '../identity/current-user';
import { normaliseEmail, usersRepository } from '../identity/users.repository';
import { accessControl } from '../projects/access';
import { toFolder } from '../projects/folders.dto';
import { assertMayJoinProjects } from '../projects/membership';
import { loadPeople } from '../projects/people';
import { userIdOf } from '../projects/request-user';
import { loadTargets, peopleOfShare, toShare } from './shares.dto';
import { sharesRepository, type ShareRow } from './shares.repository';

const tags = ['shares'];
const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const SHARE_MAIL_LIMIT = { max: 50, windowSeconds: 3600 };

/**
 * Shares of files and folders (links and named people), their management, and the lists
 * "shared with me" / "shared by me". Editors, admins and the owner share; a share is revoked by
 * its creator or a project admin; a recipient may drop a share made to them.
 */
export const sharesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const db = deps.database.db;
  const access = accessControl(db);
  const repo = sharesRepository(db);
  const users = usersRepository(db);
  const limiter = rateLimiter(db);
  const appUrl = deps.config.appUrl;

  /** Whether `userId` manages this share: its creator, or an admin/owner of its project. */
  async function manages(userId: string, r: ShareRow): Promise<boolean> {
    if (r.createdBy === userId) return true;
    return access.project(userId, r.projectId, 'manage').then(
      () => true,
      () => false,
    );
  }

  async function present(userId: string, rows: ShareRow[]) {
    const [targets, people] = await Promise.all([
      loadTargets(db, rows),
      loadPeople(db, rows.flatMap(peopleOfShare)),
    ]);
    const tokens = await Promise.all(rows.map((r) => manages(userId, r)));
    return {
      targets,
      people,
      shares: rows.map((r, i) => toShare(r, targets, people, tokens[i]!, appUrl)),
    };
  }

  function createRoute(target: 'file' | 'folder') {
    app.post(
      `/api/${target}s/:id/shares`,
      {
        schema: {
          tags,
          summary:
            target === 'file'
              ? 'Shares a file: a public link (answered with its `token` and `url`) or a person by e-mail (mailed; 422 for a manufacturer, who is not a project member)'
              : 'Shares a folder and everything below it, as a link or with a person',
          params: uuidParams,
          body: createShareBodySchema,
          response: { 201: shareSchema, 422: errorBodySchema, 429: errorBodySchema, ...errors },
        },
        config: { audience: 'pro' },
      },
      async (request, reply) => {
        const user = await currentUser(users, request);
        const found =
          target === 'file'
            ? await access.file(user.id, request.params.id, 'share').then((r) => ({
                projectId: r.file.projectId,
                name: r.file.name,
                ref: { fileId: r.file.id } as { fileId?: string; folderId?: string },
              }))
            : await access.folder(user.id, request.params.id, 'share').then((r) => ({
                projectId: r.folder.projectId,
                name: r.folder.name,
                ref: { folderId: r.folder.id } as { fileId?: string; folderId?: string },
              }));
        const { project } = await access.project(user.id, found.projectId, 'share');
        const b = request.body;
        const base = {
          projectId: found.projectId,
          ...found.ref,
          permission: b.permission,
          createdBy: user.id,
        };
        let row: ShareRow;
        if (b.kind === 'link') {
          if (!project.parameters.link_sharing)
            throw new ForbiddenError('errors.link_sharing_disabled');
          const days = project.parameters.default_link_expiry_days;
          const expiresAt =
            b.expires_at !== undefined
              ? b.expires_at
                ? new Date(b.expires_at)
                : null
              : days
                ? new Date(Date.now() + days * 86_400_000)
                : null;
          row = await repo.insert({ ...base, kind: 'link', token: randomToken(32), expiresAt });
        } else {
          const email = normaliseEmail(b.email!);
          if (email === user.email) throw ValidationError.field('email', 'validation.share_self');
          const recipient = await users.findByEmail(email);
          assertMayJoinProjects(recipient);
          const expiresAt = b.expires_at ? new Date(b.expires_at) : null;
          await limiter.consume(`share-mail:${user.id}`, SHARE_MAIL_LIMIT);
          const existing = await repo.sameRecipient(found.ref, email);
          row = existing
            ? await repo.update(existing.id, {
                permission: b.permission,
                expiresAt,
                createdBy: user.id,
              })
            : await repo.insert({
                ...base,
                kind: 'user',
                recipientEmail: email,
                recipientId: recipient?.id ?? null,
                expiresAt,
              });
          const url = recipient
            ? `${appUrl}/pro/shared-with-me${found.ref.fileId ? `/${found.ref.fileId}` : ''}`
            : `${appUrl}/register?email=${encodeURIComponent(email)}`;
          const to = recipient ?? {
            email,
            language: pickLanguage(request.headers['accept-language']),
          };
          await deliver(
            deps.mailer,
            request.log,
            sharedWithYouMail(to, user, found.name, url, !!recipient),
          );
          if (recipient)
            await notify(db, {
              userId: recipient.id,
              type: 'share_received',
              data: { sender: `${user.firstName} ${user.lastName}`.trim(), item: found.name },
              link: `/pro/shared-with-me${found.ref.fileId ? `/${found.ref.fileId}` : ''}`,
            });
        }
        const { shares } = await present(user.id, [row]);
        return reply.status(201).send(shares[0]!);
      },
    );

    app.get(
      `/api/${target}s/:id/shares`,
      {
        schema: {
          tags,
          summary: `The shares of a ${target}, newest first (editors, admins and the owner)`,
          params: uuidParams,
          response: { 200: z.array(shareSchema), ...errors },
        },
        config: { audience: 'pro' },
      },
      async (request) => {
        const userId = userIdOf(request);
        const ref =
          target === 'file'
            ? { fileId: (await access.file(userId, request.params.id, 'share')).file.id }
            : { folderId: (await access.folder(userId, request.params.id, 'share')).folder.id };
        return (await present(userId, await repo.ofTarget(ref))).shares;
      },
    );
  }
  createRoute('file');
  createRoute('folder');

  app.delete(
    '/api/shares/:id',
    {
      schema: {
        tags,
        summary:
          'Revokes a share (its creator, a project admin or the owner; a recipient may drop a share made to them). A revoked link answers 404',
        params: uuidParams,
        response: { 204: z.null(), ...errors },
      },
      config: { audience: 'pro' },
    },
    async (request, reply) => {
      const userId = userIdOf(request);
      const share = await repo.get(request.params.id);
      if (!share) throw new NotFoundError();
      const allowed = share.recipientId === userId || (await manages(userId, share));
      if (!allowed) {
        // Someone who can see the project learns the share exists; anyone else does not.
        const sees = await access.project(userId, share.projectId, 'read').then(
          () => true,
          () => false,
        );
        throw sees ? new ForbiddenError() : new NotFoundError();
      }
      await repo.remove(share.id);
      return reply.status(204).send(null);
    },
  );

  async function entries(userId: string, rows: ShareRow[]) {
    const { targets, people, shares } = await present(userId, rows);
    const filePeople = await loadPeople(db, [
      ...[...targets.files.values()].flatMap((f) => [f.createdBy, f.updatedBy]),
      ...[...targets.folders.values()].map((f) => f.createdBy),
    ]);
    for (const [id, p] of people) filePeople.set(id, p);
    return rows.flatMap((r, i) => {
      const file = r.fileId ? targets.files.get(r.fileId) : undefined;
      const folder = r.folderId ? targets.folders.get(r.folderId) : undefined;
      if (!file && !folder) return [];
      return [
        {
          share: shares[i]!,
          project: { id: r.projectId, name: targets.projects.get(r.projectId) ?? '' },
          file: file ? toFile(file, filePeople) : null,
          folder: folder ? toFolder(folder, filePeople) : null,
        },
      ];
    });
  }

  app.get(
    '/api/shared-with-me',
    {
      schema: {
        tags,
        summary: 'Files and folders shared with me by name (live shares only), newest first',
        response: { 200: z.array(sharedEntrySchema), 401: errorBodySchema },
      },
      config: { audience: 'pro' },
    },
    async (request) => {
      const userId = userIdOf(request);
      return entries(userId, await repo.withRecipient(userId));
    },
  );

  app.get(
    '/api/shared-by-me',
    {
      schema: {
        tags,
        summary: 'Every share I made (links and people, expired ones included), newest first',
        response: { 200: z.array(sharedEntrySchema), 401: errorBodySchema },
      },
      config: { audience: 'pro' },
    },
    async (request) => {
      const userId = userIdOf(request);
      return entries(userId, await repo.byCreator(userId));
    },
  );
};
