import { and, count, countDistinct, eq, gte, inArray, ne } from 'drizzle-orm';
import type { Language } from '../../../src/api/contract/languages';
import type { PlanLimits } from '../../../src/api/contract/site';
import type { Db } from '../../db/client';
import { products } from '../../db/schema/catalogue';
import { orders } from '../../db/schema/orders';
import { projectInvitations, projectMembers, projects } from '../../db/schema/projects';
import type { PlanRow } from '../../db/schema/site';
import { users, type UserRow } from '../../db/schema/users';
import { AppError } from '../../lib/errors';
import { storageUsed } from './plan-usage';
import { currentPlan } from './subscriptions.service';

type Who = Pick<UserRow, 'id' | 'type'>;
export type LimitName = 'projects' | 'storage' | 'collaborators' | 'products' | 'orders';

/** 403 `plan_limit`: the user's plan does not allow one more of something; the message says which plan and how many. */
export class PlanLimitError extends AppError {
  constructor(what: LimitName, params: { plan: string; limit: number }) {
    super(403, 'plan_limit', `errors.plan_limit_${what}`, params);
  }
}

/** The user's plan and one of its limits; null when the plan sets none (or there is no plan). */
async function limitOf(
  db: Db,
  user: Who,
  key: keyof PlanLimits,
): Promise<{ plan: PlanRow; limit: number } | null> {
  const { plan } = await currentPlan(db, user);
  const limit = plan?.limits[key];
  if (!plan || limit === null || limit === undefined) return null;
  return { plan, limit };
}

/**
 * Refuses `adding` more of something when `used + adding` would pass the plan's limit. Only
 * growth is refused: a user over a limit after a downgrade keeps everything they have.
 */
async function assertRoom(
  db: Db,
  user: Who,
  lng: Language,
  key: keyof PlanLimits,
  what: LimitName,
  used: () => Promise<number>,
  adding = 1,
): Promise<void> {
  const found = await limitOf(db, user, key);
  if (!found || adding <= 0) return;
  if ((await used()) + adding > found.limit)
    throw new PlanLimitError(what, { plan: found.plan.name[lng], limit: found.limit });
}

const first = (rows: { n: number }[]) => rows[0]?.n ?? 0;

/** A new project, within the plan's number of projects. */
export function assertProjectAllowed(db: Db, user: Who, lng: Language): Promise<void> {
  return assertRoom(db, user, lng, 'projects', 'projects', async () =>
    first(await db.select({ n: count() }).from(projects).where(eq(projects.ownerId, user.id))),
  );
}

/** Members and pending invitations of one project (its owner not counted). */
export async function collaboratorsOn(db: Db, projectId: string): Promise<number> {
  const members = first(
    await db
      .select({ n: count() })
      .from(projectMembers)
      .where(eq(projectMembers.projectId, projectId)),
  );
  const invited = first(
    await db
      .select({ n: count() })
      .from(projectInvitations)
      .where(eq(projectInvitations.projectId, projectId)),
  );
  return members + invited;
}

/** One more collaborator on a project, within the plan of the project's owner. */
export function assertCollaboratorAllowed(
  db: Db,
  owner: Who,
  projectId: string,
  lng: Language,
): Promise<void> {
  return assertRoom(db, owner, lng, 'collaborators', 'collaborators', () =>
    collaboratorsOn(db, projectId),
  );
}

/** How many products a manufacturer has published. */
export async function publishedProducts(db: Db, manufacturerId: string): Promise<number> {
  return first(
    await db
      .select({ n: count() })
      .from(products)
      .where(and(eq(products.manufacturerId, manufacturerId), eq(products.status, 'published'))),
  );
}

/**
 * Publishing products (one, or several at once): only those not published yet count, and the
 * whole change is refused when they would pass the plan's number.
 */
export async function assertPublishAllowed(
  db: Db,
  user: Who,
  lng: Language,
  ids: string[] | 'new',
): Promise<void> {
  let adding = 1;
  if (ids !== 'new') {
    if (ids.length === 0) return;
    adding = first(
      await db
        .select({ n: count() })
        .from(products)
        .where(
          and(
            eq(products.manufacturerId, user.id),
            inArray(products.id, ids),
            ne(products.status, 'published'),
          ),
        ),
    );
  }
  await assertRoom(
    db,
    user,
    lng,
    'products',
    'products',
    () => publishedProducts(db, user.id),
    adding,
  );
}

/** The first instant of the month `at` is in (UTC). */
export const monthStart = (at: Date) =>
  new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));

/** Orders a professional sent (not drafts) since the start of this month. */
export async function ordersThisMonth(db: Db, proId: string, at = new Date()): Promise<number> {
  return first(
    await db
      .select({ n: count() })
      .from(orders)
      .where(
        and(
          eq(orders.professionalId, proId),
          ne(orders.state, 'draft'),
          gte(orders.createdAt, monthStart(at)),
        ),
      ),
  );
}

/**
 * Sending orders: `productIds` are the lines of one order or a basket (one order per
 * manufacturer and currency); `adding` counts them when known.
 */
export async function assertOrdersAllowed(
  db: Db,
  user: Who,
  lng: Language,
  productIds: string[] | number,
): Promise<void> {
  let adding = typeof productIds === 'number' ? productIds : 1;
  if (Array.isArray(productIds) && productIds.length > 0)
    adding = Math.max(
      1,
      first(
        await db
          .select({ n: countDistinct(products.manufacturerId) })
          .from(products)
          .where(inArray(products.id, productIds)),
      ),
    );
  await assertRoom(
    db,
    user,
    lng,
    'orders_per_month',
    'orders',
    () => ordersThisMonth(db, user.id),
    adding,
  );
}

/** Bytes left on the plan of a project's owner, or null for no limit. */
export type StorageRoom = { room: number; refuse: () => PlanLimitError };

/**
 * What an upload into a project of `owner` may still weigh; refused at once when nothing is
 * left or when the declared size alone passes it (before a byte is read).
 */
export async function storageRoom(
  db: Db,
  owner: Who,
  lng: Language,
  declaredBytes: number,
): Promise<StorageRoom | null> {
  const found = await limitOf(db, owner, 'storage_mb');
  if (!found) return null;
  const room = found.limit * 1024 * 1024 - (await storageUsed(db, owner.id));
  const refuse = () =>
    new PlanLimitError('storage', { plan: found.plan.name[lng], limit: found.limit });
  // The declared length includes the multipart framing: allow it some slack, the stream is exact.
  if (room <= 0 || (Number.isFinite(declaredBytes) && declaredBytes > room + 64 * 1024))
    throw refuse();
  return { room, refuse };
}

/** The storage room of the owner of a project (uploads count against the owner's plan). */
export async function projectStorageRoom(
  db: Db,
  projectId: string,
  lng: Language,
  declaredBytes: number,
): Promise<StorageRoom | null> {
  const [owner] = await db
    .select({ id: users.id, type: users.type })
    .from(projects)
    .innerJoin(users, eq(users.id, projects.ownerId))
    .where(eq(projects.id, projectId));
  return owner ? storageRoom(db, owner, lng, declaredBytes) : null;
}
