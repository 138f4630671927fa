import { count, eq, sql } from 'drizzle-orm';
import { isManufacturerType } from '../../../src/api/contract/audience';
import type { LimitUsage, PlanLimits } from '../../../src/api/contract/site';
import type { Db } from '../../db/client';
import { productFiles, products } from '../../db/schema/catalogue';
import { files, fileVersions } from '../../db/schema/files';
import { projectInvitations, projectMembers, projects } from '../../db/schema/projects';
import type { UserRow } from '../../db/schema/users';
import { sqlRows } from '../projects/sql-rows';
import { ordersThisMonth, publishedProducts } from './plan-limits';
import { currentPlan } from './subscriptions.service';

type Who = Pick<UserRow, 'id' | 'type'>;

/** The limits that matter to each audience (a manufacturer has no projects; a professional publishes nothing). */
export const kindsFor = (user: Pick<UserRow, 'type'>): (keyof PlanLimits)[] =>
  isManufacturerType(user.type)
    ? ['storage_mb', 'products']
    : ['projects', 'storage_mb', 'collaborators', 'orders_per_month'];

/** Bytes stored for the user: every version in the projects they own and their products' files. */
export async function storageUsed(db: Db, userId: string): Promise<number> {
  const [p] = await db
    .select({ n: sql<string>`coalesce(sum(${fileVersions.size}), 0)` })
    .from(fileVersions)
    .innerJoin(files, eq(files.id, fileVersions.fileId))
    .innerJoin(projects, eq(projects.id, files.projectId))
    .where(eq(projects.ownerId, userId));
  const [f] = await db
    .select({ n: sql<string>`coalesce(sum(${productFiles.size}), 0)` })
    .from(productFiles)
    .innerJoin(products, eq(products.id, productFiles.productId))
    .where(eq(products.manufacturerId, userId));
  return Number(p?.n ?? 0) + Number(f?.n ?? 0);
}

/** The most collaborators (members and pending invitations) on one of the user's projects. */
async function mostCollaborators(db: Db, userId: string): Promise<number> {
  const rows = await sqlRows<{ n: number | string }>(
    db,
    sql`
    select coalesce(max(c.n), 0)::int as n from (
      select count(*)::int as n from (
        select ${projectMembers.projectId} as project_id from ${projectMembers}
        union all
        select ${projectInvitations.projectId} from ${projectInvitations}
      ) m join ${projects} p on p.id = m.project_id
      where p.owner_id = ${userId}
      group by m.project_id
    ) c`,
  );
  return Number(rows[0]?.n ?? 0);
}

async function used(db: Db, user: Who, kind: keyof PlanLimits, at: Date): Promise<number> {
  switch (kind) {
    case 'projects': {
      const [r] = await db
        .select({ n: count() })
        .from(projects)
        .where(eq(projects.ownerId, user.id));
      return r?.n ?? 0;
    }
    case 'storage_mb':
      return storageUsed(db, user.id);
    case 'collaborators':
      return mostCollaborators(db, user.id);
    case 'products':
      return publishedProducts(db, user.id);
    case 'orders_per_month':
      return ordersThisMonth(db, user.id, at);
  }
}

/**
 * Each limit of the user's plan with how much of it is used: storage in bytes (its limit too),
 * the rest counted. A null limit is no limit.
 */
export async function usageOf(
  db: Db,
  user: Who,
  kinds: (keyof PlanLimits)[] = kindsFor(user),
  at = new Date(),
): Promise<LimitUsage[]> {
  const { plan } = await currentPlan(db, user);
  return Promise.all(
    kinds.map(async (kind) => {
      const limit = plan?.limits[kind] ?? null;
      return {
        kind,
        used: await used(db, user, kind, at),
        limit: limit === null ? null : kind === 'storage_mb' ? limit * 1024 * 1024 : limit,
      };
    }),
  );
}
