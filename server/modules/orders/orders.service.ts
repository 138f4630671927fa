import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Language } from '../../../src/api/contract/languages';
import type {
  basketBodySchema,
  createOrderBodySchema,
  Order,
  OrderCard,
  orderEventBodySchema,
  OrderLine,
  OrderParty,
  OrderSide,
  OrderState,
} from '../../../src/api/contract/orders';
// The one definition of the order's life, shared with the client (eslint.config.js allows it).
import { nextOrderState } from '../../../src/machines/order.machine';
import type { Db } from '../../db/client';
import {
  orderEvents,
  orderLines,
  orders,
  type OrderLineRow,
  type OrderRow,
} from '../../db/schema/orders';
import { projects } from '../../db/schema/projects';
import { wilayas } from '../../db/schema/reference';
import { users, type UserRow } from '../../db/schema/users';
import { AppError, NotFoundError, ValidationError } from '../../lib/errors';
import { inLanguage } from '../catalogue/products.dto';
import { accessControl } from '../projects/access';
import { insertOrder, lineTotal, orderTotal, tellOtherParty } from './order-writer';
import { lineSource } from '../takeoff/line-source';
import { takeoffService } from '../takeoff/takeoff.service';
import { ordersRepository } from './orders.repository';

type CreateBody = z.output<typeof createOrderBodySchema>;
type BasketBody = z.output<typeof basketBodySchema>;
type EventBody = z.output<typeof orderEventBodySchema>;

/** 409: the order's state does not take this event from this side (the machine said no). */
export class IllegalOrderEventError extends AppError {
  constructor(type: string, state: OrderState) {
    super(409, 'illegal_transition', `orders.illegal.${type}`, { state });
  }
}

const partyOf = (u: UserRow | undefined): OrderParty =>
  u
    ? {
        id: u.id,
        name: `${u.firstName} ${u.lastName}`,
        company: u.onboarding?.company ?? null,
      }
    : { id: '00000000-0000-4000-8000-000000000000', name: '—', company: null };

const lineName = (l: OrderLineRow, lng: Language) =>
  inLanguage(lng, { fr: l.nameFr, en: l.nameEn, ar: l.nameAr }) ?? l.reference;

/** The professional always; the manufacturer once it was sent (a draft is the professional's own). */
export const isParty = (row: OrderRow, userId: string) =>
  row.professionalId === userId || (row.manufacturerId === userId && row.state !== 'draft');

