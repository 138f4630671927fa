import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../../src/api/contract/errors';
import {
  addBrandBodySchema,
  addNamedBodySchema,
  categorySchema,
  countrySchema,
  filterQuerySchema,
  namedSchema,
  paginated,
  wilayaSchema,
} from '../../../src/api/contract/reference';
import type { AppDeps } from '../../deps';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { pickLanguage } from '../../lib/i18n';
import { universities, universityFields, activitySectors, jobs } from '../../db/schema/reference';
import { countryList } from './countries';
import { referenceRepository } from './reference.repository';

const tags = ['reference'];
const idParams = z.object({ id: z.coerce.number().int() });
const lang = (request: FastifyRequest) => pickLanguage(request.headers['accept-language']);

/** SPEC §7 reference data: read by everyone, names in the request's language; a few lists take additions. */
export const referenceRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { database }) => {
  const repo = referenceRepository(database.db);
  const list = (summary: string, item: z.ZodType) => ({
    config: { audience: 'public' as const },
    schema: { tags, summary, response: { 200: z.array(item) } },
  });

  app.get(
    '/api/countries',
    list('ISO 3166 countries, named in the request language', countrySchema),
    async (request) => countryList(lang(request)),
  );

  const toWilaya = (
    w: NonNullable<Awaited<ReturnType<typeof repo.wilaya>>>,
    request: FastifyRequest,
  ) => {
    const lng = lang(request);
    return {
      id: w.id,
      code: w.code,
      name: lng === 'ar' ? w.nameAr : lng === 'en' ? w.nameEn : w.nameFr,
      name_fr: w.nameFr,
      name_en: w.nameEn,
      name_ar: w.nameAr,
    };
  };
  app.get('/api/wilayas', list('The 58 wilayas of Algeria', wilayaSchema), async (request) =>
    (await repo.wilayas()).map((w) => toWilaya(w, request)),
  );
  app.get(
    '/api/wilayas/:id',
    {
      config: { audience: 'public' },
      schema: {
        tags,
        summary: 'One wilaya',
        params: idParams,
        response: { 200: wilayaSchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const w = await repo.wilaya(request.params.id);
      if (!w) throw new NotFoundError();
      return toWilaya(w, request);
    },
  );

  app.get('/api/jobs', list('Jobs of the building world', namedSchema), (request) =>
    repo.named(jobs, lang(request)),
  );
  app.get('/api/activity-sectors', list('Activity sectors', namedSchema), (request) =>
    repo.named(activitySectors, lang(request)),
  );
  app.get('/api/universities', list('Universities and schools', namedSchema), (request) =>
    repo.named(universities, lang(request), true),
  );
  app.get('/api/universities/fields', list('Fields of study', namedSchema), (request) =>
    repo.named(universityFields, lang(request), true),
  );
  app.get('/api/brands', list('Brands', namedSchema), () => repo.brands());
  app.get(
    '/api/categories',
    list('Top-level building-product categories', categorySchema),
    (request) => repo.categories(lang(request), null),
  );
  app.get(
    '/api/categories/:id/sub-categories',
    {
      config: { audience: 'public' },
      schema: {
        tags,
        summary: 'The sub-categories of a category',
        params: idParams,
        response: { 200: z.array(categorySchema), 404: errorBodySchema },
      },
    },
    async (request) => {
      if (!(await repo.category(request.params.id))) throw new NotFoundError();
      return repo.categories(lang(request), request.params.id);
    },
  );

  const filter = (summary: string, item: z.ZodType) => ({
    config: { audience: 'public' as const },
    schema: { tags, summary, querystring: filterQuerySchema, response: { 200: paginated(item) } },
  });
  app.get(
    '/api/activity-sectors/filter',
    filter('Activity sectors, paginated and searched', namedSchema),
    (request) => repo.filterSectors(lang(request), request.query),
  );
  app.get(
    '/api/categories/filter',
    filter('Categories, paginated, by name and parent', categorySchema),
    (request) => repo.filterCategories(lang(request), request.query),
  );
  app.get('/api/brands/filter', filter('Brands, paginated and searched', namedSchema), (request) =>
    repo.filterBrands(request.query),
  );

  // Additions: the name is unique case-insensitively; a duplicate is a 422 on the field.
  app.post(
    '/api/brands/add',
    {
      schema: {
        tags,
        summary: 'Adds a brand (422 when it exists)',
        body: addBrandBodySchema,
        response: { 201: namedSchema },
      },
      config: { audience: 'signed-in' },
    },
    async (request, reply) => {
      const row = await repo.addBrand(request.body.brand_name, request.session!.userId!);
      if (!row) throw ValidationError.field('brand_name', 'validation.duplicate');
      return reply.status(201).send(row);
    },
  );
  for (const [path, table, summary] of [
    ['/api/universities/add', universities, 'Adds a university (422 when it exists)'],
    [
      '/api/universities/fields/add',
      universityFields,
      'Adds a field of study (422 when it exists)',
    ],
  ] as const) {
    app.post(
      path,
      {
        schema: { tags, summary, body: addNamedBodySchema, response: { 201: namedSchema } },
        config: { audience: 'signed-in' },
      },
      async (request, reply) => {
        const row = await repo.addNamed(table, request.body.name, request.session!.userId!);
        if (!row) throw ValidationError.field('name', 'validation.duplicate');
        return reply.status(201).send(row);
      },
    );
  }
};
