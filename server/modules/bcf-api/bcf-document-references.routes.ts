import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bcfDocumentReferenceParams,
  bcfDocumentReferencePostBodySchema,
  bcfDocumentReferencePutBodySchema,
  bcfDocumentReferenceSchema,
  bcfTopicParams,
} from '../../../src/api/contract/bcf-api';
import { errorBodySchema } from '../../../src/api/contract/errors';
import type { AppDeps } from '../../deps';
import type { BcfDocumentReference } from '../../lib/bcf/model';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { requireEdit } from '../viewer-models/scope';
import { apiDocumentReference } from './bcf-api.dto';
import { bcfErrors } from './bcf-api.routes';
import { bcfApiService, callerOf, type ApiTopicFound, type Caller } from './bcf-api.service';
import { documentUrl } from './bcf-documents.routes';
import { bcfModelWrites, guidOr } from './bcf-model-writes';
import { pro, tags, topicUrl } from './bcf-topics.routes';

const invalid = { 422: errorBodySchema };
const conflict = { 409: errorBodySchema, 422: errorBodySchema };

/**
 * A topic's document references (BCF-API 3.0 § 3.7): URLs, documents its BCF carries, or
 * documents of the project (its files). They live in the topic's BCF (bcf-model-writes.ts).
 */
export const bcfDocumentReferencesApiRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const db = deps.database.db;
  const bcf = bcfApiService(db);
  const model = bcfModelWrites(db);
  const found = (r: { params: z.infer<typeof bcfTopicParams> }, who: Caller) =>
    bcf.topic(who, r.params.projectId, r.params.topicGuid);

  /**
   * A document reference as given: an external URL, a document the topic's BCF carries, or a
   * document of the project (one of its files), kept as that document's BCF-API URL.
   */
  async function reference(
    f: ApiTopicFound,
    guid: string,
    b: z.infer<typeof bcfDocumentReferencePutBodySchema>,
  ): Promise<BcfDocumentReference> {
    const url = b.url || null;
    const docGuid = b.document_guid?.toLowerCase() || null;
    const refuse = () => ValidationError.field('document_guid', 'validation.bcf_document');
    if ((url === null) === (docGuid === null)) throw refuse();
    const description = b.description || null;
    if (!docGuid) return { guid, description, url, document: null };
    const carried = f.bcf.documentReferences.find(
      (d) => d.document?.guid.toLowerCase() === docGuid,
    )?.document;
    if (carried) return { guid, description, url: null, document: carried };
    const file = z.uuid().safeParse(docGuid).success
      ? await bcf.repo.file(f.scope.projectId, docGuid)
      : undefined;
    if (!file) throw refuse();
    return {
      guid,
      description,
      url: documentUrl(deps.config.appUrl, f.scope.projectId, file.id),
      document: null,
    };
  }

  /** As document_reference_GET.json: a project document's URL is its document_guid again. */
  const referenceJson = (f: ApiTopicFound, d: BcfDocumentReference) => {
    const json = apiDocumentReference(d);
    const prefix = documentUrl(deps.config.appUrl, f.scope.projectId, '');
    const id = d.url?.startsWith(prefix) ? d.url.slice(prefix.length) : null;
    return id && z.uuid().safeParse(id).success ? { ...json, url: null, document_guid: id } : json;
  };

  app.get(
    `${topicUrl}/document_references`,
    {
      schema: {
        tags,
        summary: "The topic's document references",
        params: bcfTopicParams,
        response: { 200: z.array(bcfDocumentReferenceSchema), ...bcfErrors },
      },
      config: pro,
    },
    async (request) => {
      const f = await found(request, callerOf(request));
      return f.bcf.documentReferences.map((d) => referenceJson(f, d));
    },
  );

  app.post(
    `${topicUrl}/document_references`,
    {
      schema: {
        tags,
        summary:
          "Adds a document reference: a URL, a document of the project, or one the topic's BCF carries (its author, or an editor)",
        params: bcfTopicParams,
        body: bcfDocumentReferencePostBodySchema,
        response: { 201: bcfDocumentReferenceSchema, ...conflict, ...bcfErrors },
      },
      config: pro,
    },
    async (request, reply) => {
      const f = await found(request, callerOf(request));
      requireEdit(f.scope, f.row.authorId);
      const guid = guidOr(request.body.guid);
      if (f.bcf.documentReferences.some((d) => d.guid.toLowerCase() === guid))
        throw new ConflictError('errors.bcf_guid_taken');
      const ref = await reference(f, guid, request.body);
      await model.edit(f.row, bcf.commented(f), (t) => void t.documentReferences.push(ref));
      return reply.status(201).send(referenceJson(f, ref));
    },
  );

  app.put(
    `${topicUrl}/document_references/:referenceGuid`,
    {
      schema: {
        tags,
        summary: 'Replaces a document reference (the topic’s author, or an editor)',
        params: bcfDocumentReferenceParams,
        body: bcfDocumentReferencePutBodySchema,
        response: { 200: bcfDocumentReferenceSchema, ...invalid, ...bcfErrors },
      },
      config: pro,
    },
    async (request) => {
      const f = await found(request, callerOf(request));
      const wanted = request.params.referenceGuid.toLowerCase();
      const old = f.bcf.documentReferences.find((d) => d.guid.toLowerCase() === wanted);
      if (!old) throw new NotFoundError();
      requireEdit(f.scope, f.row.authorId);
      const ref = await reference(f, old.guid, request.body);
      await model.edit(f.row, bcf.commented(f), (t) => {
        t.documentReferences = t.documentReferences.map((d) => (d.guid === old.guid ? ref : d));
      });
      return referenceJson(f, ref);
    },
  );
};
