import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
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
import type { usersRepository } from '../identity/users.repository';

export type Decision =
  | { kind: 'approve' }
  | { kind: 'reject'; reason: string }
  | { kind: 'deactivate'; reason?: string }
  | { kind: 'reactivate' };

export type DecisionDeps = {
  users: Pick<ReturnType<typeof usersRepository>, 'findById' | 'update'>;
  endUserSessions: (userId: string) => Promise<void>;
  mailer: Mailer;
  config: Pick<Config, 'appUrl'>;
  log: Pick<FastifyBaseLogger, 'error'>;
};

/**
 * An admin's decision on an account: approve (A), reject with a reason (R), deactivate (D, ending
 * its sessions) or reactivate (A). Each one mails the user. Nobody decides on their own account,
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
  const home = deps.config.appUrl;
  switch (decision.kind) {
    case 'approve': {
      const u = await deps.users.update(target.id, {
        status: 'A',
        rejectionReason: null,
        ...reviewed,
      });
      await deliver(deps.mailer, deps.log, accountApprovedMail(u, `${home}/`));
      return u;
    }
    case 'reject': {
      const u = await deps.users.update(target.id, {
        status: 'R',
        rejectionReason: decision.reason,
        ...reviewed,
      });
      await deliver(
        deps.mailer,
        deps.log,
        accountRejectedMail(u, decision.reason, `${home}/onboarding`),
      );
      return u;
    }
    case 'deactivate': {
      const u = await deps.users.update(target.id, { status: 'D', ...reviewed });
      await deps.endUserSessions(u.id);
      await deliver(deps.mailer, deps.log, accountDeactivatedMail(u, decision.reason ?? null));
      return u;
    }
    case 'reactivate': {
      const u = await deps.users.update(target.id, { status: 'A', ...reviewed });
      await deliver(deps.mailer, deps.log, accountReactivatedMail(u, `${home}/`));
      return u;
    }
  }
}
