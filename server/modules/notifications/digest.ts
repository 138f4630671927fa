import { inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { isManufacturerType } from '../../../src/api/contract/audience';
import { notificationWordingOptions } from '../../../src/api/contract/notifications';
import { notifications } from '../../db/schema/messaging';
import { users } from '../../db/schema/users';
import type { AppDeps } from '../../deps';
import { translator } from '../../lib/i18n';
import { composeMail } from '../../mail/templates/layout';

/** A notification still unread this long goes into the user's e-mail digest. */
export const DIGEST_AFTER_MS = 3_600_000;
const EVERY_MS = 5 * 60_000;

type Row = typeof notifications.$inferSelect;

/** How long a digest run holds the rows it claimed (a crashed run's claim lapses after it). */
const CLAIM_MS = 10 * 60_000;

/**
 * Mails each user one digest of their notifications that stayed unread for an hour (those of
 * the types they want by e-mail). Rows are claimed for a while with SKIP LOCKED, so several
 * processes never mail one twice; `emailed_at` is set only once the user's mail was accepted, and
 * a failed send releases its rows for the next run. Returns how many digests were sent.
 */
export async function sendDigests(
  deps: Pick<AppDeps, 'database' | 'mailer' | 'config'>,
  log: Pick<FastifyBaseLogger, 'error'>,
  olderThanMs = DIGEST_AFTER_MS,
): Promise<number> {
  const db = deps.database.db;
  const cutoff = new Date(Date.now() - olderThanMs).toISOString();
  const until = new Date(Date.now() + CLAIM_MS).toISOString();
  const claimed = (await db.execute(sql`
    update ${notifications} set digest_claimed_until = ${until}
    where id in (
      select id from ${notifications}
      where by_email and read_at is null and emailed_at is null and created_at < ${cutoff}
        and (digest_claimed_until is null or digest_claimed_until < now())
      order by created_at limit 1000
      for update skip locked)
    returning id, user_id, type, data, created_at`)) as unknown as
    { rows: Record<string, unknown>[] } | Record<string, unknown>[];
  const list = Array.isArray(claimed) ? claimed : claimed.rows;
  if (list.length === 0) return 0;
  const byUser = new Map<string, (Pick<Row, 'type' | 'data'> & { id: string })[]>();
  for (const r of list) {
    const userId = String(r.user_id);
    const data = (typeof r.data === 'string' ? JSON.parse(r.data) : r.data) as Row['data'];
    byUser.set(userId, [
      ...(byUser.get(userId) ?? []),
      { id: String(r.id), type: String(r.type), data },
    ]);
  }
  const people = await db
    .select()
    .from(users)
    .where(inArray(users.id, [...byUser.keys()]));
  let sent = 0;
  for (const u of people) {
    const items = byUser.get(u.id)!;
    const ids = items.map((n) => n.id);
    const t = translator(u.language);
    const lines = items
      .map((n) => `• ${t(`notification_types.${n.type}`, notificationWordingOptions(n))}`)
      .join('\n');
    const area = isManufacturerType(u.type) ? 'fab' : 'pro';
    const mail = composeMail(u.email, u.language, u.firstName, {
      key: 'notification_digest',
      params: { count: items.length },
      quote: lines,
      action: { url: `${deps.config.appUrl}/${area}/notifications` },
    });
    try {
      await deps.mailer.send(mail);
    } catch (err) {
      log.error({ err, to: mail.to }, 'notification digest not sent; retried at the next run');
      await db
        .update(notifications)
        .set({ digestClaimedUntil: null })
        .where(inArray(notifications.id, ids));
      continue;
    }
    await db
      .update(notifications)
      .set({ emailedAt: new Date(), digestClaimedUntil: null })
      .where(inArray(notifications.id, ids));
    sent += 1;
  }
  return sent;
}

/** Runs the digest every five minutes in this process (any process may: rows are claimed). */
export function startDigests(app: FastifyInstance, deps: AppDeps): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      running = sendDigests(deps, app.log).catch((err: unknown) =>
        app.log.error({ err }, 'notification digest failed'),
      );
    }, EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
