import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
import { Toaster } from '../components/toaster';
import { SessionDialogs } from '../dialogs/session-dialogs';

/** The root route: every page, plus what is always there (shell dialogs, toasts, title). */
export function AppShell() {
  const { t, i18n } = useTranslation();
  useEffect(() => {
    document.title = t('app_name');
  }, [t, i18n.resolvedLanguage]);
  return (
    <>
      <Outlet />
      <SessionDialogs />
      <Toaster />
      <ScrollRestoration />
    </>
  );
}
