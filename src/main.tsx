import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/700.css';
import '@fontsource/noto-sans-arabic/400.css';
import '@fontsource/noto-sans-arabic/700.css';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { CrashBoundary } from './ui/app/crash-fallback';
import { Providers } from './ui/app/providers';
import { createQueryClient } from './ui/app/query-client';
import { createRouter } from './ui/app/router';
import { FullPageSpinner } from './ui/components/full-page-spinner';
import { initI18n } from './ui/i18n/i18n';

const root = createRoot(document.getElementById('root')!);
const queryClient = createQueryClient();
const router = createRouter();

void initI18n().finally(() => {
  root.render(
    <StrictMode>
      <CrashBoundary>
        <Suspense fallback={null}>
          <Providers queryClient={queryClient}>
            <Suspense fallback={<FullPageSpinner />}>
              <RouterProvider router={router} />
            </Suspense>
          </Providers>
        </Suspense>
      </CrashBoundary>
    </StrictMode>,
  );
});
