import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  createOrderBodySchema,
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
import { users } from '../../db/schema/users';
import { translator } from '../../lib/i18n';
import { notify } from '../notifications/notify';
import { sourceColumns } from '../takeoff/line-source';
import type { ordersRepository } from './orders.repository';

/** The writing side of orders: their numbers, totals, rows and the word to the other party. */

type CreateBody = z.output<typeof createOrderBodySchema>;
type OrdersRepository = ReturnType<typeof ordersRepository>;

const initials = (company: string | null | undefined) => {
  const letters = (company ?? '')
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toUpperCase();
  return letters.length >= 3 ? letters.slice(0, 3) : 'FAB';
};

/** `ABC-2026-00042`: the manufacturer's initials, the year, its count of orders that year. */
export const orderNumber = (company: string | null | undefined, year: number, n: number) =>
  `${initials(company)}-${year}-${String(n).padStart(5, '0')}`;

export const lineTotal = (l: Pick<OrderLineRow, 'quantity' | 'unitPriceCents'>) =>
  l.unitPriceCents == null ? null : Math.round(l.quantity * l.unitPriceCents);

/** The sum of the lines, or null when one of them has no known price. */
export function orderTotal(lines: Pick<OrderLineRow, 'quantity' | 'unitPriceCents'>[]) {
  let sum = 0;
  for (const l of lines) {
    const t = lineTotal(l);
    if (t == null) return null;
    sum += t;
  }
  return lines.length ? sum : null;
}

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Tells the other party of a step (issue 20), in the transaction that takes it: a notification
 * (and its e-mail digest) per their preferences, worded in their language. The step's history
 * row is marked told (`notified_at`).
 */
export async function tellOtherParty(
  tx: Tx,
  order: Pick<OrderRow, 'id' | 'number' | 'professionalId' | 'manufacturerId'>,
  from: OrderSide,
  to: OrderState,
) {
  const userId = from === 'pro' ? order.manufacturerId : order.professionalId;
  const [user] = await tx.select().from(users).where(eq(users.id, userId));
  if (!user) return;
  await notify(tx, {
    userId,
    type: 'order_step',
    data: { order: order.number, step: translator(user.language)(`orders.states.${to}`) },
    link: `/${from === 'pro' ? 'fab' : 'pro'}/orders/${order.id}/order`,
  });
}

/**
 * One order of one manufacturer's lines, in the caller's transaction: numbered, written with its
 * lines and its history; sent at once (the machine's SEND, told to the manufacturer) unless a
 * draft.
 */
export async function insertOrder(
  tx: Tx,
  repo: OrdersRepository,
  proId: string,
  body: Omit<CreateBody, 'lines' | 'draft'>,
  lines: CreateBody['lines'],
  found: Awaited<ReturnType<OrdersRepository['orderable']>>,
  draft: boolean,
  at: Date,
): Promise<string> {
  const first = found.find((x) => x.id === lines[0]!.product_id)!;
  const manufacturerId = first.manufacturerId;
  const [maker] = await tx.select().from(users).where(eq(users.id, manufacturerId));
  const year = at.getUTCFullYear();
  const sent = draft ? null : nextOrderState('draft', 'SEND', 'pro');
  const n = await repo.nextNumber(tx, manufacturerId, year);
  const [order] = await tx
    .insert(orders)
    .values({
      number: orderNumber(maker?.onboarding?.company, year, n),
      manufacturerId,
      professionalId: proId,
      projectId: body.project_id ?? null,
      state: sent ?? 'draft',
      currency: first.currency ?? 'DZD',
      wilayaId: body.wilaya_id ?? null,
      commune: body.commune,
      address: body.address,
      wishedDate: body.wished_date ?? null,
      message: body.message,
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  await tx.insert(orderLines).values(
    lines.map((l, position) => {
      const p = found.find((x) => x.id === l.product_id)!;
      return {
        orderId: order!.id,
        productId: p.id,
        position,
        nameFr: p.nameFr,
        nameEn: p.nameEn,
        nameAr: p.nameAr,
        reference: p.reference,
        unit: p.unit,
        quantity: l.quantity,
        unitPriceCents: p.onQuote ? null : p.priceCents,
        note: l.note,
        ...sourceColumns(l.source),
      };
    }),
  );
  const base = { orderId: order!.id, actorId: proId, side: 'pro' as const };
  await tx.insert(orderEvents).values([
    { ...base, type: 'CREATE', fromState: null, toState: 'draft', createdAt: at },
    ...(sent
      ? [
          {
            ...base,
            type: 'SEND' as const,
            fromState: 'draft' as const,
            toState: sent,
            notifiedAt: at,
            createdAt: at,
          },
        ]
      : []),
  ]);
  if (sent) await tellOtherParty(tx, order!, 'pro', sent);
  return order!.id;
}
