import { z } from 'zod';
import { errorBodySchema } from '../../../src/api/contract/errors';
import { uuidParams } from '../../../src/api/contract/people';
import { versionParams } from '../../../src/api/contract/viewer';
import { viewerErrors } from './version-items';

/**
 * The route options (schemas and the audience: the professional area) of a kind of item attached to a file
 * version: its list and creation under `/api/file-versions/:versionId/…`, and one item's
 * reading, change and deletion under `/api/…/:id`. Only the summaries and schemas differ.
 */
export function itemRouteOptions(tags: string[]) {
  const route = <S>(schema: S) => ({
    schema: { tags, ...schema },
    config: { audience: 'pro' as const },
  });
  return {
    list: <I extends z.ZodType>(summary: string, item: I) =>
      route({
        summary,
        params: versionParams,
        response: { 200: z.array(item), ...viewerErrors },
      }),
    create: <B extends z.ZodType, I extends z.ZodType>(summary: string, body: B, item: I) =>
      route({
        summary,
        params: versionParams,
        body,
        response: { 201: item, 422: errorBodySchema, ...viewerErrors },
      }),
    one: <I extends z.ZodType>(summary: string, item: I) =>
      route({ summary, params: uuidParams, response: { 200: item, ...viewerErrors } }),
    update: <B extends z.ZodType, I extends z.ZodType>(summary: string, body: B, item: I) =>
      route({
        summary,
        params: uuidParams,
        body,
        response: { 200: item, 422: errorBodySchema, ...viewerErrors },
      }),
    remove: (summary: string) =>
      route({ summary, params: uuidParams, response: { 204: z.null(), ...viewerErrors } }),
  };
}
