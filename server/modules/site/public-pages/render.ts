import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { languageSchema, type Language } from '../../../../src/api/contract/languages';
import { libraryQuerySchema } from '../../../../src/api/contract/products';
import type { PlanAudience } from '../../../../src/api/contract/site';
import type { AppDeps } from '../../../deps';
import { serverI18n } from '../../../lib/i18n';
import { librarySearch } from '../../catalogue/library-search';
import { toFaq, toPlan } from '../site.dto';
import { siteRepository } from '../site.repository';
import type { Html } from './html';
import { landingMain } from './landing';
import { document, pageContext, type PageContext } from './layout';
import { libraryFilters, libraryMain } from './library';
import { periodOf, plansMain } from './plans';
import { pageMeta, seoHead, seoLanguage } from './seo';

/** The public pages served as whole HTML to a guest's first visit (issue 22's budget). */
export const serverRenderedPaths = ['/', '/professionnels', '/fabricants', '/plans', '/library'];

/**
 * Whether a request is a guest's visit of one of those pages as a document: a GET or HEAD that
 * takes HTML, without a signed-in session (as the session plugin read it: a stale or unknown
 * cookie is no session). Signed-in users get the app, whose pages know them.
 */
export function isGuestDocument(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '/';
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    serverRenderedPaths.includes(path) &&
    (request.headers.accept ?? '').includes('text/html') &&
    !request.session?.userId
  );
}

/** The page's language: `?lng=`, else the guest's stored choice, else Accept-Language. */
function languageOf(request: FastifyRequest, query: string): Language {
  const stored = languageSchema.safeParse(request.session?.data.locale);
  if (!new URLSearchParams(query).has('lng') && stored.success) return stored.data;
  return seoLanguage(query, request.headers['accept-language']);
}

/**
 * The whole page for a guest (see isGuestDocument), from the same services as the API: the
 * library search (and its cache), the plans and the FAQ. The content is the SPA page's, in the
 * page's language; no application bundle, one stylesheet and a small progressive script.
 */
export async function renderPublicPage(
  app: FastifyInstance,
  deps: AppDeps,
  request: FastifyRequest,
): Promise<string> {
  const [path = '/', query = ''] = request.url.split('?');
  const params = new URLSearchParams(query);
  const lng = languageOf(request, query);
  const explicit = languageSchema.safeParse(params.get('lng')).success;
  const ctx = pageContext(serverI18n().getFixedT(lng), lng, path, query, explicit);
  const db = deps.database.db;
  const repo = siteRepository(db);
  const search = librarySearch(app, db);
  const plans = async () => (await repo.listPlans()).map(toPlan);

  let main: Html;
  if (path === '/plans') {
    main = plansMain(ctx, await plans(), periodOf(params));
  } else if (path === '/library') {
    const filters = libraryFilters(params);
    main = libraryMain(ctx, params, filters, await search(filters, lng));
  } else {
    const audience: PlanAudience = path === '/fabricants' ? 'fab' : 'pro';
    const [showcase, all, planList, faqs] = await Promise.all([
      // The SPA landing's two searches, so both share the library cache's entries.
      search(libraryQuerySchema.parse({ has_bim: 'true', sort: 'newest', per_page: 4 }), lng),
      search(libraryQuerySchema.parse({ per_page: 1 }), lng),
      plans(),
      repo.listFaqs({ language: lng, audience }),
    ]);
    main = landingMain(ctx, audience, { showcase, all, plans: planList, faqs: faqs.map(toFaq) });
  }
  return document(ctx, head(ctx, deps.config.appUrl), main);
}

function head(ctx: PageContext, appUrl: string): string[] {
  return seoHead(pageMeta(ctx.path, ctx.lng)!, ctx.path, ctx.lng, appUrl);
}

/**
 * Sends a page with its ETag (304 when the browser has it), compressed (brotli, else gzip) when
 * the browser takes it: the not-found handler that answers pages is no route, so the compression
 * plugin's hook does not run there.
 */
export function sendPage(request: FastifyRequest, reply: FastifyReply, page: string) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const body = Buffer.from(page);
  const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
  void reply
    .header('cache-control', 'no-cache')
    .header('etag', etag)
    .header('vary', 'accept, accept-encoding, accept-language, cookie')
    .type('text/html; charset=utf-8');
  // Revalidated on every visit (no-cache): an unchanged page is a 304 without its body.
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  void reply.status(200);
  if (/\bbr\b/.test(accepted))
    return reply
      .header('content-encoding', 'br')
      .send(brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
  if (/\bgzip\b/.test(accepted))
    return reply.header('content-encoding', 'gzip').send(gzipSync(body, { level: 6 }));
  return reply.send(body);
}
