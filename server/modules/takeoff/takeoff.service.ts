import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Language } from '../../../src/api/contract/languages';
import type { orderLineInputSchema } from '../../../src/api/contract/orders';
import type {
  OrderLineTakeoff,
  TakeoffLineChanges,
  TakeoffMatch,
  takeoffMatchesBodySchema,
  TakeoffSuggestion,
  takeoffSuggestionsQuerySchema,
} from '../../../src/api/contract/takeoff';
import type { Db } from '../../db/client';
import { projects } from '../../db/schema/projects';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { toCard, toProducts } from '../catalogue/products.dto';
import { ordersRepository } from '../orders/orders.repository';
import { accessControl } from '../projects/access';
import { categoryNamesFor, groupWords, rankCandidates } from './takeoff-suggest';
import { takeoffRepository } from './takeoff.repository';

type MatchesBody = z.output<typeof takeoffMatchesBodySchema>;
type SuggestionsQuery = z.output<typeof takeoffSuggestionsQuerySchema>;
type LineInput = z.output<typeof orderLineInputSchema>;

/** Take-off from the model (issue 20): remembered matches, suggestions, a line's elements. */
export function takeoffService(db: Db) {
  const repo = takeoffRepository(db);
  const orders = ordersRepository(db);
  const access = accessControl(db);

  /** The project's owner and collaborators; anyone else 404. */
  async function requireMember(userId: string, projectId: string) {
    const [project] = await db.select().from(projects).where(eq(projects.id, projectId));
    const role = project ? await access.projectRole(project, userId) : null;
    if (!role) throw new NotFoundError();
  }

  async function cards(ids: string[], lng: Language) {
    const rows = await repo.published([...new Set(ids)]);
    return new Map((await toProducts(db, rows, lng)).map((p) => [p.id, toCard(p)]));
  }

  /** An order of `userId`'s with a line that has a take-off; else 404. */
  async function sourcedLine(orderId: string, lineId: string, userId: string) {
    const order = await orders.get(orderId);
    if (!order || order.professionalId !== userId) throw new NotFoundError();
    const line = (await orders.lines([order.id])).find((l) => l.id === lineId);
    if (!line?.sourceFileId || line.sourceVersion == null) throw new NotFoundError();
    return { order, line };
  }

  return {
    async matches(projectId: string, userId: string, lng: Language): Promise<TakeoffMatch[]> {
      await requireMember(userId, projectId);
      const rows = await repo.matches(projectId);
      const products = await cards(
        rows.map((r) => r.productId),
        lng,
      );
      return rows.map((r) => ({
        group_key: r.groupKey,
        product_id: r.productId,
        waste_percent: r.wastePercent,
        updated_at: r.updatedAt.toISOString(),
        product: products.get(r.productId) ?? null,
      }));
    },

    /** Remembers the products chosen for groups; each must be published (else 422 naming it). */
    async saveMatches(projectId: string, userId: string, body: MatchesBody, at = new Date()) {
      await requireMember(userId, projectId);
      const last = new Map(body.matches.map((m) => [m.group_key, m]));
      const found = await repo.published([...new Set(body.matches.map((m) => m.product_id))]);
      for (const [i, m] of body.matches.entries())
        if (!found.some((p) => p.id === m.product_id))
          throw ValidationError.field(`matches.${i}.product_id`, 'orders.product_unavailable');
      await repo.upsert(projectId, userId, [...last.values()], at);
    },

    async suggestions(
      projectId: string,
      userId: string,
      q: SuggestionsQuery,
      lng: Language,
    ): Promise<TakeoffSuggestion[]> {
      await requireMember(userId, projectId);
      const matches = await repo.matches(projectId);
      const remembered = q.group_key
        ? (matches.find((m) => m.groupKey === q.group_key)?.productId ?? null)
        : null;
      const previous = new Set(matches.map((m) => m.productId));
      const [categoryIds, words] = [
        await repo.categoryIds(categoryNamesFor(q.ifc_class)),
        groupWords(q.ifc_class, q.name),
      ];
      const rows = await repo.candidates(categoryIds, words, [...previous]);
      const ranked = rankCandidates(
        rows.map((r) => ({
          id: r.product.id,
          categoryNames: [r.category, r.subCategory],
          text: [r.product.nameFr, r.product.nameEn, r.product.nameAr, r.product.reference]
            .concat(r.product.tags)
            .filter(Boolean)
            .join(' '),
          publishedAt: r.product.publishedAt,
        })),
        q.ifc_class,
        q.name,
        remembered,
        previous,
      ).slice(0, q.limit);
      const products = new Map(
        (
          await toProducts(
            db,
            ranked.map((r) => rows.find((x) => x.product.id === r.id)!.product),
            lng,
          )
        ).map((p) => [p.id, toCard(p)]),
      );
      return ranked.map((r) => ({
        product: products.get(r.id)!,
        reason: r.reason,
        score: r.score,
      }));
    },

    /** « Show in model »: the order's professional only, a line with a take-off (else 404). */
    async lineTakeoff(orderId: string, lineId: string, userId: string): Promise<OrderLineTakeoff> {
      const { order, line } = await sourcedLine(orderId, lineId, userId);
      const file = await repo.file(line.sourceFileId!);
      if (!file) throw new NotFoundError();
      return {
        order_id: order.id,
        line_id: line.id,
        project_id: file.projectId,
        file_id: file.id,
        version: line.sourceVersion!,
        global_ids: line.sourceGlobalIds ?? [],
      };
    },

    /**
     * What became of each line's elements in its file's newest version, by GlobalId: changed
     * (geometry or properties fingerprint differs) or disappeared; needs both versions processed.
     * Either party may ask (GlobalIds only, not the model).
     */
    async changes(orderId: string, userId: string): Promise<TakeoffLineChanges[]> {
      const order = await orders.get(orderId);
      const party =
        order?.professionalId === userId ||
        (order?.manufacturerId === userId && order.state !== 'draft');
      if (!order || !party) throw new NotFoundError();
      const lines = (await orders.lines([order.id])).filter(
        (l) => l.sourceFileId && l.sourceVersion != null,
      );
      const out: TakeoffLineChanges[] = [];
      for (const l of lines) {
        const base = { line_id: l.id, file_id: l.sourceFileId!, version: l.sourceVersion! };
        const none = { changed: [], disappeared: [] };
        const latest = await repo.latest(l.sourceFileId!);
        if (!latest) {
          out.push({ ...base, latest_version: null, status: 'file_gone', ...none });
          continue;
        }
        const result = { ...base, latest_version: latest.number };
        if (latest.number <= l.sourceVersion!) {
          out.push({ ...result, status: 'current', ...none });
          continue;
        }
        const ordered = await repo.version(l.sourceFileId!, l.sourceVersion!);
        if (!ordered || !(await repo.processed(ordered.id)) || !(await repo.processed(latest.id))) {
          out.push({ ...result, status: 'not_processed', ...none });
          continue;
        }
        const ids = l.sourceGlobalIds ?? [];
        const [before, after] = await Promise.all([
          repo.fingerprints(ordered.id, ids),
          repo.fingerprints(latest.id, ids),
        ]);
        const was = new Map(before.map((e) => [e.globalId!, e]));
        const now = new Map(after.map((e) => [e.globalId!, e]));
        const changed: string[] = [];
        const disappeared: string[] = [];
        for (const id of ids) {
          const a = was.get(id);
          const b = now.get(id);
          if (!b) disappeared.push(id);
          else if (
            a &&
            (a.geometryHash !== b.geometryHash || a.propertiesHash !== b.propertiesHash)
          )
            changed.push(id);
        }
        out.push({ ...result, status: 'compared', changed, disappeared });
      }
      return out;
    },

    /**
     * Before an order is written: a line's take-off must come from a file of the order's
     * project, at a version that exists and that the professional can read (else 422 naming the
     * line: `lines.{i}.source.file_id` or `.version`).
     */
    async checkSources(proId: string, projectId: string | null | undefined, lines: LineInput[]) {
      for (const [i, line] of lines.entries()) {
        const s = line.source;
        if (!s) continue;
        const params = { line: i + 1 };
        const field = `lines.${i}.source`;
        if (!projectId)
          throw ValidationError.field('project_id', 'orders.takeoff_no_project', params);
        const file = await repo.file(s.file_id);
        if (!file || file.projectId !== projectId)
          throw ValidationError.field(`${field}.file_id`, 'orders.takeoff_foreign', params);
        const version = await repo.version(file.id, s.version);
        const readable = await access
          .file(proId, file.id, 'read')
          .then(() => true)
          .catch(() => false);
        if (!version || !readable)
          throw ValidationError.field(`${field}.version`, 'orders.takeoff_version', params);
      }
    },
  };
}
