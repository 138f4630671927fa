import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { storageOrphanage } from '../files/orphans';
import { communityRoutes } from './community.routes';
import { libraryRoutes } from './library.routes';
import { productFileLimits } from './product-formats';
import { productsRoutes } from './products.routes';

/** Issue 19: the manufacturer catalogue, the public library, the directory and favourites. */
export const catalogueModule: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  await app.register(multipart, {
    limits: { files: 1, fileSize: productFileLimits.bim + 1, fields: 0, parts: 1 },
  });
  const orphans = storageOrphanage(deps.database.db, deps.storage, app.log);
  await app.register(productsRoutes(orphans), deps);
  await app.register(libraryRoutes, deps);
  await app.register(communityRoutes, deps);
};
