import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { errorBodySchema } from '../../../src/api/contract/errors';
import {
  favoriteBodySchema,
  favoriteKeysSchema,
  favoriteParamsSchema,
  favoritesSchema,
} from '../../../src/api/contract/favorites';
import { favorites, products } from '../../db/schema/catalogue';
import { users } from '../../db/schema/users';
import type { AppDeps } from '../../deps';
import { NotFoundError } from '../../lib/errors';
import { pickLanguage } from '../../lib/i18n';
import { userOf } from '../../plugins/audience';
import { directoryRepository, isListed } from '../directory/directory.repository';
import { toPublicProfiles } from '../directory/directory.service';
import { referenceRepository } from '../reference/reference.repository';
import { toCard, toProducts } from './products.dto';

const lang = (request: FastifyRequest) => pickLanguage(request.headers['accept-language']);
const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** Favourites: products, manufacturers and professionals (the directory is server/modules/directory). */
export const communityRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const db = deps.database.db;
  const directory = directoryRepository(db);
  const reference = referenceRepository(db);

  app.get(
    '/api/favorites',
    {
      config: { audience: 'member' },
      schema: {
        tags: ['favorites'],
        summary:
          'My starred products (an archived or withdrawn one stays, `available` false), ' +
          'manufacturers and professionals, newest first',
        response: { 200: favoritesSchema, ...errors },
      },
    },
    async (request) => {
      const me = userOf(request);
      const lng = lang(request);
      const stars = await db
        .select()
        .from(favorites)
        .where(eq(favorites.userId, me.id))
        .orderBy(desc(favorites.createdAt));
      const at = (kind: string, id: string) =>
        stars.find((s) => s.kind === kind && s.targetId === id)!.createdAt.toISOString();
      const productIds = stars.filter((s) => s.kind === 'product').map((s) => s.targetId);
      const personIds = stars.filter((s) => s.kind !== 'product').map((s) => s.targetId);
      const [productRows, people] = await Promise.all([
        productIds.length ? db.select().from(products).where(inArray(products.id, productIds)) : [],
        personIds.length ? db.select().from(users).where(inArray(users.id, personIds)) : [],
      ]);
      const cards = await toProducts(db, productRows, lng);
      const entries = await toPublicProfiles(reference, people, lng);
      const persons = (kind: 'manufacturer' | 'professional') =>
        stars
          .filter((s) => s.kind === kind)
          .map((s) => entries.find((e) => e.id === s.targetId))
          .filter((e) => e !== undefined)
          .map((person) => ({ person, starred_at: at(kind, person.id) }));
      return {
        products: stars
          .filter((s) => s.kind === 'product')
          .map((s) => cards.find((c) => c.id === s.targetId))
          .filter((c) => c !== undefined)
          .map((p) => ({
            product: toCard(p),
            available: p.status === 'published',
            starred_at: at('product', p.id),
          })),
        manufacturers: persons('manufacturer'),
        professionals: persons('professional'),
      };
    },
  );

  app.get(
    '/api/favorites/keys',
    {
      config: { audience: 'member' },
      schema: {
        tags: ['favorites'],
        summary: 'What I starred, as kind and id (for the stars on cards)',
        response: { 200: favoriteKeysSchema, ...errors },
      },
    },
    async (request) =>
      (
        await db
          .select({ kind: favorites.kind, id: favorites.targetId })
          .from(favorites)
          .where(eq(favorites.userId, userOf(request).id))
      ).map((r) => ({ kind: r.kind, id: r.id })),
  );

  app.post(
    '/api/favorites',
    {
      config: { audience: 'member' },
      schema: {
        tags: ['favorites'],
        summary: 'Stars a published product, a listed manufacturer or professional (idempotent)',
        body: favoriteBodySchema,
        response: { 200: favoriteBodySchema, ...errors },
      },
    },
    async (request) => {
      const { kind, id } = request.body;
      if (kind === 'product') {
        const [p] = await db
          .select({ id: products.id })
          .from(products)
          .where(and(eq(products.id, id), eq(products.status, 'published')));
        if (!p) throw new NotFoundError();
      } else {
        const person = await directory.visibleById(id);
        if (
          !person ||
          !isListed(person) ||
          (person.type === 'MANUFACTURER') !== (kind === 'manufacturer')
        )
          throw new NotFoundError();
      }
      await db
        .insert(favorites)
        .values({ userId: userOf(request).id, kind, targetId: id })
        .onConflictDoNothing();
      return { kind, id };
    },
  );

  app.delete(
    '/api/favorites/:kind/:id',
    {
      config: { audience: 'member' },
      schema: {
        tags: ['favorites'],
        summary: 'Removes a star (idempotent)',
        params: favoriteParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await db
        .delete(favorites)
        .where(
          and(
            eq(favorites.userId, userOf(request).id),
            eq(favorites.kind, request.params.kind),
            eq(favorites.targetId, request.params.id),
          ),
        );
      return reply.status(204).send(null);
    },
  );
};
