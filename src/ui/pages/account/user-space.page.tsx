import { Navigate } from 'react-router';
import { homeOf } from '@/ui/session/area';
import { useSignedInUser } from '@/ui/session/session.hooks';

/** SPEC §2's user-space preparation: past every guard, each user is sent to their own area. */
export default function UserSpacePage() {
  const user = useSignedInUser();
  return <Navigate to={homeOf(user)} replace />;
}
