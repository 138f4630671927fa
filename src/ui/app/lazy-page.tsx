import { lazy, Suspense, type ComponentType } from 'react';
import { FullPageSpinner } from '../components/full-page-spinner';

/** A route's page, loaded on demand behind the full-screen "Chargement ..." spinner (SPEC §2). */
export function page(load: () => Promise<{ default: ComponentType }>) {
  const Page = lazy(load);
  return function LazyPage() {
    return (
      <Suspense fallback={<FullPageSpinner />}>
        <Page />
      </Suspense>
    );
  };
}
