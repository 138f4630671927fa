import { count, eq } from 'drizzle-orm';
import type { Language } from '../../../src/api/contract/languages';
import type { Db } from '../../db/client';
import { projects } from '../../db/schema/projects';
import type { UserRow } from '../../db/schema/users';
import { AppError } from '../../lib/errors';
import { currentPlan } from './subscriptions.service';

/** 403 `plan_limit`: the user's plan does not allow one more of something; the message says which plan and how many. */
export class PlanLimitError extends AppError {
  constructor(what: 'projects', params: { plan: string; limit: number }) {
    super(403, 'plan_limit', `errors.plan_limit_${what}`, params);
  }
}

/**
 * Refuses a new project past the number the user's plan allows (their running subscription's
 * plan, else their audience's free plan; no plan at all means no limit). Only creation is
 * refused: a user over the limit after a downgrade keeps every project they have.
 */
export async function assertProjectAllowed(
  db: Db,
  user: Pick<UserRow, 'id' | 'type'>,
  lng: Language,
): Promise<void> {
  const { plan } = await currentPlan(db, user);
  const limit = plan?.limits.projects;
  if (!plan || limit === null || limit === undefined) return;
  const [row] = await db.select({ n: count() }).from(projects).where(eq(projects.ownerId, user.id));
  if ((row?.n ?? 0) >= limit) throw new PlanLimitError('projects', { plan: plan.name[lng], limit });
}
