import { and, eq, gt, isNull, lte, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import {
  plans,
  subscriptionEvents,
  subscriptions,
  type SubscriptionRow,
} from '../../db/schema/site';
import type { AppDeps } from '../../deps';
import { deliver } from '../../mail/deliver';
import { subscriptionEndingMail, subscriptionExpiredMail } from '../../mail/templates/site.mails';
import { usersRepository } from '../identity/users.repository';
import { notify } from '../notifications/notify';
import type { SubscriptionDeps } from './subscriptions.service';
import { audienceOf } from './subscriptions.service';

const DAY_MS = 86_400_000;
/** The reminders before a subscription ends, earliest first: days before `ends_at`. */
export const REMINDER_DAYS = [7, 1] as const;
/** How often this process looks (any process may: each row is claimed by a conditional update). */
const EVERY_MS = 3_600_000;

/** Another confirmed subscription of the user that runs past this one (a renewal): nothing to tell. */
async function renewed(db: Db, s: SubscriptionRow): Promise<boolean> {
  const [other] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, s.userId),
        eq(subscriptions.state, 'confirmed'),
        ne(subscriptions.id, s.id),
        gt(subscriptions.endsAt, s.endsAt!),
      ),
    )
    .limit(1);
  return other !== undefined;
}

/**
 * Renewal reminders and expiry (issue 22), at `now` (injected for tests):
 * - 7 days and 1 day before a confirmed subscription ends, its owner is told by e-mail and
 *   notification, each once (`reminded_7_at`, `reminded_1_at` record it; a late run sends only
 *   the nearest reminder);
 * - once it has ended, it becomes `expired` and its owner, back on their audience's free plan,
 *   is told (unless a renewal already runs).
 * Returns what it did, for the tests and the log.
 */
export async function runSubscriptionLifecycle(
  deps: SubscriptionDeps,
  now = new Date(),
): Promise<{ reminded: number; expired: number }> {
  const { db } = deps;
  const users = usersRepository(db);
  let reminded = 0;
  for (const days of REMINDER_DAYS) {
    const column = days === 7 ? subscriptions.reminded7At : subscriptions.reminded1At;
    const nearer = REMINDER_DAYS.filter((d) => d < days).at(-1);
    const claimed = await db
      .update(subscriptions)
      .set(
        days === 7
          ? { reminded7At: now }
          : { reminded1At: now, reminded7At: sql`coalesce(${subscriptions.reminded7At}, ${now})` },
      )
      .where(
        and(
          eq(subscriptions.state, 'confirmed'),
          isNull(column),
          gt(subscriptions.endsAt, nearer ? new Date(+now + nearer * DAY_MS) : now),
          lte(subscriptions.endsAt, new Date(+now + days * DAY_MS)),
        ),
      )
      .returning();
    for (const s of claimed) {
      if (await renewed(db, s)) continue;
      const owner = await users.findById(s.userId);
      if (owner) await tell(deps, owner, s, 'subscription_ending');
      reminded += 1;
    }
  }

  const ended = await db.transaction(async (tx) => {
    const rows = await tx
      .update(subscriptions)
      .set({ state: 'expired' })
      .where(and(eq(subscriptions.state, 'confirmed'), lte(subscriptions.endsAt, now)))
      .returning();
    if (rows.length > 0)
      await tx
        .insert(subscriptionEvents)
        .values(rows.map((r) => ({ subscriptionId: r.id, state: 'expired' as const, at: now })));
    return rows;
  });
  for (const s of ended) {
    if (await renewed(db, s)) continue;
    const owner = await users.findById(s.userId);
    if (owner) await tell(deps, owner, s, 'subscription_expired');
  }
  return { reminded, expired: ended.length };
}

async function tell(
  deps: SubscriptionDeps,
  owner: NonNullable<Awaited<ReturnType<ReturnType<typeof usersRepository>['findById']>>>,
  s: SubscriptionRow,
  type: 'subscription_ending' | 'subscription_expired',
) {
  const [plan] = await deps.db.select().from(plans).where(eq(plans.id, s.planId));
  if (!plan) return;
  const name = plan.name[owner.language];
  const until = new Intl.DateTimeFormat(owner.language, { dateStyle: 'long' }).format(s.endsAt!);
  const link =
    type === 'subscription_ending' ? `/${audienceOf(owner)}/parameters/subscriptions` : '/plans';
  await notify(deps.db, { userId: owner.id, type, data: { plan: name, until }, link });
  const to = { email: owner.email, firstName: owner.firstName, language: owner.language };
  const url = `${deps.config.appUrl}${link}`;
  await deliver(
    deps.mailer,
    deps.log,
    type === 'subscription_ending'
      ? subscriptionEndingMail(to, name, until, url)
      : subscriptionExpiredMail(to, name, until, url),
  );
}

/** Runs the reminders and expiries hourly in this process, as the notification digest does. */
export function startSubscriptionLifecycle(app: FastifyInstance, deps: AppDeps): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = runSubscriptionLifecycle({
      db: deps.database.db,
      mailer: deps.mailer,
      config: deps.config,
      log: app.log,
    }).catch((err: unknown) => app.log.error({ err }, 'subscription reminders failed'));
  };
  app.addHook('onReady', async () => {
    timer = setInterval(run, EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
