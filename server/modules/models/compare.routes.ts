import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../../src/api/contract/errors';
import {
  compareParams,
  compareQuerySchema,
  compareResultSchema,
} from '../../../src/api/contract/models';
import type { AppDeps } from '../../deps';
import { pickLanguage, translator } from '../../lib/i18n';
import { contentDisposition } from '../files/download';
import { fileErrors } from '../files/route-schemas';
import { userIdOf } from '../projects/request-user';
import { compareCsv, comparePdf } from './compare-report';
import { compareVersions } from './compare.service';
import { readyModel } from './model-scope';

/** Compare of two processed versions of a file, as JSON for the viewer or as a CSV or PDF report. */
export const compareRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const db = deps.database.db;
  app.get(
    '/api/files/:id/versions/:n/compare/:m',
    {
      schema: {
        tags: ['models'],
        summary:
          'Compares version n (before) with version m (after) by GlobalId: added, removed, ' +
          'geometry changed (shape, placement in the model’s own coordinates, colour), properties ' +
          'changed (each value, before and after). Both must be processed (409 otherwise). ' +
          '`format=csv` or `pdf` downloads it as a report in the request’s language',
        params: compareParams,
        querystring: compareQuerySchema,
        response: {
          200: compareResultSchema.or(z.unknown().describe('The CSV or PDF report')),
          409: errorBodySchema,
          ...fileErrors,
        },
      },
      config: { audience: 'pro' },
    },
    async (request, reply) => {
      const { id, n, m } = request.params;
      const userId = userIdOf(request);
      const before = await readyModel(db, userId, id, n);
      const after = await readyModel(db, userId, id, m);
      const result = await compareVersions(
        db,
        { id: before.version.id, number: n },
        { id: after.version.id, number: m },
      );
      const format = request.query.format;
      if (format === 'json') return result;
      const language = pickLanguage(request.headers['accept-language']);
      const t = translator(language);
      const stem = before.file.name.replace(/\.[^.]+$/, '');
      const name = `${stem} v${n}-v${m}.${format}`;
      void reply.header('content-disposition', contentDisposition('attachment', name));
      if (format === 'csv')
        return reply.type('text/csv; charset=utf-8').send(compareCsv(result, t));
      const pdf = await comparePdf(result, t, {
        fileName: before.file.name,
        language,
        generatedAt: new Date(),
      });
      return reply.type('application/pdf').send(pdf);
    },
  );
};
