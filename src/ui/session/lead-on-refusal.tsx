import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { LeadTo } from '@/machines/session.machine';
import type { User } from '@/api/contract/user';
import { useAppActors } from '../app/actors.context';
import { paths } from '../app/paths';
import { homeOf } from './area';

const pathOf = (lead: LeadTo, user: User): string =>
  lead === 'home'
    ? homeOf(user)
    : lead === 'verifyEmailNotice'
      ? paths.verifyEmailNotice
      : lead === 'onboarding'
        ? paths.onboarding
        : paths.verification;

/**
 * Issue 26: when a call was refused with a reason, the session read the account again and says
 * where to go (`leadTo`); this takes the person there, as the route guards would have, without a
 * reload. Mounted once, in the app shell.
 */
export function LeadOnRefusal() {
  const { session } = useAppActors();
  const navigate = useNavigate();
  const lead = useSelector(session, (s) =>
    s.matches({ loggedIn: 'settled' }) && s.context.leadTo && s.context.user
      ? pathOf(s.context.leadTo, s.context.user)
      : null,
  );
  useEffect(() => {
    if (!lead) return;
    session.send({ type: 'session.led' });
    navigate(lead, { replace: true });
  }, [lead, navigate, session]);
  return null;
}
