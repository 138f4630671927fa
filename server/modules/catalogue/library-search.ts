import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Language } from '../../../src/api/contract/languages';
import {
  libraryPageSchema,
  type LibraryFilters,
  type LibraryPage,
} from '../../../src/api/contract/products';
import type { Db } from '../../db/client';
import { libraryRepository } from './library.repository';
import { toCard, toProducts } from './products.dto';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * One search's answer as the cache keeps it: the page (for the server-rendered pages) and the
 * bytes `GET api/library/products` sends, made once: the JSON the response schema's serializer
 * would write (encoded and checked by the schema here, once, when computed), its ETag, and its
 * brotli and gzip forms, each made the first time a client asks for it and kept with the answer.
 * A hit then costs no serialization nor compression: about 43 KB of JSON went through the
 * serializer on every hit (1.2 ms of CPU). Compressing only on demand keeps a computation's cost
 * on the event loop down: brotli's set-up and tear-down run there (a profile put 6 ms per
 * answer in them at quality 9 and its default window).
 */
export type LibraryAnswer = {
  page: LibraryPage;
  json: Buffer;
  etag: string;
  compressed: { br?: Promise<Buffer>; gzip?: Promise<Buffer> };
};

function answerOf(page: LibraryPage): LibraryAnswer {
  // What fastify-type-provider-zod's serializer does: encode with the schema, then stringify.
  const json = Buffer.from(JSON.stringify(z.encode(libraryPageSchema, page)));
  const etag = `"${createHash('sha1').update(json).digest('base64url')}"`;
  return { page, json, etag, compressed: {} };
}

/** The answer's bytes in `encoding`, compressed once (in the thread pool) and kept. */
function compressed(a: LibraryAnswer, encoding: 'br' | 'gzip'): Promise<Buffer> {
  a.compressed[encoding] ??=
    encoding === 'br'
      ? brotli(a.json, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 6,
            [constants.BROTLI_PARAM_SIZE_HINT]: a.json.length,
            [constants.BROTLI_PARAM_LGWIN]: 18,
          },
        })
      : gzipped(a.json, { level: 6 });
  return a.compressed[encoding];
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

/** The encodings a client takes, as `accept-encoding` says (`br;q=0` refuses brotli). */
function accepts(header: string | undefined, encoding: 'br' | 'gzip'): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().split(';');
    if (name!.trim().toLowerCase() !== encoding) return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  });
}

/**
 * Sends a kept answer's bytes as they are (brotli, else gzip, else the JSON) with its ETag: a
 * browser that has it gets a 304 without a body. The bytes never pass through the serializer nor
 * the compression plugin (already compressed, or a client that takes no compression).
 */
export async function sendLibraryAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  a: LibraryAnswer,
) {
  void reply
    .header('etag', a.etag)
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding, accept-language')
    .type('application/json; charset=utf-8');
  if (request.headers['if-none-match'] === a.etag) return reply.status(304).send();
  const accepted = request.headers['accept-encoding'];
  for (const encoding of ['br', 'gzip'] as const)
    if (accepts(accepted, encoding))
      return reply.header('content-encoding', encoding).send(await compressed(a, encoding));
  return reply.send(a.json);
}
