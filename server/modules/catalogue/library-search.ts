import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Language } from '../../../src/api/contract/languages';
import {
  libraryPageSchema,
  type LibraryFilters,
  type LibraryPage,
} from '../../../src/api/contract/products';
import type { Db } from '../../db/client';
import { keptAnswer, sendKeptAnswer, type KeptAnswer } from '../../lib/kept-answer';
import { libraryRepository } from './library.repository';
import { toCard, toProducts } from './products.dto';

/**
 * One search's answer as the cache keeps it: the page (for the server-rendered pages) and the
 * bytes `GET api/library/products` sends (server/lib/kept-answer.ts): about 43 KB of JSON went
 * through the serializer on every hit (1.2 ms of CPU).
 */
export type LibraryAnswer = KeptAnswer & { page: LibraryPage };

function answerOf(page: LibraryPage): LibraryAnswer {
  // What fastify-type-provider-zod's serializer does: encode with the schema, then stringify.
  return { page, ...keptAnswer(z.encode(libraryPageSchema, page)) };
}

/**
 * The library's search as one page of cards with the facet counts, through the library cache:
 * what `GET api/library/products` answers (`sendLibraryAnswer`) and what the server-rendered
 * public pages show (`librarySearch`).
 */
export function librarySearchAnswer(app: FastifyInstance, db: Db) {
  const library = libraryRepository(db);
  return (f: LibraryFilters, lng: Language): Promise<LibraryAnswer> =>
    app.libraryCache.get(`search:${lng}:${JSON.stringify(f)}`, async () => {
      const { rows, total, facets } = await library.search(f, lng);
      const items = await toProducts(db, rows, lng);
      return answerOf({
        items: items.map(toCard),
        total,
        page: f.page,
        per_page: f.per_page,
        facets: facets!,
      });
    });
}

export function librarySearch(app: FastifyInstance, db: Db) {
  const answer = librarySearchAnswer(app, db);
  return async (f: LibraryFilters, lng: Language): Promise<LibraryPage> =>
    (await answer(f, lng)).page;
}

/** Sends a kept answer (server/lib/kept-answer.ts): its bytes as they are, 304 on its ETag. */
export function sendLibraryAnswer(request: FastifyRequest, reply: FastifyReply, a: LibraryAnswer) {
  return sendKeptAnswer(request, reply, a, {
    'cache-control': 'no-cache',
    vary: 'accept-encoding, accept-language',
  });
}
