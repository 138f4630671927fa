// First: on an IFC viewer's route its worker starts before the other modules are evaluated.
import { ifcViewerPath } from './viewer/boot-prewarm';
import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/700.css';
import '@fontsource/noto-sans-arabic/400.css';
import '@fontsource/noto-sans-arabic/700.css';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { startAppActors } from './machines/app-actors';
import { devInspector } from './machines/inspector';
import { accountQueryOptions } from './ui/app/account-query';
import { AppActorsProvider } from './ui/app/actors.context';
import { CrashBoundary } from './ui/app/crash-fallback';
import { Providers } from './ui/app/providers';
import { createQueryClient } from './ui/app/query-client';
import { AppRoutes } from './ui/app/router';
import { reloadOnStaleBuild } from './ui/app/stale-build';
import { FullPageSpinner } from './ui/components/full-page-spinner';
import { initI18n } from './ui/i18n/i18n';

reloadOnStaleBuild();
// An IFC viewer opened directly (a link, a reload): the viewer's code loads while the app boots
// and the session is checked, not after (its worker has already started, see boot-prewarm.ts).
if (ifcViewerPath.test(location.pathname)) void import('./viewer/pages/ifc-viewer.page');
const root = createRoot(document.getElementById('root')!);
const queryClient = createQueryClient();

async function boot() {
  const inspect = await devInspector();
  // The session starts at once, fed by the account query (SPEC §4), while translations load.
  const actors = startAppActors({
    inspect,
    fetchAccount: () => queryClient.fetchQuery({ ...accountQueryOptions, staleTime: 0 }),
  });
  await initI18n().catch((err: unknown) => console.error('translations failed to load', err));
  root.render(
    <StrictMode>
      <CrashBoundary>
        <Suspense fallback={null}>
          <AppActorsProvider actors={actors}>
            <Providers queryClient={queryClient}>
              <Suspense fallback={<FullPageSpinner />}>
                {/* Navigations commit at once (no transition): the registration page leaves for
                    /confirm-email before the session learns of the user (register.page.tsx). */}
                <BrowserRouter useTransitions={false}>
                  <AppRoutes />
                </BrowserRouter>
              </Suspense>
            </Providers>
          </AppActorsProvider>
        </Suspense>
      </CrashBoundary>
    </StrictMode>,
  );
}

void boot();