export function ordersService(db: Db) {
  const repo = ordersRepository(db);
  const takeoff = takeoffService(db);

  async function peopleOf(ids: string[]) {
    const rows = ids.length ? await db.select().from(users).where(inArray(users.id, ids)) : [];
    return new Map(rows.map((u) => [u.id, u]));
  }

  async function cards(rows: OrderRow[], readerId: string, lng: Language): Promise<OrderCard[]> {
    const [lines, people, projectRows] = await Promise.all([
      repo.lines(rows.map((r) => r.id)),
      peopleOf([...new Set(rows.flatMap((r) => [r.professionalId, r.manufacturerId]))]),
      (async () => {
        const ids = [...new Set(rows.map((r) => r.projectId).filter((p) => p != null))];
        return ids.length
          ? db
              .select({ id: projects.id, name: projects.name })
              .from(projects)
              .where(inArray(projects.id, ids))
          : [];
      })(),
    ]);
    return rows.map((r) => {
      const own = lines.filter((l) => l.orderId === r.id);
      const project = projectRows.find((p) => p.id === r.projectId);
      return {
        id: r.id,
        number: r.number,
        state: r.state,
        side: r.professionalId === readerId ? 'pro' : 'fab',
        professional: partyOf(people.get(r.professionalId)),
        manufacturer: partyOf(people.get(r.manufacturerId)),
        project: project ?? null,
        line_count: own.length,
        first_line: own[0] ? lineName(own[0], lng) : null,
        currency: r.currency,
        total_cents: orderTotal(own),
        created_at: r.createdAt.toISOString(),
        updated_at: r.updatedAt.toISOString(),
      };
    });
  }

  /** The order with its lines and history, if `readerId` is one of its two parties. */
  async function read(id: string, readerId: string, lng: Language): Promise<Order> {
    const row = await repo.get(id);
    if (!row || !isParty(row, readerId)) throw new NotFoundError();
    const [[card], lines, history, wilaya] = await Promise.all([
      cards([row], readerId, lng),
      repo.lines([row.id]),
      repo.history(row.id),
      row.wilayaId
        ? db.select().from(wilayas).where(eq(wilayas.id, row.wilayaId))
        : Promise.resolve([]),
    ]);
    const actors = await peopleOf([...new Set(history.flatMap((h) => h.actorId ?? []))]);
    const w = wilaya[0];
    return {
      ...card!,
      lines: lines.map((l): OrderLine => ({
        id: l.id,
        product_id: l.productId,
        name: lineName(l, lng),
        reference: l.reference,
        unit: l.unit,
        quantity: l.quantity,
        unit_price_cents: l.unitPriceCents,
        total_cents: lineTotal(l),
        note: l.note,
        source: lineSource(l),
      })),
      wilaya_id: row.wilayaId,
      wilaya: w ? (inLanguage(lng, { fr: w.nameFr, en: w.nameEn, ar: w.nameAr }) ?? null) : null,
      commune: row.commune,
      address: row.address,
      wished_date: row.wishedDate,
      message: row.message,
      lead_time_days: row.leadTimeDays,
      delivery_date: row.deliveryDate,
      reason: row.reason,
      history: history.map((h) => ({
        id: h.id,
        type: h.type,
        from_state: h.fromState,
        to_state: h.toState,
        actor: h.actorId ? partyOf(actors.get(h.actorId)) : null,
        side: h.side,
        at: h.createdAt.toISOString(),
        reason: h.reason,
        note: h.note,
        lead_time_days: h.leadTimeDays,
        delivery_date: h.deliveryDate,
      })),
    };
  }

  /** The lines' products, each published; else 422 on the first line that is not. */
  async function orderableLines(lines: CreateBody['lines']) {
    const found = await repo.orderable([...new Set(lines.map((l) => l.product_id))]);
    for (const [i, line] of lines.entries())
      if (!found.some((p) => p.id === line.product_id))
        throw ValidationError.field(`lines.${i}.product_id`, 'orders.product_unavailable');
    return found;
  }

  async function checkProject(proId: string, projectId: string | null | undefined) {
    if (!projectId) return;
    const role = await accessProject(proId, projectId);
    if (!role) throw ValidationError.field('project_id', 'orders.project_unknown');
  }

  return {
    read,
    cards,

    /**
     * A professional's order: every product published and of one manufacturer, the project one
     * of theirs; numbered, written with its lines and its history in one transaction; sent at
     * once (the machine's SEND) unless kept as a draft.
     */
    async create(proId: string, body: CreateBody, at = new Date()): Promise<string> {
      const found = await orderableLines(body.lines);
      const makers = [...new Set(found.map((p) => p.manufacturerId))];
      if (makers.length > 1) throw ValidationError.field('lines', 'orders.one_manufacturer');
      const currencies = [...new Set(found.map((p) => p.currency))];
      if (currencies.length > 1) throw ValidationError.field('lines', 'orders.one_currency');
      await checkProject(proId, body.project_id);
      await takeoff.checkSources(proId, body.project_id, body.lines);
      return db.transaction((tx) =>
        insertOrder(tx, repo, proId, body, body.lines, found, body.draft, at),
      );
    },

    /**
     * A basket: its lines grouped by manufacturer and currency, each group one order, all sent
     * in one transaction (every order or none), numbered per manufacturer; in the order the
     * manufacturers first appear in the basket.
     */
    async createMany(proId: string, body: BasketBody, at = new Date()): Promise<string[]> {
      const found = await orderableLines(body.lines);
      await checkProject(proId, body.project_id);
      await takeoff.checkSources(proId, body.project_id, body.lines);
      const groups = new Map<string, CreateBody['lines']>();
      for (const line of body.lines) {
        const p = found.find((x) => x.id === line.product_id)!;
        const key = `${p.manufacturerId}:${p.currency}`;
        groups.set(key, [...(groups.get(key) ?? []), line]);
      }
      return db.transaction(async (tx) => {
        const ids: string[] = [];
        for (const lines of groups.values())
          ids.push(await insertOrder(tx, repo, proId, body, lines, found, false, at));
        return ids;
      });
    },

    /**
     * One step of the order's life, by one of its parties: the machine says whether the current
     * state takes it from this side (else 409); the state moves only from the state it was read
     * in (a concurrent step that got there first makes this one a 409, with nothing written).
     */
    async transition(
      orderId: string,
      userId: string,
      body: EventBody,
      now = new Date(),
    ): Promise<void> {
      const row = await repo.get(orderId);
      if (!row || !isParty(row, userId)) throw new NotFoundError();
      const side: OrderSide = row.professionalId === userId ? 'pro' : 'fab';
      const next = nextOrderState(row.state, body.type, side);
      if (!next) throw new IllegalOrderEventError(body.type, row.state);
      const reason = body.type === 'REFUSE' || body.type === 'CANCEL' ? body.reason : null;
      if (body.type === 'CANCEL' && side === 'fab' && !reason)
        throw ValidationError.field('reason', 'validation.required');
      const note = 'note' in body ? (body.note ?? null) : null;
      const accept = body.type === 'ACCEPT' ? body : null;
      if (accept?.lines.length) {
        const lines = await repo.lines([row.id]);
        for (const [i, l] of accept.lines.entries())
          if (!lines.some((x) => x.id === l.id))
            throw ValidationError.field(`lines.${i}.id`, 'validation.invalid');
      }
      await db.transaction(async (tx) => {
        const [moved] = await tx
          .update(orders)
          .set({
            state: next,
            updatedAt: now,
            ...(accept
              ? {
                  leadTimeDays: accept.lead_time_days ?? null,
                  deliveryDate: accept.delivery_date ?? null,
                }
              : {}),
            ...(reason ? { reason } : {}),
          })
          .where(and(eq(orders.id, row.id), eq(orders.state, row.state)))
          .returning({ id: orders.id });
        if (!moved) throw new IllegalOrderEventError(body.type, row.state);
        for (const l of accept?.lines ?? [])
          await tx
            .update(orderLines)
            .set({ unitPriceCents: l.unit_price_cents })
            .where(and(eq(orderLines.id, l.id), eq(orderLines.orderId, row.id)));
        await tx.insert(orderEvents).values({
          orderId: row.id,
          type: body.type,
          fromState: row.state,
          toState: next,
          actorId: userId,
          side,
          reason,
          note,
          leadTimeDays: accept?.lead_time_days ?? null,
          deliveryDate: accept?.delivery_date ?? null,
          notifiedAt: now,
          createdAt: now,
        });
        await tellOtherParty(tx, row, side, next);
      });
    },
  };

  async function accessProject(userId: string, projectId: string) {
    const [project] = await db.select().from(projects).where(eq(projects.id, projectId));
    return project ? accessControl(db).projectRole(project, userId) : null;
  }
}
