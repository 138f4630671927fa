import { useEffect, useRef } from 'react';
import { FullPageSpinner } from '@/ui/components/full-page-spinner';
import { useSessionActions } from '@/ui/session/session.hooks';

/** /logout signs out straight away (the user menu asks first, through the logout dialog). */
export default function LogoutPage() {
  const { logout } = useSessionActions();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    logout();
  }, [logout]);
  return <FullPageSpinner />;
}
