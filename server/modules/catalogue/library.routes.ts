import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { errorBodySchema } from '../../../src/api/contract/errors';
import { uuidParams } from '../../../src/api/contract/people';
import {
  fileIdParams,
  libraryPageSchema,
  libraryQuerySchema,
  productSchema,
  suggestionsSchema,
} from '../../../src/api/contract/products';
import { productFiles, products, type ProductFileRow } from '../../db/schema/catalogue';
import type { AppDeps } from '../../deps';
import { NotFoundError } from '../../lib/errors';
import { pickLanguage } from '../../lib/i18n';
import type { Storage } from '../../storage/storage';
import { sendVersion } from '../files/download';
import { librarySearchAnswer, sendLibraryAnswer } from './library-search';
import { libraryRepository } from './library.repository';
import { isViewable } from './product-formats';
import { toProducts } from './products.dto';
import { productsRepository } from './products.repository';

const tags = ['library'];
const lang = (request: FastifyRequest) => pickLanguage(request.headers['accept-language']);

/** Bytes of a product file (ETag, ranges), as stored. */
function sendFile(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: Storage,
  f: ProductFileRow,
  disposition: 'inline' | 'attachment',
) {
  return sendVersion(
    request,
    reply,
    storage,
    { ...f, storageKey: f.storageKey },
    f.name,
    disposition,
  );
}

/**
 * The public library: published products for everyone (guests too), their images and viewable
 * BIM objects for the 3D view; downloads for complete accounts only, each one counted.
 */
export const libraryRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const db = deps.database.db;
  const library = libraryRepository(db);
  const repo = productsRepository(db);
  const search = librarySearchAnswer(app, db);

  app.get(
    '/api/library/products',
    {
      config: { audience: 'public' },
      schema: {
        tags,
        summary:
          'Searches published products: `q` over names, descriptions, references, brands, ' +
          'categories and characteristics in fr/en/ar (accents, case and Arabic diacritics ignored, ' +
          'plurals folded, one typo forgiven in words of 4+ letters, last word as a prefix); filters ' +
          'category_id, sub_category_id, brand_id, wilaya_id (repeatable), manufacturer_id, has_bim, ' +
          'format; sort relevance|newest|name; with facet counts over the matches',
        querystring: libraryQuerySchema,
        response: { 200: libraryPageSchema },
      },
    },
    // The kept answer's bytes, checked by the response schema once when computed (see below).
    async (request, reply) =>
      sendLibraryAnswer(request, reply, await search(request.query, lang(request))),
  );

  app.get(
    '/api/library/suggestions',
    {
      config: { audience: 'public' },
      schema: {
        tags,
        summary: 'Product names for the search box as one types (same matching as the search)',
        querystring: z.object({ q: z.string().trim().min(1).max(200) }),
        response: { 200: suggestionsSchema },
      },
    },
    async (request) => {
      const lng = lang(request);
      return app.libraryCache.get(`suggest:${lng}:${request.query.q}`, async () => {
        const { rows } = await library.search(
          { q: request.query.q, sort: 'relevance', page: 1, per_page: 8 },
          lng,
          false,
        );
        const items = await toProducts(db, rows, lng);
        return items.map((p) => ({ id: p.id, name: p.name }));
      });
    },
  );

  app.get(
    '/api/library/products/:id',
    {
      config: { audience: 'public' },
      schema: {
        tags,
        summary: 'A published product (404 for drafts and archived ones); counts a view',
        params: uuidParams,
        response: { 200: productSchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const row = await repo.published(request.params.id);
      if (!row) throw new NotFoundError();
      if (row.manufacturerId !== request.session?.userId)
        await db
          .update(products)
          .set({ viewCount: sql`${products.viewCount} + 1` })
          .where(eq(products.id, row.id));
      return (await toProducts(db, [row], lang(request)))[0]!;
    },
  );

  /** The file, when the caller may see it: the owner always, anyone once published. */
  async function visibleFile(request: FastifyRequest, id: string, fileId: string) {
    const product = await repo.byId(id);
    const mine = !!product && product.manufacturerId === request.session?.userId;
    if (!product || (!mine && product.status !== 'published')) throw new NotFoundError();
    const [file] = await db
      .select()
      .from(productFiles)
      .where(and(eq(productFiles.id, fileId), eq(productFiles.productId, id)));
    if (!file) throw new NotFoundError();
    return { file, mine };
  }

  app.get(
    '/api/products/:id/files/:fileId',
    {
      config: { audience: 'public' },
      schema: {
        tags,
        summary:
          "A published product's image or viewable BIM object (for the gallery and the 3D view); " +
          'every file for its owner. Other files are downloads (below)',
        params: fileIdParams,
        response: { 200: z.unknown().describe('The bytes'), 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { file, mine } = await visibleFile(request, request.params.id, request.params.fileId);
      if (!mine && file.kind !== 'image' && !isViewable(file.format)) throw new NotFoundError();
      return sendFile(
        request,
        reply,
        deps.storage,
        file,
        file.kind === 'image' || file.format === 'pdf' ? 'inline' : 'attachment',
      );
    },
  );

  app.get(
    '/api/products/:id/files/:fileId/thumbnail',
    {
      config: { audience: 'public' },
      schema: {
        tags,
        summary: "An image's thumbnail (WebP, ≤ 480 px)",
        params: fileIdParams,
        response: { 200: z.unknown().describe('The WebP bytes'), 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { file } = await visibleFile(request, request.params.id, request.params.fileId);
      if (!file.thumbKey) throw new NotFoundError();
      const size = await deps.storage.size(file.thumbKey);
      if (size == null) throw new NotFoundError();
      return sendVersion(
        request,
        reply,
        deps.storage,
        {
          storageKey: file.thumbKey,
          size,
          sha256: `${file.sha256}-thumb`,
          contentType: 'image/webp',
          createdAt: file.createdAt,
        },
        `${file.name}.webp`,
        'inline',
      );
    },
  );

  app.get(
    '/api/library/products/:id/files/:fileId/download',
    {
      config: { audience: 'member' },
      schema: {
        tags,
        summary: 'Downloads a file of a published product (a complete account); counted',
        params: fileIdParams,
        response: { 200: z.unknown().describe('The bytes'), 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { file, mine } = await visibleFile(request, request.params.id, request.params.fileId);
      if (!mine && !request.headers.range) {
        await db.transaction(async (tx) => {
          await tx
            .update(productFiles)
            .set({ downloadCount: sql`${productFiles.downloadCount} + 1` })
            .where(eq(productFiles.id, file.id));
          await tx
            .update(products)
            .set({ downloadCount: sql`${products.downloadCount} + 1` })
            .where(eq(products.id, file.productId));
        });
      }
      return sendFile(request, reply, deps.storage, file, 'attachment');
    },
  );
};
