import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { OrderState, ordersQuerySchema } from '../../../src/api/contract/orders';
import type { Db } from '../../db/client';
import { products } from '../../db/schema/catalogue';
import {
  orderCounters,
  orderEvents,
  orderLines,
  orders,
  type OrderEventRow,
  type OrderLineRow,
  type OrderRow,
} from '../../db/schema/orders';
import { users } from '../../db/schema/users';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type OrdersQueryOut = z.output<typeof ordersQuerySchema>;

const like = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** SQL over orders, their lines and history. */
export function ordersRepository(db: Db) {
  /** The orders `userId` is a party to, searched and filtered (no state filter). */
  function base(userId: string, q: OrdersQueryOut): SQL {
    const conditions: SQL[] = [
      or(
        eq(orders.professionalId, userId),
        and(eq(orders.manufacturerId, userId), ne(orders.state, 'draft')),
      )!,
    ];
    if (q.project_id) conditions.push(eq(orders.projectId, q.project_id));
    if (q.q) {
      const p = like(q.q);
      conditions.push(
        or(
          ilike(orders.number, p),
          sql`exists (select 1 from ${orderLines} where ${orderLines.orderId} = ${orders.id} and (
            coalesce(${orderLines.nameFr}, '') ilike ${p} or coalesce(${orderLines.nameEn}, '') ilike ${p}
            or coalesce(${orderLines.nameAr}, '') ilike ${p} or ${orderLines.reference} ilike ${p}))`,
          sql`exists (select 1 from ${users} where ${users.id} in (${orders.professionalId}, ${orders.manufacturerId})
            and ${users.id} <> ${userId} and (${users.firstName} || ' ' || ${users.lastName} ilike ${p}
            or coalesce(${users.onboarding} ->> 'company', '') ilike ${p}))`,
        )!,
      );
    }
    return and(...conditions)!;
  }

  return {
    async list(userId: string, q: OrdersQueryOut) {
      const where = q.state ? and(base(userId, q), eq(orders.state, q.state))! : base(userId, q);
      const order =
        q.sort === 'oldest'
          ? [asc(orders.createdAt), asc(orders.id)]
          : q.sort === 'number'
            ? [desc(orders.number)]
            : [desc(orders.updatedAt), desc(orders.id)];
      const [rows, [total], counts] = await Promise.all([
        db
          .select()
          .from(orders)
          .where(where)
          .orderBy(...order)
          .limit(q.per_page)
          .offset((q.page - 1) * q.per_page),
        db.select({ n: count() }).from(orders).where(where),
        db
          .select({ state: orders.state, n: count() })
          .from(orders)
          .where(base(userId, q))
          .groupBy(orders.state),
      ]);
      return {
        rows,
        total: total?.n ?? 0,
        stateCounts: Object.fromEntries(counts.map((c) => [c.state, c.n])) as Partial<
          Record<OrderState, number>
        >,
      };
    },

    async get(id: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.id, id));
      return row;
    },

    async lines(orderIds: string[]): Promise<OrderLineRow[]> {
      if (orderIds.length === 0) return [];
      return db
        .select()
        .from(orderLines)
        .where(inArray(orderLines.orderId, orderIds))
        .orderBy(asc(orderLines.position));
    },

    async history(orderId: string): Promise<OrderEventRow[]> {
      return db
        .select()
        .from(orderEvents)
        .where(eq(orderEvents.orderId, orderId))
        .orderBy(asc(orderEvents.seq));
    },

    /** Published products by id (a draft or archived product cannot be ordered). */
    async orderable(ids: string[]) {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(products)
        .where(and(inArray(products.id, ids), eq(products.status, 'published')));
    },

    /** The next number of `manufacturerId` for `year`, taken in `tx` (one upsert: no gaps lost). */
    async nextNumber(tx: Tx, manufacturerId: string, year: number): Promise<number> {
      const [row] = await tx
        .insert(orderCounters)
        .values({ manufacturerId, year, last: 1 })
        .onConflictDoUpdate({
          target: [orderCounters.manufacturerId, orderCounters.year],
          set: { last: sql`${orderCounters.last} + 1` },
        })
        .returning({ last: orderCounters.last });
      return row!.last;
    },
  };
}

export type OrdersRepository = ReturnType<typeof ordersRepository>;
