import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { matchClientRoute } from '@/api/contract/client-routes';
import { Toaster } from '../components/toaster';
import { SessionDialogs } from '../dialogs/session-dialogs';
import { LeadOnRefusal } from '../session/lead-on-refusal';
import { pageTitles } from './page-titles';

/** The root route: every page, plus what is always there (shell dialogs, toasts, title, the lead after a refused call). */
export function AppShell() {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  // Each page's own title in the tab (and for screen readers, bookmarks and history).
  useEffect(() => {
    const route = matchClientRoute(pathname);
    const page = t(`shell:titles.${route ? pageTitles[route] : 'not_found'}`);
    document.title = `${page} · ${t('app_name')}`;
  }, [t, i18n.resolvedLanguage, pathname]);
  return (
    <>
      <Outlet />
      <SessionDialogs />
      <LeadOnRefusal />
      <Toaster />
      <ScrollReset />
    </>
  );
}

/**
 * A page opened by a link or a redirect starts at the top; back and forward leave the position to
 * the browser (as the data router's ScrollRestoration did, without its saved positions).
 */
function ScrollReset() {
  const { key } = useLocation();
  const type = useNavigationType();
  useEffect(() => {
    if (type !== 'POP') window.scrollTo(0, 0);
  }, [key, type]);
  return null;
}
