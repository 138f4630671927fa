import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../../src/api/contract/errors';
import { uuidParams } from '../../../src/api/contract/people';
import {
  bulkStatusBodySchema,
  createProductBodySchema,
  fileIdParams,
  myProductsPageSchema,
  myProductsQuerySchema,
  productFileSchema,
  productSchema,
  updateProductBodySchema,
  type UpdateProductBody,
} from '../../../src/api/contract/products';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../deps';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { pickLanguage } from '../../lib/i18n';
import type { StorageOrphanage } from '../files/orphans';
import { isUniqueViolation } from '../projects/db-errors';
import { userIdOf } from '../projects/request-user';
import { userOf } from '../../plugins/audience';
import { assertPublishAllowed } from '../site/plan-limits';
import { checkReferences, toValues } from './product-values';
import { receiveProductFile, removeProductFile, storeProductFile } from './product-files.service';
import { toCard, toProductFile, toProducts } from './products.dto';
import { productsRepository } from './products.repository';

const tags = ['catalogue'];
const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const lang = (request: FastifyRequest) => pickLanguage(request.headers['accept-language']);

/** The manufacturer's own catalogue: only its owner reads or writes a product (others: 404). */
export const productsRoutes =
  (orphans: StorageOrphanage): FastifyPluginAsyncZod<AppDeps> =>
  async (app, deps) => {
    const db: Db = deps.database.db;
    const repo = productsRepository(db);

    async function owned(request: FastifyRequest, id: string) {
      const row = await repo.owned(userIdOf(request), id);
      if (!row) throw new NotFoundError();
      return row;
    }
    async function dto(request: FastifyRequest, id: string) {
      const row = await owned(request, id);
      return (await toProducts(db, [row], lang(request)))[0]!;
    }

    app.get(
      '/api/products',
      {
        config: { audience: 'fab' },
        schema: {
          tags,
          summary:
            "The manufacturer's own products: `q` (name, reference), status, category, sort, page; " +
            'with the count of each status',
          querystring: myProductsQuerySchema,
          response: { 200: myProductsPageSchema, ...errors },
        },
      },
      async (request) => {
        const q = request.query;
        const { rows, total, statusCounts } = await repo.list(userIdOf(request), q);
        const items = await toProducts(db, rows, lang(request));
        return {
          data: items.map(toCard),
          meta: {
            current_page: q.page,
            per_page: q.per_page,
            total,
            last_page: Math.max(1, Math.ceil(total / q.per_page)),
          },
          status_counts: statusCounts,
        };
      },
    );

    app.post(
      '/api/products',
      {
        config: { audience: 'fab' },
        schema: {
          tags,
          summary: 'Creates a product (draft unless `status` says otherwise)',
          body: createProductBodySchema,
          response: { 201: productSchema, ...errors },
        },
      },
      async (request, reply) => {
        await checkReferences(db, request.body);
        if (request.body.status === 'published')
          await assertPublishAllowed(db, userOf(request), lang(request), 'new');
        const row = await repo
          .insert(userIdOf(request), toValues(request.body))
          .catch(duplicateReference);
        return reply.status(201).send(await dto(request, row.id));
      },
    );

    app.post(
      '/api/products/bulk-status',
      {
        config: { audience: 'fab' },
        schema: {
          tags,
          summary: 'Publishes, archives or returns to draft several of my products',
          body: bulkStatusBodySchema,
          response: { 200: z.object({ updated: z.number().int() }), ...errors },
        },
      },
      async (request) => {
        // The plan's number of published products (issue 22): the whole change or nothing.
        if (request.body.status === 'published')
          await assertPublishAllowed(db, userOf(request), lang(request), request.body.ids);
        return {
          updated: await repo.setStatus(userIdOf(request), request.body.ids, request.body.status),
        };
      },
    );

    app.get(
      '/api/products/:id',
      {
        config: { audience: 'fab' },
        schema: {
          tags,
          summary: 'One of my products, every language',
          params: uuidParams,
          response: { 200: productSchema, ...errors },
        },
      },
      (request) => dto(request, request.params.id),
    );

    app.patch(
      '/api/products/:id',
      {
        config: { audience: 'fab' },
        schema: {
          tags,
          summary: 'Changes one of my products (absent fields stay)',
          params: uuidParams,
          body: updateProductBodySchema,
          response: { 200: productSchema, ...errors },
        },
      },
      async (request) => {
        const row = await owned(request, request.params.id);
        const body: UpdateProductBody = request.body;
        const merged = {
          name_fr: row.nameFr,
          name_en: row.nameEn,
          name_ar: row.nameAr,
          category_id: row.categoryId,
          sub_category_id: row.subCategoryId,
          ...body,
        };
        if (!merged.name_fr && !merged.name_en && !merged.name_ar)
          throw ValidationError.field('name_fr', 'validation.required');
        if (body.status === 'published')
          await assertPublishAllowed(db, userOf(request), lang(request), [row.id]);
        await checkReferences(db, merged);
        await repo.update(row, toValues(body)).catch(duplicateReference);
        return dto(request, row.id);
      },
    );

    app.delete(
      '/api/products/:id',
      {
        config: { audience: 'fab' },
        schema: {
          tags,
          summary: 'Deletes one of my products and its files',
          params: uuidParams,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        const row = await owned(request, request.params.id);
        const keys = await repo.remove(row.id);
        await orphans.discard(keys);
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/api/products/:id/files',
      {
        config: { audience: 'fab' },
        schema: {
          tags,
          summary: "One of my products' files",
          params: uuidParams,
          response: { 200: z.array(productFileSchema), ...errors },
        },
      },
      async (request) => (await dto(request, request.params.id)).files,
    );

    app.post(
      '/api/products/:id/files',
      {
        config: { audience: 'fab' },
        schema: {
          tags,
          summary:
            'Adds a file (multipart `file`): image (PNG, JPEG, WebP ≤ 10 MB, thumbnail made here), ' +
            'BIM object (IFC, GLB, glTF, OBJ viewable; RFA, RVT, SKP, DWG, DXF download only; ' +
            '≤ 300 MB) or PDF (≤ 50 MB), checked by content',
          params: uuidParams,
          consumes: ['multipart/form-data'],
          response: { 201: productFileSchema, 413: errorBodySchema, ...errors },
        },
      },
      async (request, reply) => {
        const row = await owned(request, request.params.id);
        const part = await receiveProductFile(
          () => request.file(),
          Number(request.headers['content-length']),
        );
        const file = await storeProductFile({ db, storage: deps.storage, orphans }, row.id, {
          name: part.filename,
          source: part.file,
        });
        await repo.update(row, {});
        return reply.status(201).send(toProductFile(file));
      },
    );

    app.delete(
      '/api/products/:id/files/:fileId',
      {
        config: { audience: 'fab' },
        schema: {
          tags,
          summary: 'Removes a file of one of my products',
          params: fileIdParams,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        const row = await owned(request, request.params.id);
        const removed = await removeProductFile(
          { db, storage: deps.storage, orphans },
          row.id,
          request.params.fileId,
        );
        if (!removed) throw new NotFoundError();
        await repo.update(row, {});
        return reply.status(204).send(null);
      },
    );
  };

/** A second product with the same reference (per manufacturer, any case) is a 422 on the field. */
function duplicateReference(err: unknown): never {
  if (isUniqueViolation(err)) throw ValidationError.field('reference', 'validation.duplicate');
  throw err;
}
