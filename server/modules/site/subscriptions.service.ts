import type { FastifyBaseLogger } from 'fastify';
import { isManufacturerType } from '../../../src/api/contract/audience';
import type { BillingPeriod, PlanAudience } from '../../../src/api/contract/site';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { PlanRow, SubscriptionRow } from '../../db/schema/site';
import type { UserRow } from '../../db/schema/users';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { translator } from '../../lib/i18n';
import { deliver } from '../../mail/deliver';
import type { Mailer } from '../../mail/mailer';
import {
  subscriptionConfirmedMail,
  subscriptionRejectedMail,
} from '../../mail/templates/site.mails';
import { usersRepository } from '../identity/users.repository';
import { notify } from '../notifications/notify';
import { siteRepository } from './site.repository';

export const audienceOf = (user: Pick<UserRow, 'type'>): PlanAudience =>
  isManufacturerType(user.type) ? 'fab' : 'pro';

/** When a subscription confirmed at `from` for `period` ends. */
export function endOf(from: Date, period: BillingPeriod): Date {
  const end = new Date(from);
  if (period === 'yearly') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

/** The plan a user is on now: their running subscription's, else their audience's free plan. */
export async function currentPlan(
  db: Db,
  user: Pick<UserRow, 'id' | 'type'>,
): Promise<{ plan: PlanRow | null; subscription: SubscriptionRow | null }> {
  const repo = siteRepository(db);
  const running = await repo.runningOf(user.id);
  if (running) {
    const plan = await repo.planById(running.planId);
    if (plan) return { plan, subscription: running };
  }
  return { plan: (await repo.freePlan(audienceOf(user))) ?? null, subscription: null };
}

export type SubscriptionDeps = {
  db: Db;
  mailer: Mailer;
  config: Pick<Config, 'appUrl'>;
  log: Pick<FastifyBaseLogger, 'error'>;
};

/**
 * Subscription requests: requested by the user (one open request at a time, a paid plan of
 * their own audience), then confirmed or rejected by an administrator, who is not the requester.
 * The user is told by e-mail and by a notification.
 */
export function subscriptionsService(deps: SubscriptionDeps) {
  const repo = siteRepository(deps.db);
  const users = usersRepository(deps.db);
  const settingsUrl = (u: UserRow) =>
    `${deps.config.appUrl}/${audienceOf(u)}/parameters/subscriptions`;

  return {
    async request(user: UserRow, planId: string, period: BillingPeriod) {
      const plan = await repo.planById(planId);
      if (!plan || plan.retiredAt) throw ValidationError.field('plan_id', 'validation.exists');
      if (plan.audience !== audienceOf(user))
        throw ValidationError.field('plan_id', 'validation.plan_audience');
      if (plan.priceMonthly === 0 && plan.priceYearly === 0)
        throw ValidationError.field('plan_id', 'validation.plan_free');
      if (await repo.pendingOf(user.id)) throw new ConflictError('errors.subscription_pending');
      const amount = period === 'yearly' ? plan.priceYearly : plan.priceMonthly;
      const row = await repo.insertSubscription(
        { userId: user.id, planId: plan.id, period, amount },
        user.id,
      );
      return { row, plan };
    },

    /** The user's own request, or 404 (someone else's is not theirs to see). */
    async own(user: UserRow, id: string) {
      const row = await repo.subscriptionById(id);
      if (!row || row.userId !== user.id) throw new NotFoundError();
      return row;
    },

    async decide(
      actor: UserRow,
      id: string,
      decision: { kind: 'confirm' } | { kind: 'reject'; reason: string },
    ) {
      const row = await repo.subscriptionById(id);
      if (!row) throw new NotFoundError();
      if (row.userId === actor.id) throw new NotFoundError();
      if (row.state !== 'requested') throw new ConflictError('errors.subscription_decided');
      const now = new Date();
      const decided =
        decision.kind === 'confirm'
          ? await repo.decide(
              id,
              {
                state: 'confirmed',
                decidedBy: actor.id,
                decidedAt: now,
                startsAt: now,
                endsAt: endOf(now, row.period),
              },
              actor.id,
              null,
            )
          : await repo.decide(
              id,
              { state: 'rejected', reason: decision.reason, decidedBy: actor.id, decidedAt: now },
              actor.id,
              decision.reason,
            );
      if (!decided) throw new ConflictError('errors.subscription_decided');
      const plan = (await repo.planById(decided.planId))!;
      const owner = await users.findById(decided.userId);
      if (owner) await tell(owner, decided, plan);
      return { row: decided, plan };
    },
  };

  async function tell(owner: UserRow, s: SubscriptionRow, plan: PlanRow) {
    const t = translator(owner.language);
    const name = plan.name[owner.language];
    await notify(deps.db, {
      userId: owner.id,
      type: 'subscription_decision',
      data: { decision: t(`subscriptions.${s.state}`, { plan: name }) },
      link: `/${audienceOf(owner)}/parameters/subscriptions`,
    });
    const to = { email: owner.email, firstName: owner.firstName, language: owner.language };
    const mail =
      s.state === 'confirmed'
        ? subscriptionConfirmedMail(
            to,
            name,
            new Intl.DateTimeFormat(owner.language, { dateStyle: 'long' }).format(s.endsAt!),
            settingsUrl(owner),
          )
        : subscriptionRejectedMail(to, name, s.reason ?? '', settingsUrl(owner));
    await deliver(deps.mailer, deps.log, mail);
  }
}
