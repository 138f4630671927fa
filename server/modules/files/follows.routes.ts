import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileFollowSchema } from '../../../src/api/contract/files';
import { uuidParams } from '../../../src/api/contract/people';
import type { AppDeps } from '../../deps';
import { accessControl } from '../projects/access';
import { userIdOf } from '../projects/request-user';
import { followsRepository } from './follows';
import { fileErrors } from './route-schemas';

const tags = ['files'];

/** Following a file: whoever may read it is told of each new version another user adds. */
export const followsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const db = deps.database.db;
  const access = accessControl(db);
  const repo = followsRepository(db);
  const route = (summary: string) => ({
    schema: {
      tags,
      summary,
      params: uuidParams,
      response: { 200: fileFollowSchema, ...fileErrors },
    },
    config: { audience: 'pro' as const },
  });

  app.get(
    '/api/files/:id/follow',
    route('Whether the caller follows the file'),
    async (request) => {
      const userId = userIdOf(request);
      await access.file(userId, request.params.id, 'read');
      return { following: await repo.isFollowing(userId, request.params.id) };
    },
  );

  app.put(
    '/api/files/:id/follow',
    route('Follows the file: a notification for each new version someone else adds'),
    async (request) => {
      const userId = userIdOf(request);
      await access.file(userId, request.params.id, 'read');
      await repo.follow(userId, request.params.id);
      return { following: true };
    },
  );

  app.delete('/api/files/:id/follow', route('Stops following the file'), async (request) => {
    const userId = userIdOf(request);
    await access.file(userId, request.params.id, 'read');
    await repo.unfollow(userId, request.params.id);
    return { following: false };
  });
};
