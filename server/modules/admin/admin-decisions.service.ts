import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema/users';
import { ForbiddenError, NotFoundError } from '../../lib/errors';
import { deliver } from '../../mail/deliver';
import type { Mailer } from '../../mail/mailer';
import {
  accountApprovedMail,
  accountDeactivatedMail,
  accountReactivatedMail,
  accountRejectedMail,
} from '../../mail/templates/account.mails';
import { usersRepository } from '../identity/users.repository';
import { notify } from '../notifications/notify';
import { recordAdminAction } from './audit';

export type Decision =
  | { kind: 'approve' }
  | { kind: 'reject'; reason: string }
  | { kind: 'deactivate'; reason?: string }
  | { kind: 'reactivate' };

export type DecisionDeps = {
  users: Pick<ReturnType<typeof usersRepository>, 'findById'>;
  mailer: Mailer;
  config: Pick<Config, 'appUrl'>;
  log: Pick<FastifyBaseLogger, 'error'>;
  db: Db;
};

/** The account decision as its notification names it (worded in the reader's language). */
type Decided = 'approved' | 'rejected' | 'deactivated' | 'reactivated';

/**
 * An admin's decision on an account: approve (A), reject with a reason (R), deactivate (D, with
 * an optional reason, kept in `rejection_reason`) or reactivate (A). Each one mails and notifies the user. Nobody decides on their own account,
 * and an ADMIN cannot touch a SUPER_ADMIN.
 */
export async function decide(
  deps: DecisionDeps,
  actor: UserRow,
  targetId: string,
  decision: Decision,
): Promise<UserRow> {
  const target = await deps.users.findById(targetId);
  if (!target) throw new NotFoundError();
  if (target.id === actor.id) throw new ForbiddenError('errors.self_action');
  if (target.type === 'SUPER_ADMIN' && actor.type !== 'SUPER_ADMIN') throw new ForbiddenError();

  const reviewed = { reviewedAt: new Date(), reviewedBy: actor.id };
  const told = (decided: Decided, link: string | null, reason?: string | null) =>
    notify(deps.db, {
      userId: target.id,
      type: 'account_decision',
      data: { decision: decided, reason: reason ?? null },
      link,
    });
  const home = deps.config.appUrl;
  // The account's change and its audit record, in one transaction.
  const apply = (patch: Partial<UserRow>, reason?: string | null) =>
    deps.db.transaction(async (tx) => {
      const u = await usersRepository(tx).update(target.id, { ...patch, ...reviewed });
      await recordAdminAction(tx, {
        actorId: actor.id,
        action: `user.${decision.kind}`,
        targetType: 'user',
        targetId: target.id,
        details: reason ? { reason } : {},
      });
      return u;
    });
  switch (decision.kind) {
    case 'approve': {
      const u = await apply({ status: 'A', rejectionReason: null });
      await deliver(deps.mailer, deps.log, accountApprovedMail(u, `${home}/`));
      await told('approved', '/user/space');
      return u;
    }
    case 'reject': {
      const u = await apply({ status: 'R', rejectionReason: decision.reason }, decision.reason);
      await deliver(
        deps.mailer,
        deps.log,
        accountRejectedMail(u, decision.reason, `${home}/onboarding`),
      );
      await told('rejected', '/onboarding', decision.reason);
      return u;
    }
    case 'deactivate': {
      // The open sessions stay: every route but the account and logout now answers 403
      // `deactivated` (the audience hook), so the client shows why on its next call. The reason
      // is kept where a rejection's is: the account tells it to its owner.
      const u = await apply(
        { status: 'D', rejectionReason: decision.reason ?? null },
        decision.reason,
      );
      await deliver(deps.mailer, deps.log, accountDeactivatedMail(u, decision.reason ?? null));
      await told('deactivated', null, decision.reason);
      return u;
    }
    case 'reactivate': {
      const u = await apply({ status: 'A', rejectionReason: null });
      await deliver(deps.mailer, deps.log, accountReactivatedMail(u, `${home}/`));
      await told('reactivated', '/user/space');
      return u;
    }
  }
}
